extension PopoverNote {
  /// The words in English, with the spaces that join them to the next note.
  var english: String {
    switch self {
    case .tapPassthrough(let tapped):
      return "The tap lands on \(tapped)'s view, one of the popover's passthroughViews: the "
        + "dimming view's hitTest lets the touch through to it (M-22; decompiled iOS 26.1 "
        + "UIKit [D]). \(tapped) handles the tap as its own, the popover stays, and no "
        + "delegate hears anything."
    case .tapModal(let spot, let holder, let top):
      return spot.english + "the popover's full-window dimming view catches it (M-22). "
        + "\(holder == top ? top : "\(holder) (inside \(top))") has isModalInPresentation = "
        + "true, so the tap never becomes a dismissal (D-9): the delegate is not asked and "
        + "hears only presentationControllerDidAttemptToDismiss(_:), as for a refused swipe "
        + "(D-10, D-8). Apple's page says only that events outside are ignored; that the "
        + "delegate hears DidAttemptToDismiss for a popover too is inferred [I]."
    case .tapRefused(let spot):
      return spot.english
        + "the popover's full-window dimming view catches it and asks the delegate "
        + "presentationControllerShouldDismiss(_:) (M-22, D-10). The delegate says no, so "
        + "the tap ends as a refused swipe does (D-8): only "
        + "presentationControllerDidAttemptToDismiss(_:) follows; no dismissal, no appearance "
        + "callbacks, the links and the tree unchanged."
    case .tapDismisses(let spot):
      return spot.english
        + "the popover's full-window dimming view catches it and asks the delegate "
        + "presentationControllerShouldDismiss(_:), which says yes (M-22, D-10), so UIKit calls "
        + "the presenter's dismiss(animated: true) and the delegate hears "
        + "presentationControllerWillDismiss(_:). "
    }
  }
}
