/// A consequence of a mistake in the app's own code (an animator, a `code` step) that UIKit
/// lets stand. Phases carry these marks so that the invariant checker tells a broken app
/// (shown to the user) from a broken model (a bug in TransitionScope).
public enum AppMistake: Hashable, Sendable, CustomStringConvertible {
  /// The controller's appearance state no longer follows its view's presence in the window
  /// (a view lost with a container, a to-view never added, callbacks stopped half-way).
  case appearanceOutOfStep(String)
  /// A transition whose animator never called `completeTransition`: its container stays.
  case unfinishedTransition
  /// Another transition that never completed while an earlier one still waits (a push under
  /// a stuck presentation), named by its action: its container stays too.
  case alsoUnfinished(String)
  /// A container shows other children than UIKit would (a custom animator or code moved
  /// them).
  case containerContent(String)
  /// The controller's view is in the window although the controller is not in the
  /// controller tree (a view added without `addChild`).
  case viewWithoutController(String)
  /// A view in the window that an animator left invisible: alpha 0, no size or off screen
  /// . Named by its controller, or its class.
  case invisibleView(String)
  /// A snapshot the app's code made and left in the window after the transition completed,
  /// named by the line that made it.
  case snapshotLeftBehind(String)
  /// A transition the user cancelled that the app's code completed anyway
  /// (`completeTransition(true)` after `cancel()`, X-5, X-6): UIKit carries it out, so the
  /// controller the user kept leaves. Named by the transition's from controller.
  case completedOnCancel(String)
  /// Not a mistake: the app's code told the controller itself that it appears or disappears
  /// (K-9), so its state may differ from its view's presence by design.
  case appearanceByHand(String)

  public var description: String {
    switch self {
    case .appearanceOutOfStep(let name): return "appearance out of step: \(name)"
    case .unfinishedTransition: return "unfinished transition"
    case .alsoUnfinished(let action): return "unfinished transition: \(action)"
    case .containerContent(let name): return "container content: \(name)"
    case .viewWithoutController(let name): return "view without controller: \(name)"
    case .invisibleView(let name): return "invisible view: \(name)"
    case .snapshotLeftBehind(let place): return "snapshot left behind: \(place)"
    case .completedOnCancel(let name): return "completed though cancelled: \(name)"
    case .appearanceByHand(let name): return "appearance set by hand: \(name)"
    }
  }
}
