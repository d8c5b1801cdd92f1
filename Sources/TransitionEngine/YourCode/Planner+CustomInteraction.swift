extension Planner {
  /// the app's own `UIViewControllerInteractiveTransitioning` (not a
  /// `UIPercentDrivenInteractiveTransition`) starts the transition: UIKit calls its
  /// `startInteractiveTransition(_:)` and no `animateTransition(using:)`; the class's code
  /// then drives the context itself.
  mutating func startCustomInteraction(_ block: CodeBlock) -> Bool {
    guard block.interactionController != nil else { return false }
    world.emit(.interactionController(.startInteractiveTransition))
    return true
  }

  /// one of the context's interaction calls made by the app's interaction
  /// controller. `finishInteractiveTransition()` and `cancelInteractiveTransition()` end the
  /// finger's part: the phase is the `interaction` phase, led by the line. Returns nil for an
  /// update, which is an ordinary phase.
  mutating func customInteraction(
    _ call: InteractionCall, _ line: CodeLine, _ block: CodeBlock,
    _ scope: inout TransitionContext, interacted: inout Bool, _ recorder: inout StepRecorder
  ) -> Bool {
    let owner = block.interactionController ?? "the interaction controller"
    switch call {
    case .update(let fraction):
      recorder.capture(
        &world, .line(line),
        "`\(line.text)`: \(owner) tells UIKit the finger has moved the transition to "
          + "\(Transform.format(fraction * 100))% (X-7); the views follow the animations UIKit "
          + "runs, nothing else changes.")
      return true
    case .finish, .cancel:
      guard !interacted else { return secondInteractionEnd(line, &recorder) }
      interacted = true
      let cancelled = call == .cancel
      scope.transitionWasCancelled = cancelled
      recorder.capture(
        &world, .interaction,
        "\(line.place) calls `\(line.text)`: \(owner) (the app's own "
          + "UIViewControllerInteractiveTransitioning) ends the user's gesture with "
          + (cancelled
            ? "a cancel: UIKit runs the animations back and transitionWasCancelled is true (X-6)."
            : "a finish: UIKit runs the animations to their end; transitionWasCancelled is false.")
          + " The transition still waits for completeTransition (X-5).")
      return true
    case .startInteractiveTransition:
      return false
    }
  }
}

extension CodeBlock {
  /// True when a line finishes or cancels the interaction itself: the app's own
  /// interaction controller ends the finger's part, not the step.
  var endsInteraction: Bool {
    lines.contains { line in
      if case .interaction(let call) = line.statement { return call == .finish || call == .cancel }
      return false
    }
  }
}

extension InteractionCall {
  /// An update whose fraction the code cannot know (the user's finger): part-way, as the
  /// `interactive` phases show UIKit's own interactive transitions.
  public static var partWay: InteractionCall { .update(TransitionAnimation.interactiveProgress) }
}
