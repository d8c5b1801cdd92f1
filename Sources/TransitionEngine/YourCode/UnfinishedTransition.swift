/// A transition whose animator never called `completeTransition`: UIKit waits
/// for it forever and refuses the transitions that would need it to have ended.
struct UnfinishedTransition {
  /// What was going on, for messages: `present Card`, `push Detail on Nav`.
  let action: String
  /// The container UIKit keeps.
  let container: ViewID
  /// The navigation or tab controller whose own transition is stuck, if any.
  let containerController: String?
  /// The stuck transition is a push (N-11).
  var isPush = false
}

extension Planner {
  /// a navigation or tab controller whose own transition never completed is still in it,
  /// so it refuses `verb` (push, pop, select). Returns true when the step ends here.
  mutating func refuseWhileUnfinished(
    _ container: String, verb: String, pushed: String?, _ recorder: inout StepRecorder
  ) -> Bool {
    guard
      let unfinished = world.unfinishedTransitions.last(where: {
        $0.containerController == container
      })
    else { return false }
    if let pushed, unfinished.isPush {
      // N-11: a push while another push on the same controller is still running logs the
      // unbalanced appearance calls. Which controller the log names is not shown by the
      // sources; TransitionScope names the one being pushed.
      recorder.warnings.append(
        "Unbalanced calls to begin/end appearance transitions for \(world.describe(pushed)).")
      let note = UnfinishedNote.pushDuringPush(container: container, action: unfinished.action)
      recorder.capture(&world, .after, note: CodeLineText(note).note())
    } else {
      // [I] No source shows what UIKit logs here.
      let note = UnfinishedNote.refused(
        container: container, action: unfinished.action, verb: verb)
      recorder.capture(&world, .after, note: CodeLineText(note).note())
    }
    return true
  }
}
