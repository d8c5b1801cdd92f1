import TransitionEngine

/// What a view contributes to the screen picture, the way the window composites it.
enum ViewLook: Equatable {
  /// The window: black wherever nothing else draws.
  case window
  /// UIKit's structural views (transition, wrapper and container views): no content of their
  /// own, see-through.
  case structural
  /// A controller's root view, with the scene's `background` for it.
  case content(owner: String, background: ControllerBackground)
  /// A dimming view: tints what is below it, which stays readable.
  case dimming
  /// A popover's dimming view: present (it catches taps) but drawn clear, as current iPadOS
  /// shows it (docs/DECISIONS.md).
  case clearDimming
  /// Bars and the popover's frame: opaque system chrome.
  case chrome
  /// A decorative subview from the scene (`views:`): its outline and class.
  case decoration

  /// Classes that have no content of their own (1.3 of the rules: structural private views).
  static let structuralClasses = ViewClassCatalogue.structuralClasses
  /// Opaque system chrome.
  static let chromeClasses = ViewClassCatalogue.chromeClasses
  /// Classes that clip their subviews: the window (the screen), the sheet card (its rounded
  /// corners clip the content) and the popover's frame.
  static let clippingClasses = ViewClassCatalogue.clippingClasses

  static func of(_ node: ViewNode, parent: ViewNode?, looks: ControllerLooks?) -> ViewLook {
    if parent == nil { return .window }
    if node.className == ViewClassCatalogue.dimmingView || node.className.hasSuffix("DimmingView"),
      !structuralClasses.contains(node.className)
    {
      let inPopover =
        parent?.subviews.contains { $0.className == ViewClassCatalogue.popoverView } ?? false
      return inPopover ? .clearDimming : .dimming
    }
    // a view the app's code made is drawn, even a plain UIView (outline and class).
    if node.appMark != nil { return .decoration }
    if structuralClasses.contains(node.className) { return .structural }
    if chromeClasses.contains(node.className) { return .chrome }
    if let owner = node.owner {
      return .content(owner: owner, background: looks?.background(owner) ?? .opaque)
    }
    return node.className == "UIView" ? .structural : .decoration
  }

  /// False for views the picture leaves out entirely.
  var drawsSomething: Bool {
    switch self {
    case .structural, .clearDimming: false
    default: true
    }
  }
}
