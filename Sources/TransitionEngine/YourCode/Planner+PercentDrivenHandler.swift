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
      recorder.capture(
        &world, .line(line),
        "`\(line.text)`: the pan handler tells the percent-driven interaction controller the "
          + "finger has moved the transition to \(Transform.format(fraction * 100))%; it "
          + "forwards that to updateInteractiveTransition(_:) and UIKit holds the animations "
          + "there (X-7). Nothing else changes.")
      return true
    case .finish, .cancel:
      guard !interacted else { return secondInteractionEnd(line, &recorder) }
      interacted = true
      endPercentDrivenInteraction(
        cancelled: call == .cancel,
        lead: "\(line.place) calls `\(line.text)`: the pan handler ends the user's gesture "
          + "through the percent-driven interaction controller "
          + "(UIPercentDrivenInteractiveTransition) with ", &scope, &recorder)
      return true
    case .startInteractiveTransition:
      return false
    }
  }

  /// a second `finish()` or `cancel()` after the interaction has ended: its own phase,
  /// nothing changes. True: the line is handled.
  mutating func secondInteractionEnd(_ line: CodeLine, _ recorder: inout StepRecorder) -> Bool {
    recorder.capture(
      &world, .line(line),
      "`\(line.text)`: the interaction has already ended; what UIKit does with a second "
        + "end is unknown, so nothing changes (X-7).")
    return true
  }

  /// the finger lets go in `cancel()` or `finish()`: UIKit's call, the context's
  /// flag, the run back of a cancel, and the `interaction` phase that `lead` begins.
  mutating func endPercentDrivenInteraction(
    cancelled: Bool, lead: String, _ scope: inout TransitionContext,
    _ recorder: inout StepRecorder
  ) {
    world.emit(.interactionController(cancelled ? .cancel : .finish))
    scope.transitionWasCancelled = cancelled
    let runBack = cancelled ? runAnimationsBack(&scope) : ""
    recorder.capture(
      &world, .interaction,
      lead + Self.interactionEnding(cancelled: cancelled) + runBack
        + " The animation's completion runs the next line.")
  }

  /// what `cancel()` or `finish()` of a percent-driven interaction does.
  static func interactionEnding(cancelled: Bool) -> String {
    cancelled
      ? "cancel(): the animation runs back and transitionWasCancelled is true (X-6)."
      : "finish(): the animation runs to its end and transitionWasCancelled is false."
  }
}
