/// UIKit's one transition skeleton, shared by every container transition (§13, X-1..X-8):
///
/// `containerReady → willBegin → [the app's animator's lines | to-view added → [interactive]
/// → animating] → completed | cancelled → after`
///
/// It asks the delegate for the app's animator and interaction controller, runs that animator
/// (or UIKit's own), handles an animator that never completes, and sends `animationEnded`;
/// the transition it drives supplies what differs. Every phase is captured here but the
/// `cancelled` and `after` phases of a cancelled or undone transition, which each kind
/// records with its own story.
extension Planner {
  mutating func drive(_ transition: inout some ContainerTransition, _ recorder: inout StepRecorder)
  {
    // P-10, P-11: a present from the presented controller's callbacks meets this one running.
    let outerRunning = world.lifecycle.running
    if case .present = transition.request { world.lifecycle.running = .modal }
    defer { world.lifecycle.running = outerRunning }
    // T-6, N-6: what a cancel compares its `after` window with.
    let outerStart = recorder.transitionStart
    recorder.transitionStart = world.forest.tree(world.window)
    defer { recorder.transitionStart = outerStart }
    let appAnimator = transition.isAnimated ? animator : nil
    if appAnimator != nil {
      askForAnimator(transition.request, interactive: transition.animatorInteraction != nil)
    } else if transition.isAnimated, delegateAnswer != nil {
      // N-4, TB-4, §13.1: the app's delegate was asked and returned nil; UIKit's own animation
      // plays, and no interaction controller is asked for.
      askForAnimator(transition.request, interactive: false)
    }
    if let story = transition.containerReady(&self) {
      recorder.capture(&world, .containerReady, note: story)
    }
    if let (kind, story) = transition.willBegin(&self) {
      recorder.capture(&world, kind, note: story)
    }
    var run: AnimatorRun?
    if let appAnimator {
      guard let completed = runAppAnimator(appAnimator, &transition, &recorder) else { return }
      run = completed
    } else if !runUIKitAnimator(&transition, &recorder) {
      return
    }
    if let notes = transition.completeTransition(run, &self) {
      recorder.capture(&world, .completed, notes: notes)
    }
    if var context = run?.context { runAnimatorTail(&context, &recorder) }
    transition.completion(run, &self)
    if transition.isAnimated && transition.showsAnimatorCalls {
      world.emit(.animator(.animationEnded(completed: true)))
    }
    recorder.capture(&world, .after, note: transition.after(run, self, recorder))
  }

  /// the app's animator, line by line, until `completeTransition`. Returns its run when
  /// it passed true; otherwise the transition has ended here (undone, or never completed).
  private mutating func runAppAnimator(
    _ block: CodeBlock, _ transition: inout some ContainerTransition,
    _ recorder: inout StepRecorder
  ) -> AnimatorRun? {
    var context = transition.context(&self)
    let interaction = transition.animatorInteraction
    switch runAnimatorLines(block, &context, interactiveCancel: interaction, &recorder) {
    case .completed(finished: true, let line):
      return AnimatorRun(context: context, line: line)
    case .completed(finished: false, let line):
      recorder.ranBackOnly = Set(context.animated.filter(\.value.ranBack).keys)
      transition.undo(line, context, &self, &recorder)
      recorder.ranBackOnly = []
      // what the animation blocks set and the completion did not put back.
      let left = CodeLineText.joined(valuesLeftByCancelNotes(context))
      if !left.isEmpty { recorder.append(toLast: .cancelled, [left.note()]) }
    case .neverCompleted:
      neverCompletes(
        transition.unfinishedAction, container: context.container,
        containerController: transition.unfinishedContainer, involved: transition.involved,
        isPush: transition.request.isPush, returnLine: block.returnLine,
        waiting: block.waitsForFinger, &recorder)
    }
    return nil
  }

  /// UIKit's own animator: `animateTransition`, the to-view, the finger, half-way. Returns
  /// false when the user cancelled and the transition has ended here.
  private mutating func runUIKitAnimator(
    _ transition: inout some ContainerTransition, _ recorder: inout StepRecorder
  ) -> Bool {
    if transition.isAnimated && transition.showsAnimatorCalls {
      world.emit(.animator(.transitionDuration))
      world.emit(.animator(.animateTransition))
    }
    if let (kind, story) = transition.toViewAdded(&self) {
      recorder.capture(&world, kind, note: story)
    }
    if transition.isInteractive {
      recorder.capture(&world, .interactive, note: transition.interaction(&self))
    }
    if transition.isCancelled {
      transition.cancel(&self, &recorder)
      return false
    }
    if let story = transition.animating(&self) {
      recorder.capture(&world, .animating, note: story)
    }
    return true
  }
}
