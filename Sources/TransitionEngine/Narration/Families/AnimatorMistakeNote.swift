/// What an animator's lines do wrong beside the views they move
/// (`YourCode/Planner+AnimatorMistakes`, `+AnimatorOutcome`): a snapshot of a nil view,
/// the snapshot made and the one left behind, a from-view removed in a transition the
/// user cancels, `completeTransition(true)` after a cancel, and a transition that
/// never completes (X-5, X-8, §3.1). Words in `AnimatorMistakeNote+English` / `+Chinese`.
enum AnimatorMistakeNote: NoteFamily {
  /// A controller caught in a transition that never ends, and the state it keeps.
  struct Stuck: Sendable, Hashable {
    let name: String
    let state: String
    /// It counts as disappeared, but its view is in the window.
    let inWindow: Bool
  }

  /// `source.snapshotView(…)` on a nil view, for the transition's `reason` (its words).
  case snapshotOfNil(source: String, reason: String)
  /// A snapshot of `view` is made, `width` × `height` points.
  case snapshotMade(view: ViewMention, width: String, height: String)
  /// The line at `place` takes the from-view out of a transition the user cancels.
  case fromViewRemovedOnCancel(place: String)
  /// `completeTransition(true)` at `place` after the user cancelled.
  case completedTrueOnCancel(place: String)
  /// The snapshot made at `place` (`code`) is still in `superview` (nil: "a view"), put there
  /// by the line at `addedAt` (`addedCode`) when one did.
  case snapshotLeftBehind(
    place: String, code: String, superview: ViewMention?, addedAt: String?, addedCode: String?)
  /// No line calls `completeTransition`: `returnsAt` (`returnCode`) is where the method
  /// returned, `stuck` the controllers and their states, `container` a navigation or tab
  /// controller stuck in its own transition, `earlier` the transitions stuck before.
  case neverCompletes(
    returnsAt: String?, returnCode: String?, stuck: [Stuck], container: String?,
    earlier: [String])

  /// An interaction controller returned on a step no gesture drives: what returned it.
  struct Waiting: Sendable, Hashable {
    let interactor: String
    let question: String
    let place: String
    let code: String
    /// The transition it holds (`push Detail on Nav`).
    let action: String
  }

  /// The transition never ends because it waits for a finger: `waiting` returned the
  /// interaction controller; the rest as `neverCompletes`.
  case waitsForFinger(Waiting, stuck: [Stuck], container: String?, earlier: [String])

  var role: NoteRole { .mistake }

  var rules: [String] { RuleIDScan.ids(in: english) }

  var controllers: [String] { [] }

  var lines: [String] { [] }
}
