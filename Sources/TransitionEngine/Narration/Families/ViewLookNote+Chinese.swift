extension ViewLookNote {
  /// The words in Simplified Chinese, API names and the lines' code as they are.
  var chinese: String {
    switch self {
    case .alpha(let view, let value, let look, let inWindow):
      let looks: String
      switch look {
      case .transparent: looks = "完全透明"
      case .opaque: looks = "不透明"
      case .seeThrough: looks = "半透明"
      }
      return "\(view.chinese) 现在的 alpha 是 \(value)：\(looks)。\(Self.shown(inWindow))"
    case .transform(let view, let transform, let frame, let inWindow):
      return "\(view.chinese) 现在的 transform 是 \(transform)；以中心为基准，它的 frame 变为 "
        + "\(frame)（bounds 不变）。\(Self.shown(inWindow))"
    case .hidden(let view, let hidden, let inWindow):
      return hidden
        ? "\(view.chinese) 现在被隐藏：它仍在 superview 中，但它和它的子视图都不会被绘制（X-10）。"
          + Self.shown(inWindow)
        : "\(view.chinese) 重新显示（isHidden = false，X-10）。\(Self.shown(inWindow))"
    case .frame(let view, let frame, let inWindow):
      return "\(view.chinese) 现在的 frame 是 \(frame)。\(Self.shown(inWindow))"
    case .background(let view, let color, let inWindow):
      return "\(view.chinese) 现在的背景色是 \(color)。\(Self.shown(inWindow))"
    case .unseen(let view, let place, let code, let why):
      let at: String
      switch why {
      case .hidden: at = "isHidden = true"
      case .alpha(let alpha): at = "alpha \(alpha)"
      case .transform(let transform, let offScreen):
        at = "transform \(transform)，这让它" + (offScreen ? "移出了屏幕" : "尺寸为零")
      case .frame(let frame, let offScreen):
        at = "frame \(frame)，这让它" + (offScreen ? "移出了屏幕" : "尺寸为零")
      }
      if case .frame = why {
        return "错误：\(view.chinese) 在 window 中，但用户看不到它：\(ViewMention.chinese(place: place))"
          + "（`\(code)`）把它留在 \(at)，之后没有哪一行把它改回来。completion 时 UIKit 不会重新"
          + "布局这个视图；只有之后容器的布局（旋转、尺寸变化）才会移动它（X-9，PC-7）。"
      }
      return "错误：\(view.chinese) 在 window 中，但用户看不到它：\(ViewMention.chinese(place: place))"
        + "（`\(code)`）把它留在 \(at)，之后没有哪一行把它改回来。"
        + (why == .hidden
          ? "completion 时 UIKit 不会重新显示被隐藏的视图（X-10）。"
          : "completion 时 UIKit 既不恢复 alpha，也不恢复 transform（X-9）。")
    case .keeps(let view, let alpha, let transform, let place, let code):
      return "转场之后 \(view.chinese) 保持 " + (alpha.map { "alpha \($0)" } ?? "")
        + (alpha != nil && transform != nil ? " 和 " : "")
        + (transform.map { "transform \($0)" } ?? "")
        + "，这是 \(ViewMention.chinese(place: place))（`\(code)`）留下的：UIKit 不会重置它们"
        + "（X-9）。"
    }
  }

  private static func shown(_ inWindow: Bool) -> String {
    inWindow ? "" : "它还不在任何 window 中，所以屏幕上什么也不变。"
  }
}
