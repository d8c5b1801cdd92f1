/// `UIAlertController`'s own presentation (M-18, M-19, Q-29): the style in force, the
/// presentation-controller class, the controller's classes and UIKit's exception for an
/// anchorless iPad action sheet. Every alert rule lives here once.
enum AlertPresentation {
  /// The controller's class and its root view's (M-18 [D: `-loadView`]; MM-T107 prints the
  /// view class on iPhone; that iPad uses it too is inferred [I]).
  static let controllerClass = "UIAlertController"
  static let viewClass = "_UIAlertControllerPhoneTVMacView"

  /// The three presentation controllers (PRES-DECK; M-18, M-19 [D]).
  static let alertController = "_UIAlertControllerAlertPresentationController"
  static let compactController = "_UIAlertControllerActionSheetCompactPresentationController"
  static let regularController = "_UIAlertControllerActionSheetRegularPresentationController"

  /// The iOS version from which the iOS 26 design (Liquid Glass) is on (M-19).
  static let newDesign = 26

  /// The style in force for an alert controller: `.alert` (the alert presentation controller,
  /// `modalPresentationStyle` custom), `.actionSheet` (the compact controller, custom) or
  /// `.popover` (the regular controller, a popover). Nil for any other style.
  static func styleInForce(
    _ requested: PresentationStyle, environment: Environment, hasAnchor: Bool
  ) -> PresentationStyle? {
    switch requested {
    case .alert:
      // M-18 [D: `-_modalPresentationStyleForResolvedStyle` (alert → custom)]: every device.
      return .alert
    case .actionSheet:
      let pad = environment.device.family == .pad
      if environment.ios >= newDesign {
        // M-19, iOS 26 design [D]: the regular controller on every device, style popover, no
        // adaptation to the compact one. Q-29 (sources differ): an iPhone action sheet with
        // no anchor has no source view to morph from, so `_shouldUseAlertPresentation…`
        // hands it to the alert controller, centred. An iPad keeps the exception (M-19).
        return hasAnchor || pad ? .popover : .alert
      }
      // M-19 [D]: iPhone → the compact controller; iPad → the regular (popover) one, which
      // adapts to the compact one in a compact-width window.
      guard pad else { return .actionSheet }
      return environment.traits.horizontal == .compact ? .actionSheet : .popover
    default:
      return nil
    }
  }

  /// A presented alert controller's spec with UIKit's classes where the scene names none.
  static func dressed(_ spec: ControllerSpec) -> ControllerSpec {
    var spec = spec
    spec.options.className = spec.options.className ?? controllerClass
    spec.options.viewClass = spec.options.viewClass ?? viewClass
    return spec
  }

  /// The presentation controller for an alert controller's style in force (M-18, M-19).
  static func presentationControllerClass(inForce style: PresentationStyle) -> String {
    switch style {
    case .actionSheet: return compactController
    case .popover: return regularController
    default: return alertController
    }
  }

  /// M-19 [C: ALERT-EXC]: what UIKit raises from the regular controller's
  /// `presentationTransitionWillBegin` when an action sheet has no anchor.
  static func missingAnchorException(alert: String, presenterClass: String, presenter: String)
    -> String
  {
    "NSGenericException: Your application has presented a UIAlertController "
      + "(<UIAlertController: \(alert)>) of style UIAlertControllerStyleActionSheet from "
      + "\(presenterClass) (<\(presenterClass): \(presenter)>). The modalPresentationStyle of a "
      + "UIAlertController with this style is UIModalPresentationPopover. You must provide "
      + "location information for this popover through the alert controller's "
      + "popoverPresentationController. You must provide either a sourceView and sourceRect or "
      + "a barButtonItem.  If this information is not known when you present the alert "
      + "controller, you may provide it in the UIPopoverPresentationControllerDelegate method "
      + "-prepareForPopoverPresentation."
  }
}

extension PresentationRules {
  /// The style in force for a requested style (after `.automatic`): an alert controller's own
  /// rules (M-18, M-19), else the A-3 adaptation.
  static func inForce(
    _ requested: PresentationStyle, environment: Environment, adaptiveNone: Bool,
    hasAnchor: Bool
  ) -> PresentationStyle {
    if let style = AlertPresentation.styleInForce(
      requested, environment: environment, hasAnchor: hasAnchor)
    {
      return style
    }
    return adapt(
      requested, traits: environment.traits, ios: environment.ios, adaptiveNone: adaptiveNone)
  }

  /// §5, M-18, M-19: the presentation controller class for a request and its style in force.
  static func controllerClass(
    requested: PresentationStyle, inForce style: PresentationStyle, ios: Int
  ) -> String {
    guard requested.isAlertController else { return controllerClass(requested, ios: ios) }
    return AlertPresentation.presentationControllerClass(inForce: style)
  }
}
