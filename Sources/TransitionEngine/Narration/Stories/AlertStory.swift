/// The sentences an alert controller's presentation and a popover's anchor add to a
/// presentation's story (M-17, M-18, M-19, Q-29), with the evidence behind each.
enum AlertStory {
  /// Why an alert controller is presented the way it is; empty for other styles.
  static func why(
    requested: PresentationStyle, style: PresentationStyle, controllerClass: String,
    environment: Environment
  ) -> String {
    let decompiled = "derived from decompiled iOS 26.1 UIKit [D], not from Apple's words"
    switch (requested, style) {
    case (.alert, _):
      return "A UIAlertController of style alert chooses its own presentation: its own "
        + "transitioning delegate, modalPresentationStyle custom whatever the app assigns, and "
        + "\(controllerClass), which leaves the presenter's view in place (M-18; \(decompiled)). "
    case (.actionSheet, .actionSheet):
      let where_ =
        environment.device.family == .pad
        ? "On an iPad in a compact-width window the regular action-sheet controller hands over "
          + "to the compact one"
        : "On an iPhone before the iOS 26 design an action sheet uses the compact controller"
      return "\(where_), \(controllerClass), style custom: the buttons rise from the bottom over "
        + "a dimming view and the presenter stays (M-19; \(decompiled); the geometry is "
        + "inferred [I]). "
    case (.actionSheet, .popover):
      let lead =
        environment.ios >= AlertPresentation.newDesign
        ? "With the iOS 26 design an action sheet is a popover on every device and does not "
          + "adapt to the compact controller"
        : "On an iPad an action sheet's modalPresentationStyle is popover"
      return "\(lead): \(controllerClass), a UIPopoverPresentationController subclass, shows "
        + "it at its anchor (M-19, M-17; \(decompiled)). "
    case (.actionSheet, _):
      return "With the iOS 26 design an action sheet is a popover, but this one has no anchor to "
        + "grow out of. Sources differ here (Q-29): the decompiled fallback for a source that "
        + "cannot be the origin of the popover's morph hands it to \(controllerClass), centred "
        + "like an alert, while the popover rule says a missing anchor raises. TransitionScope "
        + "follows the decompiled code (M-19; \(decompiled)). "
    default:
      return ""
    }
  }

  /// What a popover's anchor does here (M-17); empty when the style is not a popover.
  static func anchor(
    _ anchor: PopoverAnchor?, style: PresentationStyle, frame: Rect?, ios: Int
  ) -> String {
    guard style == .popover, let anchor else { return "" }
    switch anchor {
    case .sourceView(let view, let rect):
      let at = rect == nil ? "\(view)'s view (its bounds)" : "sourceRect in \(view)'s view"
      return "The arrow points at \(at) (M-17). "
    case .barButtonItem(let slot):
      guard frame != nil else { return unshown(slot) }
      return "The arrow points at the navigation bar's \(slot.rawValue); UIKit puts the bar's "
        + "other items in passthroughViews, and a tap on the item dismisses the popover. Where "
        + "the item sits in the bar is inferred [I] (M-17). "
    case .sourceItem(let item):
      if case .barButtonItem(let slot) = item, frame == nil { return unshown(slot) }
      let what: String
      switch item {
      case .barButtonItem(let slot): what = "the navigation bar's \(slot.rawValue)"
      case .view(let view): what = "\(view)'s view"
      }
      return ios >= AlertPresentation.newDesign
        ? "From iOS 26 the popover grows out of its sourceItem, \(what), and takes its place "
          + "until it is dismissed (M-17); the views that morph are not in the sources, so the "
          + "tree shows only the popover. "
        : "The arrow points at its sourceItem, \(what) (M-17). "
    }
  }

  /// A-1, M-19: an adapted action sheet's new presentation controller.
  static func handOver(_ name: String, to style: PresentationStyle) -> String {
    let controller = AlertPresentation.presentationControllerClass(inForce: style)
    return style == .popover
      ? "\(name)'s action sheet is a popover again at its anchor, shown by \(controller) "
        + "(M-19; derived from decompiled code [D])"
      : "\(name)'s action sheet hands over from the popover to the compact controller, "
        + "\(controller), which shows it from the bottom over a dimming view (M-19; derived "
        + "from decompiled code [D])"
  }

  private static func unshown(_ slot: BarButtonSlot) -> String {
    "No navigation bar on screen shows a \(slot.rawValue) for this controller, so where UIKit "
      + "puts the popover is unknown; TransitionScope centres it (M-17). "
  }
}
