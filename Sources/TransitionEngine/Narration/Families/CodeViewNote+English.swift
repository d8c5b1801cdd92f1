extension CodeViewNote {
  /// The words in English, as the `code` step's phases have always said them.
  var english: String {
    switch self {
    case .onlyControllerViews: return "only controllers' views can be named here; nothing happens."
    case .intoItself: return "a view cannot go inside itself; TransitionScope skips the line."
    case .siblingNotSubview(let parent):
      return "the sibling is not a subview of \(parent)'s view; Apple's documentation "
        + "does not say what insertSubview does then, so TransitionScope leaves the "
        + "views where they are."
    case .moved(let child, let parent, let place, let then):
      return "\(child)'s view goes into \(parent)'s view, \(Self.english(place))."
        + Self.english(then, child: child, parent: parent)
    case .inNoView: return "the view is in no view; nothing happens."
    case .removed(let name, let from, let wasInWindow, let events):
      let superview = from.map { "\($0)'s view" } ?? "its superview"
      if let events {
        return "\(name)'s view leaves \(superview) and the window, so the disappear callbacks "
          + "come: " + AppearanceSentence.sequence(events, rule: "K-6")
      }
      return "\(name)'s view leaves \(superview)"
        + (wasInWindow ? "; \(name) is in no controller tree, so it hears nothing (K-5)." : ".")
    case .swapSame(let controller):
      return "from and to are both \(controller). Apple's page for transition(from:to:) asks for a "
        + "from-controller whose view is in the parent's hierarchy and a to-controller whose "
        + "view is not, so one controller cannot be both; no source shows what UIKit does "
        + "then (K-4). TransitionScope leaves the views where they are, and no appearance "
        + "callbacks are shown."
    case .swapNoSuperview(let from, let to):
      return "\(from)'s view is in no view, so there is no superview to add \(to)'s view to; "
        + "what UIKit does then is not documented, and TransitionScope changes nothing."
    case .swapAdds(let from, let to, let parent, let events, let managedBy):
      return "UIKit adds \(to)'s view to the superview of \(from)'s view and runs the "
        + "animation (K-4)."
        + (AppearanceSentence.will(events).map {
          " \($0); sources differ on this order (K-8): "
            + "tab-switch logs show the new side first (TB-3), the ports the old side."
        } ?? " Neither view is in the window, so no appearance callbacks fire.")
        + " It does not call willMove or didMove: those stay yours."
        + (managedBy.map {
          " \(parent) is a \($0) controller, which places its children's views "
            + "itself: swapping them by hand is the app's mistake, and what \(parent) shows "
            + "afterwards is not documented."
        } ?? "")
    case .swapEnds(let from, let events):
      return "The animation ends: UIKit removes \(from)'s view (K-4)."
        + (events.map { " " + CallbackSentence.didCallbacks($0, rule: "TB-3") } ?? "")
    }
  }

  private static func english(_ place: Place) -> String {
    switch place {
    case .top(let parent): return "on top of \(parent)'s subviews"
    case .index(let index, let parent): return "at index \(index) of \(parent)'s subviews"
    case .below(let sibling): return "just below \(sibling)'s view"
    case .above(let sibling): return "just above \(sibling)'s view"
    }
  }

  private static func english(_ then: Then, child: String, parent: String) -> String {
    switch then {
    case .nothing: return ""
    case .leavesWindowSilently: return " It leaves the window."
    case .leavesWindow:
      return " \(parent)'s view is not in the window, so \(child)'s view leaves the window "
        + "and \(child) hears its disappear callbacks (K-6)."
    case .entersWindow(let events):
      return " It enters the window, so the appear callbacks come: "
        + AppearanceSentence.sequence(events, rule: "K-6")
    case .entersWindowOrphan:
      return " It enters the window, but \(child) is no child of any controller: no "
        + "addChild came first, so nobody forwards appearance callbacks to it and it still "
        + "counts as disappeared (K-5)."
    }
  }
}
