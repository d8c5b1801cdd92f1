extension AlertExceptionNote {
  /// The words in English, with the spaces that join them to the next note.
  var english: String {
    switch self {
    case .accepted(let system, let actionSheet, let controllerClass, let walk):
      let via =
        walk.map {
          " (present was called on \($0.from); the popover style walks up to \($0.presenter), "
            + "P-2)"
        } ?? ""
      return (system?.english ?? "")
        + (actionSheet
          ? "On an iPad an action sheet's modalPresentationStyle is popover and its "
            + "presentation controller is \(controllerClass), a UIPopoverPresentationController "
            + "subclass (M-19). "
          : "A popover's presentation controller is a UIPopoverPresentationController (M-6). ")
        + "present is accepted\(via): UIKit "
        + (actionSheet ? "" : "loads the presented view (its viewDidLoad comes first), ")
        + "sets the links presentingViewController / presentedViewController (P-7) and makes "
        + "the presentation's UITransitionView (T-2). No sourceView, sourceRect or "
        + "barButtonItem was given (M-17)."
    case .raised(let controllerClass, let source):
      return "\(controllerClass).presentationTransitionWillBegin() finds no anchor and raises "
        + "NSGenericException, the text shown above (\(source.english)). No dimming view or "
        + "popover is added and no appearance callback starts. Only Apple's own apps get a "
        + "centred fallback."
    case .carriedOn(let actionSheet):
      return "A real app would crash here. TransitionScope shows the exception and carries on "
        + "from the state before this step, as if the present call had never been made. "
        + (actionSheet
          ? "Give the action sheet an anchor (sourceView and sourceRect, or barButtonItem) to "
            + "see it as a popover."
          : "Give the popover an anchor (sourceView and sourceRect, or barButtonItem) to see "
            + "it on screen.")
    }
  }
}

extension AlertExceptionNote.Source {
  /// Where the exception is documented, in English.
  var english: String {
    switch self {
    case .systemController:
      return "M-21; crash logs in public issue threads quote it, thrown from this method"
    case .actionSheet:
      return "M-19; crash logs show the exception thrown from this method, so after present "
        + "was accepted"
    case .popover:
      return "M-17; decompiled iOS 26.1 UIKit [D] shows the check in this method, after the "
        + "delegate's prepareForPopoverPresentation(_:), the last place to give an anchor"
    }
  }
}
