extension Planner {
  /// The step's code let go once its action ran, and the note of a delegate the weak
  /// property dropped added to the phase where UIKit would have asked it (container ready,
  /// else after).
  mutating func releaseAppCode(_ recorder: inout StepRecorder) {
    (animator, perform, interaction, deferredAsk) = (nil, nil, nil, nil)
    guard let note = droppedNote else { return }
    droppedNote = nil
    let asked = recorder.phases.contains { $0.kind == .containerReady && $0.within.isEmpty }
    recorder.append(toLast: asked ? .containerReady : .after, [note])
  }

  /// N-24, TB-14: the step's container asks its delegate, and the app's code gave it an
  /// object it made in place (`delegate = Fader()`). UIKit's `delegate` is weak, so that
  /// object was deallocated at once: the container has no delegate and UIKit plays its own
  /// animation, as the planner already does for a step that asks no app code. The note names
  /// the line as the app's mistake; nil when the step asks a delegate, or when no such line
  /// has run (a child's callback runs once its view has loaded inside the container).
  func droppedDelegateNote(_ spec: StepSpec) -> PhaseNote? {
    guard spec.appCall == nil, !spec.droppedDelegates.isEmpty else { return nil }
    let roles = roles(of: spec.action)
    let tab = roles["tabBarController"] != nil
    guard let container = roles["navigationController"] ?? roles["tabBarController"] else {
      return nil
    }
    let answers = WorldAnswers(world: world, roles: [:])
    let found = spec.droppedDelegates.last { dropped in
      guard let setter = dropped.setter else { return true }
      guard world[setter]?.view != nil, let facts = answers.controller(setter) else {
        return false
      }
      return (tab ? facts.tabBarController : facts.navigationController) == container
    }
    guard let found else { return nil }
    return CodeLineText(
      WeakDelegateNote.dropped(
        container: container, object: found.className, place: found.place, code: found.code,
        tab: tab)
    ).note(role: .mistake, controllers: [container])
  }
}
