/// The one home of M-20: a regular-width popover (an action sheet's included) is animated by
/// the popover presentation controller's own animation controller, both ways, out of its
/// anchor and back into it; the modal transition style plays no part.
enum PopoverAnimation {
  /// M-20 [D: UIPopoverPresentationController `-_preferredAnimationControllerForPresentation`
  /// / `…ForDismissal`]: whether the popover's own animation controller replaces the
  /// transition style. Only a presentation in force as a popover (regular width, A-3);
  /// one that adapted to a sheet plays the sheet's style.
  static func replacesTransitionStyle(_ style: PresentationStyle) -> Bool {
    style == .popover
  }

  /// The class that animates it [D]; a zoom or a visual style may replace it, neither of
  /// which the scene format can ask for.
  static let animationControllerClass = "_UIModernPopoverAnimationController"

  /// What the presentation's to-view phase says of the motion (M-20).
  static func presentSentence(_ presented: String, modalTransitionStyle: ModalTransitionStyle)
    -> String
  {
    PresentationNote.popoverPresents(
      presented: presented,
      ignoredStyle: modalTransitionStyle == .coverVertical ? nil : modalTransitionStyle.rawValue
    ).english
  }

  /// What the dismissal says of the motion (M-20).
  static func dismissSentence(_ presented: String) -> String {
    PresentationNote.popoverDismisses(presented: presented).english
  }

  /// The in-between phase of either direction (M-20).
  static func midwaySentence(_ presented: String) -> String {
    PresentationNote.popoverMidway(presented: presented).english
  }

  /// `presentSentence` in Chinese.
  static func chinesePresentSentence(
    _ presented: String, modalTransitionStyle: ModalTransitionStyle
  ) -> String {
    PresentationNote.popoverPresents(
      presented: presented,
      ignoredStyle: modalTransitionStyle == .coverVertical ? nil : modalTransitionStyle.rawValue
    ).chinese
  }

  /// `dismissSentence` in Chinese.
  static func chineseDismissSentence(_ presented: String) -> String {
    PresentationNote.popoverDismisses(presented: presented).chinese
  }

  /// `midwaySentence` in Chinese.
  static func chineseMidwaySentence(_ presented: String) -> String {
    PresentationNote.popoverMidway(presented: presented).chinese
  }
}
