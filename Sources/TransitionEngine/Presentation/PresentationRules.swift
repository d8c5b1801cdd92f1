/// The rules that turn a requested `UIModalPresentationStyle` into what UIKit does: the
/// `.automatic` mapping, adaptation, the presentation-controller class, "grabbing", and the
/// placement family. Every rule lives here once.
enum PresentationRules {
  /// §5 `automatic`: fullScreen up to iOS 12, pageSheet on iOS 13–17, formSheet from iOS 18.
  static func resolveAutomatic(_ style: PresentationStyle, ios: Int) -> PresentationStyle {
    guard style == .automatic else { return style }
    if ios <= 12 { return .fullScreen }
    return ios >= 18 ? .formSheet : .pageSheet
  }

  /// the style a presentation adapts to in these traits, with no delegate unless
  /// `adaptiveNone` (the delegate returns `.none`, seed 003). Returns the style in force.
  static func adapt(
    _ style: PresentationStyle, traits: Traits, ios: Int, adaptiveNone: Bool
  ) -> PresentationStyle {
    guard !adaptiveNone else { return style }
    let compactWidth = traits.horizontal == .compact
    let compactHeight = traits.vertical == .compact
    switch style {
    case .pageSheet, .formSheet:
      // M-5 / A-3: before iOS 13 sheets become full screen in compact width. M-4: from
      // iOS 13 they stay sheets in every size class; in compact height the same sheet
      // controller lays its card over the whole window (see `PresentationGeometry`).
      if ios <= 12 { return compactWidth ? .fullScreen : style }
      return style
    case .popover:
      // iOS 13+ compact popovers behave exactly like formSheet (a card in compact width,
      // the full-window sheet of M-4 in compact height). Up to iOS 12 sources differ:
      // the header says fullScreen, the guide overFullScreen; we follow the header.
      guard compactWidth || compactHeight else { return .popover }
      if ios <= 12 { return .fullScreen }
      return .formSheet
    case .currentContext, .overCurrentContext:
      // the guide says these adopt fullScreen in compact width; current iPhones show
      // them in context. We keep them (no adaptation) and say so in the explanation.
      return style
    case .fullScreen, .overFullScreen, .custom, .automatic:
      return style
    case .alert, .actionSheet:
      return style  // M-18, M-19: an alert controller's own rules (`AlertPresentation`).
    }
  }

  /// §5: the presentation controller class UIKit uses for a style in force.
  static func controllerClass(_ style: PresentationStyle, ios: Int) -> String {
    switch style {
    case .fullScreen: return "_UIFullscreenPresentationController"
    case .overFullScreen: return "_UIOverFullscreenPresentationController"
    case .currentContext: return "_UICurrentContextPresentationController"
    case .overCurrentContext: return "_UIOverCurrentContextPresentationController"
    case .pageSheet:
      // §5 [O: C15]: a real iOS 15 dump prints the private subclass; the public
      // UISheetPresentationController is only its superclass.
      return "_UIPageSheetPresentationController"
    case .formSheet: return "_UIFormSheetPresentationController"
    case .popover: return "UIPopoverPresentationController"
    case .custom: return "UIPresentationController"
    case .automatic: return "UIPresentationController"
    case .alert: return AlertPresentation.alertController
    case .actionSheet: return AlertPresentation.compactController
    }
  }

  /// T-4 / M-9: `shouldRemovePresentersView`. The single switch that decides whether the
  /// presenter's view is moved into the container and then removed, whether the from-view is
  /// non-nil and whether the presenter gets appearance callbacks.
  static func grabsPresentersView(_ style: PresentationStyle, custom: CustomPresentation?) -> Bool {
    switch style {
    case .fullScreen, .currentContext: return true
    case .custom: return custom?.removesPresentersView ?? false
    case .overFullScreen, .overCurrentContext, .pageSheet, .formSheet, .popover, .automatic:
      return false
    case .alert, .actionSheet:
      return false  // M-18 [D]: no `shouldRemovePresentersView` override; P stays.
    }
  }

  /// P-2 / P-3 / P-6: whether the presenter is found by `definesPresentationContext`.
  static func usesCurrentContext(_ style: PresentationStyle, custom: CustomPresentation?) -> Bool {
    switch style {
    case .currentContext, .overCurrentContext: return true
    case .custom: return custom?.presentsInFullscreen == false
    default: return false
    }
  }

  /// M-4 / M-6 / M-18: styles whose presentation controller adds a dimming view.
  static func hasDimmingView(_ style: PresentationStyle) -> Bool {
    style == .pageSheet || style == .formSheet || style == .popover || style.isAlertController
  }

  /// M-4: styles shown as a card inside a `UIDropShadowView`.
  static func isCard(_ style: PresentationStyle) -> Bool {
    style == .pageSheet || style == .formSheet
  }
}
