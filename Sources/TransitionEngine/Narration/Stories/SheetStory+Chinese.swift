/// The Chinese (zh-Hans) words of a sheet's look where it rests, written from the same facts
/// as `SheetStory.look` and citing the same rules in the same order, for the card the posts
/// teach: a card in regular height at its detent, with its dimming and grabber. A card over
/// the whole window, an edge-attached one, an iOS 26 inset, a navigation bar, a placement,
/// a dimmed grabber below, an ignored configuration or push-back have none yet (nil).
extension SheetStory {
  /// True when every sentence `look` writes for this card has Chinese words.
  var speaksChinese: Bool {
    !configurationIgnored && !coversWindow && !edgeAttached && navigationBar == nil
      && inset == nil && placement == nil && dimsGrabberOf == nil && !pushesBack
  }

  /// `look` in Chinese; nil where a sentence of it has none yet.
  var chineseLook: String? {
    guard speaksChinese else { return nil }
    var text = ""
    if let detent {
      text += "卡片停在 \(detent) detent，它的 frame 随 detent 而定 (M-10)。"
    }
    if undimmed {
      text +=
        "detent 在 largestUndimmedDetentIdentifier 及以下时看不到 dimming，\(presenter) 仍可交互；UIKit 是移除 "
        + "dimming 视图还是让它变透明，没有来源说明 (Q-19)，这里它留着，alpha 为 0 (M-10)。"
    }
    if decorated {
      text +=
        "卡片的 UIDropShadowView 里先是一个 _UIRoundedRectShadowView，alpha 为 0，与真实的 "
        + "dump 一样"
        + (grabber
          ? "；clipping 视图之后是两个 _UIGrabber 视图，上面的显示，下面的淡出 (M-10)。"
          : " (M-10)。")
    }
    return text
  }
}
