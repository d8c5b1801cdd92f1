extension Planner {
  /// N-7: a push the user interrupts with a swipe back. UIKit never cancels a push: it runs to
  /// completion, with the full appear cycle, and is then turned into a pop.
  mutating func interruptedPush(
    _ spec: ControllerSpec, on named: String?, _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    var push = StepRecorder()
    let pushed = self.push(spec, on: named, animated: true, &push)
    let on: ControllerID? = if case .push(_, let nav) = pushed { nav } else { nil }
    let id = ControllerID(spec.name)
    append(push, as: .push, to: &recorder)
    guard push.error == nil, push.warnings.isEmpty, let nav = world[spec.name]?.parent else {
      recorder.capture(
        &world, .after, "The push did not happen, so there is nothing to interrupt.")
      return .interruptedPush(id, on: on, undone: false)
    }
    var pop = StepRecorder()
    _ = self.pop(nav, toRoot: false, cancelled: false, animated: true, &pop)
    append(pop, as: .pop, to: &recorder)
    recorder.capture(
      &world, .after, notes: [PhaseNote(.pushFinishedBeforeSwipe(pushed: spec.name))])
    return .interruptedPush(id, on: on, undone: true)
  }
}
