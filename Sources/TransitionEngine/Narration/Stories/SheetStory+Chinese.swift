/// The Chinese (zh-Hans) words of a sheet's look where it rests and of its push-back, written
/// from the same facts as `SheetStory.look`, `pushBackStarting` and `pushBack`, citing the
/// same rules in the same order: every card the model draws (over the whole window in compact
/// height, edge-attached, the iOS 26 inset, a navigation bar, a placement, a dimmed grabber
/// below, an ignored configuration, push-back).
extension SheetStory {
  /// True when every sentence `look` writes for this card has Chinese words.
  var speaksChinese: Bool { (navigationBar == nil) == (navigationBarChinese == nil) }

  /// `look` in Chinese; nil where a sentence of it has none.
  var chineseLook: String? {
    guard speaksChinese else { return nil }
    var text = ""
    if configurationIgnored {
      text +=
        "`sheet:` 这一段需要 iOS 15（UISheetPresentationController）；在这个配置上 UIKit 没有 "
        + "detent 和 grabber，所以它被忽略。"
    }
    if coversWindow {
      text +=
        "在 compact 高度下 \(presented) 仍是 sheet：\(controllerClass) 保留它，把卡片铺满整个 "
        + "window（prefersEdgeAttachedInCompactHeight 为 false），\(presenter) 的视图留在 window "
        + "中 (M-4)。这里各来源说法不一 (Q-18)：Apple 的样式页面说 sheet 在 compact 高度下表现得"
        + "像 fullScreen，sheet 的 API 和反编译的代码则保留 sheet 的控制器；TransitionScope 按后者。"
    } else if edgeAttached {
      text += "prefersEdgeAttachedInCompactHeight 为 true，所以在 compact 高度下卡片仍贴着底边 (M-4, M-10)。"
      text += chineseEdgeWidth
      text +=
        "它的顶边在 safe area 顶边之下 8 pt，这里 medium detent 与 large detent 不分开；两者都"
        + "来自反编译的度量和 iOS 16 的一个移植 (M-15，推导和推断)。"
    }
    if let navigationBarChinese { text += navigationBarChinese }
    if let detent {
      text += "卡片停在 \(detent) detent，它的 frame 随 detent 而定 (M-10)。"
    }
    if let inset {
      text +=
        "在 iOS 26 上，低于 large detent 的卡片会内缩：它的 UIDropShadowView 保持全宽的 frame，"
        + "得到 transform = \(inset)，两侧和底部各留出约 8 pt (M-13)。这个公式推导自反编译的 "
        + "iOS 26.1 代码，而不是 Apple 的说明；很矮的卡片如何过渡是推断的。"
    }
    if undimmed {
      text +=
        "detent 在 largestUndimmedDetentIdentifier 及以下时看不到 dimming，\(presenter) 仍可交互；UIKit 是移除 "
        + "dimming 视图还是让它变透明，没有来源说明 (Q-19)，这里它留着，alpha 为 0 (M-10)。"
    }
    if decorated { text += chineseDecoration }
    text += chinesePlacement + chineseDimmedGrabber
    return text
  }

  /// M-15: an edge-attached card's width in compact height.
  private var chineseEdgeWidth: String {
    guard let edgeWidth else { return "" }
    let width = Transform.format(edgeWidth.width)
    return edgeWidth.follows
      ? "widthFollowsPreferredContentSizeWhenEdgeAttached 为 true：卡片宽 \(width) pt，即它的 "
        + "preferredContentSize 宽度，不超过 safe area (M-15；这个上限是推断的)。"
      : "它和 safe area 一样宽，\(width) pt，在两侧 inset 之间居中，而不是 window 的宽度 (M-15)。"
  }

  /// M-10, M-14: the card's shadow view and grabbers.
  private var chineseDecoration: String {
    "卡片的 UIDropShadowView 里先是一个 _UIRoundedRectShadowView，alpha 为 0，与真实的 dump 一样"
      + (grabber
        ? "；clipping 视图之后是两个 _UIGrabber 视图，上面的"
          + (grabberHidden
            ? "被隐藏（alpha 0），因为在 compact 高度下卡片覆盖了 window (M-14)，"
            : "显示，")
          + "下面的淡出 (M-10)。"
        : " (M-10)。")
  }

  /// V-2: iOS 27's preferredPlacement.
  private var chinesePlacement: String {
    guard let placement else { return "" }
    return placement == .automatic
      ? "preferredPlacement 为 .automatic，由系统选择；卡片就在它今天所在的位置 (V-2)。"
      : "preferredPlacement 为 .\(placement.rawValue) (iOS 27)。它把 sheet 放在哪里、尺寸如何，"
        + "没有任何来源说明，所以卡片画在 .automatic 今天放它的位置；它真正的位置未知 (V-2)。"
  }

  /// M-14: the grabber of the sheet below, dimmed by this one.
  private var chineseDimmedGrabber: String {
    guard let dimsGrabberOf else { return "" }
    return "\(dimsGrabberOf) 顶部的 _UIGrabber 在这个 sheet 遮暗它时变为 alpha 0，这个 sheet "
      + "离开时恢复；视图一直留在树中 (M-14，来自 Apple 的 grabber 页面和反编译的代码)。"
  }

  /// `pushedBackView` in Chinese.
  private var chinesePushedBackView: String {
    pushedBelow.map { "\($0) 的卡片（它的 UIDropShadowView）" } ?? "根 wrapper 的 UIDropShadowView"
  }

  /// `pushBackStarting` in Chinese: the push-back at the first frame (M-11).
  var chinesePushBackStarting: String {
    guard pushesBack else { return "" }
    return "处于 large detent、compact 宽度和 regular 高度的 sheet 会把它升起时盖住的内容往后推："
      + "\(chinesePushedBackView) 随卡片升起变为 transform = \(pushBackValues)。在这第一帧它还没有"
      + "动；它随动画增长，transition 完成时停在这个缩放 (M-11)。" + SheetNote.PushBack.chineseNumbers
      + "通往它的直线路径同样是推断的。"
  }

  /// `pushBack` in Chinese (M-11), or an empty string when nothing is pushed back.
  var chinesePushBack: String { pushBackNote?.chinese ?? "" }
}

extension World {
  /// `sheetNotes(wasCompactHeight:)` in Chinese (M-4, M-11); nil where a card's look has none.
  func sheetNotesChinese(wasCompactHeight: Bool) -> String? {
    var text = ""
    for story in presentationOrder.compactMap({ SheetStory(world: self, name: $0) }) {
      if story.coversWindow {
        guard let look = story.chineseLook else { return nil }
        text += look
      } else if wasCompactHeight {
        text +=
          "\(story.presented) 在 regular 高度下又成了卡片，大小由它的 size class 和 detent "
          + "决定 (M-4)。" + story.chinesePushBack
      } else {
        text += story.chinesePushBack
      }
    }
    return text
  }
}
