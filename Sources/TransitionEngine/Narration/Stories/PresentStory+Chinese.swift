/// The Chinese (zh-Hans) words of a presentation's phases, written from the same facts as
/// `PresentStory`'s English and citing the same rules in the same order. Only the styles the
/// posts teach have them so far: a `fullScreen`, `overFullScreen`, `pageSheet` or `formSheet`
/// request that stays what it asked for, with UIKit's own coverVertical or crossDissolve
/// motion, a sheet's card only where `SheetStory` has Chinese for its look, and no zoom,
/// alert or presentation controller of the app's. Every other presentation returns nil here,
/// and its note stays English, marked `〔未译〕`.
extension PresentStory {
  /// True when every phase of this presentation has Chinese words.
  var speaksChinese: Bool {
    [.fullScreen, .overFullScreen, .pageSheet, .formSheet].contains(style) && requested == style
      && placement == .window && sheetSpeaksChinese && zoom == nil && zoomRefused.isEmpty
      && alert.isEmpty && ownController == nil && !presenterInCard
      && (motion == nil) == (motionChinese == nil) && (midway == nil) == (midwayChinese == nil)
  }

  /// No card, or a card whose look has Chinese words; a sheet style on a profile without
  /// cards (before iOS 13) has none yet.
  private var sheetSpeaksChinese: Bool {
    guard PresentationRules.isCard(style) else { return sheet == nil }
    return sheet?.speaksChinese == true
  }

  /// The chrome sentence of `willBegin` in Chinese: a sheet's dimming view, or none.
  private var chineseChrome: String {
    PresentationRules.hasDimmingView(style)
      ? "它把自己的 chrome（一个 UIDimmingView）加进 container (PC-6, M-4/M-6)。"
      : "这个样式不添加任何 chrome。"
  }

  /// The note of a phase: its English, with its Chinese when there is one.
  static func note(_ english: String, _ chinese: String?) -> PhaseNote {
    guard let chinese else { return PhaseNote(words: english) }
    return PhaseNote(.told(ToldNote(english: english, chinese: chinese)))
  }

  var chineseContainerReady: String? {
    guard speaksChinese else { return nil }
    let who =
      presenter == source
      ? "\(presenter) 自己 present \(presented)。"
      : "present 是在 \(source) 上调用的，但 \(styleName) 呈现需要一个覆盖整个屏幕的 presenter，"
        + "所以 UIKit 沿父控制器向上找到 \(presenter) (P-1, P-2)。"
    let grab =
      grabbing
      ? "\(styleName) 呈现会移除 presenter 的视图（shouldRemovePresentersView 为 true），所以 "
        + "UIKit 先把 \(presenter) 的视图移进 container：它就是 fromView (T-4)。它放在 presented "
        + "视图将来的位置之下；确切的 index 没有得到证实 (Q-2)。"
      : "\(styleName) 呈现让 presenter 的视图留在原处（shouldRemovePresentersView 为 false），"
        + "所以 fromView 为 nil，\(presenter) 的视图留在 container 旁边 (T-4)。"
    return who + "presentingViewController / presentedViewController 这两个链接现在建立 (P-7)。"
      + "containerView 是一个新的 UITransitionView，位于 window 所有子视图之上 (T-2, T-3)。" + grab
  }

  /// The will-begin phase in Chinese; `presenterState` is the presenter's appearance state.
  func chineseWillBegin(_ events: [LifecycleEvent], presenterState: AppearanceState?) -> String? {
    guard speaksChinese else { return nil }
    let callbacks = ChineseSentence.will(events, rule: "13.1", none: "没有 appearance 回调开始。")
    // M-9: a style that leaves the presenter's view in the window sends it nothing.
    let silent = ChineseSentence.silent(
      presenter, in: events, state: presenterState, reason: "它的视图留在 window 中")
    return "\(controllerClass).presentationTransitionWillBegin() 开始执行。" + chineseChrome
      + callbacks + silent
  }

  var chineseToViewAdded: String? {
    guard speaksChinese else { return nil }
    let wrapper =
      PresentationRules.isCard(style)
      ? "toView 是 sheet 的卡片：UIDropShadowView > UIView > UIView > \(presented) 的视图 "
        + "(M-4, X-3)。"
      : "toView 就是 \(presented) 自己的视图，直接放在 container 中 (M-1)。"
    return "animator 把 toView 加进 container，frame 为 finalFrame(for:) = "
      + "frameOfPresentedViewInContainerView (PC-4)。" + wrapper + (motionChinese ?? "")
      + (appearing ? ChineseSentence.isAppearingNow(presented, events) : "")
      + (sheet?.chineseLook ?? "")
  }

  var chineseAnimating: String? {
    guard speaksChinese else { return nil }
    return "动画进行到一半。" + (midwayChinese ?? "")
  }

  /// The completed phase in Chinese, its did-callbacks written from the phase's `events`.
  func chineseCompleted(animated: Bool, _ events: [LifecycleEvent]) -> String? {
    guard speaksChinese else { return nil }
    let start =
      animated
      ? "completeTransition(true)，然后 presentationTransitionDidEnd(true)。"
      : "没有动画，所有变化同时发生。" + (sheet?.chineseLook ?? "")
    let end =
      grabbing
      ? "系统会自动移除 \(presenter) 的视图，现在把它移出 window (M-1)：\(styleName) 呈现覆盖了它，"
        + "所以只绘制 presented 视图。" + ChineseSentence.didCallbacks(events, rule: "13.1")
      : "\(presenter) 的视图仍在 window 中、在 container 下面：什么都没有被移除 "
        + "(\(keepingRule.map { $0 + ", " } ?? "")M-9)。"
    return start + end
  }

  /// The after phase in Chinese, written from the step's `phases` and the phase's `events`.
  func chineseAfter(_ phases: [Phase], _ events: [LifecycleEvent]) -> String? {
    guard speaksChinese else { return nil }
    return ChineseSentence.completion(after: phases, events) + "只要 \(presented) 还在 presented "
      + "状态，container 就一直保留。"
  }
}
