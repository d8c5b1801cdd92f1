/// The Chinese (zh-Hans) words of a presentation's phases, written from the same facts as
/// `PresentStory`'s English and citing the same rules in the same order, for every style,
/// placement and motion the story tells (the phases themselves are in
/// `PresentStory+ChinesePhases`). A presentation whose pieces from elsewhere (the alert's,
/// the zoom's, the app's presentation controller's, the card's, the motion's) have no
/// Chinese returns nil here, and its note stays English, marked `〔未译〕`.
extension PresentStory {
  /// True when every phase of this presentation has Chinese words.
  var speaksChinese: Bool {
    sheetSpeaksChinese && (zoom == nil) == (zoomChinese == nil)
      && zoomRefused.isEmpty == zoomRefusedChinese.isEmpty && alert.isEmpty == alertChinese.isEmpty
      && (ownController == nil) == (ownControllerChinese == nil)
      && (motion == nil) == (motionChinese == nil) && (midway == nil) == (midwayChinese == nil)
  }

  /// No card, or a card whose look has Chinese words.
  private var sheetSpeaksChinese: Bool { sheet?.speaksChinese ?? true }

  /// The note of a phase: its English, with its Chinese when there is one.
  static func note(_ english: String, _ chinese: String?) -> PhaseNote {
    guard let chinese else { return PhaseNote(words: english) }
    return PhaseNote(.told(ToldNote(english: english, chinese: chinese)))
  }

  /// The note of a phase: its English, with the Chinese that `chinese` writes when a reader
  /// asks for it (nil where the story has none: the note is read in English then).
  static func note(_ english: String, later chinese: @escaping @Sendable () -> String?)
    -> PhaseNote
  {
    PhaseNote(.told(ToldNote(english: english, later: chinese)))
  }

  /// The note of a phase `lead` opens (the app's completing line), the lead's words in front
  /// of each language's; without a lead, `note(english, chinese)`.
  static func note(_ english: String, _ chinese: String?, led lead: CodeNote?) -> PhaseNote {
    guard let lead else { return note(english, chinese) }
    return note(lead.english + english, chinese.map { lead.chinese + $0 })
  }

  /// As `note(_:_:led:)`, with the Chinese written when a reader asks for it.
  static func note(
    _ english: String, led lead: CodeNote?, later chinese: @escaping @Sendable () -> String?
  ) -> PhaseNote {
    guard let lead else { return note(english, later: chinese) }
    return note(lead.english + english, later: { chinese().map { lead.chinese + $0 } })
  }

  /// `who` in Chinese: why the presenter is who it is (P-1..P-4) and how the style was
  /// settled.
  private var chineseWho: String {
    var text: String
    if presenter == source {
      text = "\(presenter) 自己 present \(presented)。"
    } else if placement == .window {
      text =
        "present 是在 \(source) 上调用的，但 \(styleName) 呈现需要一个覆盖整个屏幕的 presenter，"
        + "所以 UIKit 沿父控制器向上找到 \(presenter) (P-1, P-2)。"
    } else {
      text =
        "present 是在 \(source) 上调用的；current-context 样式沿父控制器向上，找到第一个定义了 "
        + "presentation context 的控制器 \(presenter) (P-3, P-4)。"
    }
    if requested != style && !requested.isAlertController {
      text += "\(requested.rawValue) 请求在这些 size class 下适配为 \(styleName) (A-3)。"
      if requested == .popover && style == .fullScreen && ios <= 12 {
        text +=
          "这种情况各来源说法不一 (Q-4)：头文件说是 fullScreen，编程指南说是 overFullScreen；"
          + "TransitionScope 按头文件。"
      }
    } else if adaptiveNone && requested == .popover {
      text += "adaptive delegate 返回 .none，所以 popover 仍是 popover (A-2)。"
    }
    if requested == .currentContext || requested == .overCurrentContext {
      text +=
        "compact 宽度下各来源说法不一 (Q-5)：编程指南说这些样式会变成全屏，现代的 iPhone 则让"
        + "它们留在 context 中；TransitionScope 让它们留着。"
    }
    return text
  }

  var chineseContainerReady: String? {
    guard speaksChinese else { return nil }
    let container =
      placement == .window
      ? "containerView 是一个新的 UITransitionView，位于 window 所有子视图之上 (T-2, T-3)。"
      : "containerView 是一个新的 UITransitionView，位于 \(presenter) 的 superview 中、紧挨在它的"
        + "视图之上 (T-1, T-2, T-3, T-8；反编译的代码把它放在这里，不过有些 bug 报告看到它落在"
        + "更高的层级，Q-3)。"
    let grab =
      grabbing
      ? "\(styleName) 呈现会移除 presenter 的视图（shouldRemovePresentersView 为 true），所以 "
        + "UIKit 先把 \(presenter) 的视图移进 container：它就是 fromView (T-4)。它放在 presented "
        + "视图将来的位置之下；确切的 index 没有得到证实 (Q-2)。"
        + (presenterInCard
          ? "\(presenter) 显示在一个 sheet 的卡片中，所以它的视图离开那张卡片，卡片留在后面，"
            + "是空的。哪个控制器在这里 present、sheet 的视图是否离开它的卡片、下面留着什么，"
            + "都没有来源说明：这些全是推断 [I] (Q-33)。" : "")
      : "\(styleName) 呈现让 presenter 的视图留在原处（shouldRemovePresentersView 为 false），"
        + "所以 fromView 为 nil，\(presenter) 的视图留在 container 旁边 (T-4)。"
    return chineseWho + alertChinese + zoomRefusedChinese
      + "presentingViewController / presentedViewController 这两个链接现在建立 (P-7)。"
      + container + grab
  }
}
