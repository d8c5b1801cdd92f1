/// The Chinese (zh-Hans) words of `AlertStory`: an alert controller's presentation and a
/// popover's anchor, from the same facts as the English and citing the same rules in the same
/// order (M-17, M-18, M-19, Q-29).
extension AlertStory {
  /// `why(requested:style:controllerClass:environment:)` in Chinese.
  static func chineseWhy(
    requested: PresentationStyle, style: PresentationStyle, controllerClass: String,
    environment: Environment
  ) -> String {
    let decompiled = "推导自反编译的 iOS 26.1 UIKit [D]，而不是 Apple 的说明"
    switch (requested, style) {
    case (.alert, _):
      return "style 为 alert 的 UIAlertController 自己选择呈现方式：它自己的 transitioning "
        + "delegate，不管 app 设置什么，modalPresentationStyle 都是 custom，以及 "
        + "\(controllerClass)，它让 presenter 的视图留在原处 (M-18；\(decompiled))。"
    case (.actionSheet, .actionSheet):
      let where_ =
        environment.device.family == .pad
        ? "在 compact 宽度的 iPad 窗口中，常规的 action sheet 控制器交给 compact 的控制器"
        : "在 iOS 26 设计之前的 iPhone 上，action sheet 使用 compact 的控制器"
      return "\(where_)，即 \(controllerClass)，样式为 custom：按钮在 dimming 视图之上从底部"
        + "升起，presenter 留在原处 (M-19；\(decompiled)；几何是推断的 [I])。"
    case (.actionSheet, .popover):
      let lead =
        environment.ios >= AlertPresentation.newDesign
        ? "在 iOS 26 的设计中，action sheet 在所有设备上都是 popover，不会适配为 compact 的控制器"
        : "在 iPad 上，action sheet 的 modalPresentationStyle 是 popover"
      return "\(lead)：\(controllerClass) 是 UIPopoverPresentationController 的子类，在锚点处"
        + "显示它 (M-19, M-17；\(decompiled))。"
    case (.actionSheet, _):
      return "在 iOS 26 的设计中 action sheet 是 popover，但这个没有可以从中长出的锚点。这里"
        + "各来源说法不一 (Q-29)：反编译的代码在来源无法作为 popover 形变起点时交给 "
        + "\(controllerClass)，像 alert 一样居中；而 popover 的规则说缺少锚点会抛出异常。"
        + "TransitionScope 按反编译的代码 (M-19；\(decompiled))。"
    default:
      return ""
    }
  }

  /// `anchor(_:style:frame:ios:)` in Chinese.
  static func chineseAnchor(
    _ anchor: PopoverAnchor?, style: PresentationStyle, frame: Rect?, ios: Int
  ) -> String {
    guard style == .popover, let anchor else { return "" }
    switch anchor {
    case .sourceView(let view, let rect):
      let at = rect == nil ? "\(view) 的视图（它的 bounds）" : "\(view) 视图中的 sourceRect"
      return "箭头指向\(at) (M-17)。"
    case .barButtonItem(let slot):
      guard frame != nil else { return chineseUnshown(slot) }
      return "箭头指向导航栏的 \(slot.rawValue)；UIKit 把栏上其他的 item 放进 passthroughViews，"
        + "点击这个 item 会 dismiss popover。item 在栏中的位置是推断的 [I] (M-17)。"
    case .sourceItem(let item):
      if case .barButtonItem(let slot) = item, frame == nil { return chineseUnshown(slot) }
      let what: String
      switch item {
      case .barButtonItem(let slot): what = "导航栏的 \(slot.rawValue)"
      case .view(let view): what = "\(view) 的视图"
      }
      return ios >= AlertPresentation.newDesign
        ? "从 iOS 26 起，popover 从它的 sourceItem（\(what)）中长出，并在被 dismiss 之前占据"
          + "它的位置 (M-17)；来源中没有形变的视图，所以树里只显示 popover。"
        : "箭头指向它的 sourceItem，\(what) (M-17)。"
    }
  }

  /// `handOver(_:to:)` in Chinese.
  static func chineseHandOver(_ name: String, to style: PresentationStyle) -> String {
    let controller = AlertPresentation.presentationControllerClass(inForce: style)
    return style == .popover
      ? "\(name) 的 action sheet 在锚点处又成了 popover，由 \(controller) 显示 "
        + "(M-19；推导自反编译的代码 [D])"
      : "\(name) 的 action sheet 从 popover 交给 compact 的控制器 \(controller)，它在 dimming "
        + "视图之上从底部显示 (M-19；推导自反编译的代码 [D])"
  }

  private static func chineseUnshown(_ slot: BarButtonSlot) -> String {
    "屏幕上没有哪个导航栏为这个控制器显示 \(slot.rawValue)，所以 UIKit 把 popover 放在哪里"
      + "未知；TransitionScope 把它居中 (M-17)。"
  }
}
