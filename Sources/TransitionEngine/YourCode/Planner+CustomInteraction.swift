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
    let owner = block.interactionController
    switch call {
    case .update(let fraction):
      let update = InteractionNote.customUpdate(
        owner: owner, percent: Transform.format(fraction * 100))
      recorder.capture(&world, .line(line), note: CodeLineText(update).note(code: line.text))
      return true
    case .finish, .cancel:
      guard !interacted else { return secondInteractionEnd(line, &recorder) }
      interacted = true
      let cancelled = call == .cancel
      scope.transitionWasCancelled = cancelled
      let end = InteractionNote.customEnd(
        place: line.place, code: line.text, owner: owner, cancelled: cancelled)
      recorder.capture(&world, .interaction, note: CodeLineText(end).note())
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
