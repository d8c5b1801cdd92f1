/// What `isModalInPresentation` does to the user's drag on a zoomed controller (D-8 with
/// N-14 / N-15), in the explanation's words.
enum ZoomDragStory {
  /// D-8 [C: DOC-isModal] with N-15 [I]: a zoom-presented controller that is modal in
  /// presentation refuses the zoom's own drag; whether the delegate hears of it is unknown.
  static func refusedByModal(who: String, top: String) -> String {
    "\(who) has isModalInPresentation = true. Apple's page says the flag prevents the "
      + "interactive dismissal of the controller while it is on screen (D-8), so the user's "
      + "drag on the zoomed \(top) never starts a dismissal: no dismissal transition, no "
      + "appearance callbacks, the source view is not hidden, and the links and the tree are "
      + "unchanged. That the zoom's own dismiss interaction (N-15) honours the flag is "
      + "inferred: UIKit decides in code the sources do not show. Whether the delegate hears "
      + "presentationControllerDidAttemptToDismiss(_:) after a zoom's drag is unknown (Apple "
      + "describes it for a sheet's swipe), so none is shown. The zoom's own switch is "
      + "ZoomOptions.interactiveDismissShouldBegin, a closure that decides whether an "
      + "interactive dismissal may begin. dismiss(animated:) in code still zooms it back (D-9)."
  }

  /// N-14 [I]: `isModalInPresentation` is about presentations; for a zoom push no source
  /// gives it an effect, so the drag back goes ahead.
  static func pushIgnoresModal(_ popped: String) -> String {
    "\(popped) has isModalInPresentation = true, but it was pushed, not presented: Apple "
      + "documents the flag for a presented controller's interactive dismissal (D-8), and no "
      + "source gives it an effect on a zoom push. Whether the zoom's drag back consults it "
      + "is unknown; TransitionScope lets the drag go ahead (N-14). To block it, an app "
      + "returns false from ZoomOptions.interactiveDismissShouldBegin. "
  }
}
