/// What a line of a `code` step does to controllers' views (`YourCode/Planner+CodeViews`):
/// `addSubview` / `insertSubview` and `removeFromSuperview` on a controller's view with the
/// callbacks they bring (K-5, K-6), and `transition(from:to:)` between two children (K-4, K-8).
/// A note naming callbacks holds the phase's events and is written from them. Words in
/// `CodeViewNote+English` / `+Chinese`.
enum CodeViewNote: NoteFamily {
  /// Where a moved view goes among its new superview's subviews.
  enum Place: Sendable, Hashable {
    case top(parent: String)
    case index(Int, parent: String)
    case below(sibling: String)
    case above(sibling: String)
  }

  /// What the move does to the window and the controllers' callbacks.
  enum Then: Sendable, Hashable {
    /// Nothing more: the view was and stays in or out of the window.
    case nothing
    /// It leaves the window, its controller out of the tree: nobody hears it.
    case leavesWindowSilently
    /// It leaves the window, and its controllers hear their disappear callbacks (K-6).
    case leavesWindow
    /// It enters the window, and these appear callbacks come (K-6).
    case entersWindow(events: [LifecycleEvent])
    /// It enters the window, but its controller is no child of any controller (K-5).
    case entersWindowOrphan
  }

  /// Only a controller's view can be named by the line.
  case onlyControllerViews
  /// The line would put a view inside itself.
  case intoItself
  /// `insertSubview(_:below:/above:)` with a sibling that is not a subview of `parent`'s view.
  case siblingNotSubview(parent: String)
  /// `child`'s view goes into `parent`'s view at `place`, then `then`.
  case moved(child: String, parent: String, place: Place, then: Then)
  /// `removeFromSuperview()` on a view in no view.
  case inNoView
  /// `name`'s view leaves `from` (a controller's name, nil for "its superview"); `events`
  /// are the disappear callbacks when its controller is in the tree and it was in the window.
  case removed(name: String, from: String?, wasInWindow: Bool, events: [LifecycleEvent]?)
  /// `transition(from:to:)` with one controller as both.
  case swapSame(controller: String)
  /// `transition(from:to:)` whose from-controller's view is in no view.
  case swapNoSuperview(from: String, to: String)
  /// `transition(from:to:)` adds `to`'s view beside `from`'s, with the will-callbacks of
  /// `events`; `managedBy` is the kind of a UIKit container whose children are swapped.
  case swapAdds(
    from: String, to: String, parent: String, events: [LifecycleEvent],
    managedBy: String?)
  /// The swap's animation ends: `from`'s view leaves; the did-callbacks of `events` when on
  /// screen.
  case swapEnds(from: String, events: [LifecycleEvent]?)

  var role: NoteRole { .happened }

  /// Read from the English: a note naming callbacks cites its rule only when one came.
  var rules: [String] { RuleIDScan.ids(in: english) }

  var controllers: [String] { [] }

  /// None: the line's phase named no line before it was typed (the phase's name holds it).
  var lines: [String] { [] }
}
