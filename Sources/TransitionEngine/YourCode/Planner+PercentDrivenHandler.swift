extension Planner {
  /// a call the app's pan handler makes on its `UIPercentDrivenInteractiveTransition`
  /// (`interactor.update(p)`, `finish()`, `cancel()`), which forwards it to the context. The
  /// update is a phase of its own; the finish or cancel is the `interaction` phase, led by its
  /// line, and a cancel runs the animations back. False for other calls.
  mutating func percentDrivenInteraction(
    _ call: InteractionCall, _ line: CodeLine, _ scope: inout TransitionContext,
    interacted: inout Bool, _ recorder: inout StepRecorder
  ) -> Bool {
    switch call {
    case .update(let fraction):
      world.emit(.interactionController(.update(fraction)))
      let update = InteractionNote.percentUpdate(percent: Transform.format(fraction * 100))
      recorder.capture(&world, .line(line), note: CodeLineText(update).note(code: line.text))
      return true
    case .finish, .cancel:
      guard !interacted else { return secondInteractionEnd(line, &recorder) }
      interacted = true
      endPercentDrivenInteraction(
        cancelled: call == .cancel,
        lead: CodeLineText(InteractionNote.percentEndLead(place: line.place, code: line.text)),
        &scope, &recorder)
      return true
    case .startInteractiveTransition:
      return false
    }
  }

  /// a second `finish()` or `cancel()` after the interaction has ended: its own phase,
  /// nothing changes. True: the line is handled.
  mutating func secondInteractionEnd(_ line: CodeLine, _ recorder: inout StepRecorder) -> Bool {
    recorder.capture(
      &world, .line(line), note: CodeLineText(InteractionNote.secondEnd).note(code: line.text))
    return true
  }

  /// the finger lets go in `cancel()` or `finish()`: UIKit's call, the context's
  /// flag, the run back of a cancel, and the `interaction` phase that `lead` begins.
  mutating func endPercentDrivenInteraction(
    cancelled: Bool, lead: CodeLineText, _ scope: inout TransitionContext,
    _ recorder: inout StepRecorder
  ) {
    world.emit(.interactionController(cancelled ? .cancel : .finish))
    scope.transitionWasCancelled = cancelled
    let runBack = cancelled ? runAnimationsBack(&scope) : .none
    let ending =
      lead + CodeLineText(InteractionNote.percentEnding(cancelled: cancelled))
      + runBack
      + CodeLineText(InteractionNote.completionRunsNext)
    recorder.capture(&world, .interaction, note: ending.note())
  }
}
