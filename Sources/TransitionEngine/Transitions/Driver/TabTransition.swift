/// Setting `selectedViewController` as the driver runs it (TB-1..TB-4): `Planner.select`
/// loads the new tab, puts its view in the wrapper and starts the appearance callbacks; this
/// either swaps the views at once (UIKit's switch is not animated) or hands the app's
/// animator its context, and tells the story of each phase.
struct TabTransition: ContainerTransition {
  let tab: String
  let from: String
  let target: String
  /// The tab's UIViewControllerWrapperView (TB-1): the containerView when the delegate
  /// supplies an animator. TB-4 presumes the container is the tab's UITransitionView [I];
  /// TransitionScope uses the wrapper inside it, as for a navigation controller, so the
  /// from-view is directly in it.
  let container: ViewID
  /// The wrapper's subviews before the switch: the old tab's views.
  let before: [ViewID]
  let outgoing: [String]
  let incoming: [String]
  let oldIndex: Int
  /// The new tab's view, outside the container until the animator's lines add it.
  let toView: ViewID?
  /// The containers of current-context presentations made inside the new tab, which went
  /// into the wrapper with it (T-8) and leave with it when the switch is undone.
  let contextContainers: [ViewID]
  /// The from-view UIKit keeps on a cancel: the one that was in the container.
  let fromView: ViewID?
  /// The from- and to-views that a current-context presentation inside their tab had taken
  /// out of the window (M-2, T-8): the context still hands them to the animator.
  let takenViews: [ViewID]
  /// The delegate supplies an animator and the tab bar controller is on screen (TB-4).
  let isAnimated: Bool
  /// TB-14: with the delegate's interaction controller, how the user's gesture ends: true
  /// for `cancel()`, false for `finish()`; nil when no finger drives the switch.
  var animatorInteraction: Bool? = nil

  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var showsAnimatorCalls: Bool { false }
  var unfinishedAction: String { "select \(target) in \(tab)" }
  var unfinishedContainer: String? { tab }
  var involved: [String] { outgoing + incoming }
  var request: AnimatorRequest { .tab(tab: tab, from: from, to: target) }
  var story: TabStory { TabStory(tab: tab, from: from, target: target) }

  mutating func containerReady(_ planner: inout Planner) -> PhaseNote? {
    guard isAnimated else { return nil }
    planner.world.forest.setRole(container, .containerView)
    return note(.containerReadyForAnimator(planner.world.events))
  }

  mutating func willBegin(_ planner: inout Planner) -> (PhaseKind, PhaseNote)? { nil }

  mutating func context(_ planner: inout Planner) -> TransitionContext {
    var context = TransitionContext(
      container: container, toView: toView, fromView: planner.world[from]?.view, toVC: target,
      fromVC: from, toNilReason: "\(target)'s view is not loaded",
      fromNilReason: "\(from)'s view is not loaded", appearing: incoming)
    context.isInteractive = animatorInteraction != nil
    return context
  }

  /// UIKit's own switch: the new view is already in the wrapper beside the old one.
  mutating func toViewAdded(_ planner: inout Planner) -> (PhaseKind, PhaseNote)? {
    (.toViewAdded, note(.toViewAdded(planner.world.events)))
  }

  /// Never called: a tab switch is not interactive.
  mutating func interaction(_ planner: inout Planner) -> PhaseNote { PhaseNote(words: "") }

  mutating func animating(_ planner: inout Planner) -> PhaseNote? { nil }

  mutating func cancel(_ planner: inout Planner, _ recorder: inout StepRecorder) {}

  mutating func completeTransition(_ run: AnimatorRun?, _ planner: inout Planner) -> [PhaseNote]? {
    guard let run else {
      // UIKit's switch has no completed phase: the old view simply leaves (TB-2).
      planner.world.viewIsAppearing(incoming, animated: false)
      for view in before { planner.world.forest.removeFromSuperview(view) }
      planner.world.relayoutWindow()
      planner.world.endAppearance(outgoing)
      planner.world.endAppearance(incoming)
      return nil
    }
    // TB-4, N-4: completeTransition(true) removes the old tab's views; [I] for a tab, by
    // analogy with a navigation controller.
    for view in before where view != toView { planner.world.forest.removeFromSuperview(view) }
    planner.world.relayoutWindow()
    planner.world.endAppearance(outgoing)
    planner.world.endAppearance(incoming)
    let consequences =
      planner.completionConsequences(run.context, involved: outgoing + incoming)
      + [PhaseNote(words: takenViewsPutBack(run.context, &planner))]
    if !planner.world.isInWindow(target) {
      // The line that completed with the to-view never added.
      planner.world.markAppMistake(.containerContent(tab), at: run.line.place)
      planner.world.blame(.appearanceOutOfStep(target), on: run.line.place)
    }
    planner.world.emit(.animator(.animationEnded(completed: true)))
    return [
      planner.completionNote(
        run.line, story.completedByAnimator(planner.world.events),
        story.chineseCompletedByAnimator(planner.world.events))
    ] + consequences
  }

  mutating func undo(
    _ line: CodeLine, _ context: TransitionContext, _ planner: inout Planner,
    _ recorder: inout StepRecorder
  ) {
    planner.world[tab]?.selectedIndex = oldIndex
    planner.undoAnimatedContainerTransition(
      toView: toView, fromView: fromView, container: container, incoming: incoming,
      outgoing: outgoing)
    // T-8: what the new tab's context presentations showed leaves with its view.
    var presented: [String] = []
    for view in contextContainers where planner.world.forest.superview(of: view) == container {
      presented += planner.world.owners(under: view)
      planner.world.forest.removeFromSuperview(view)
    }
    let putBack = takenViewsPutBack(context, &planner)
    planner.recordUndone(
      line,
      undone: story.undone(
        planner.world.events, presented: presented,
        cancelledByFinger: animatorInteraction == true) + putBack,
      putBack.isEmpty
        ? story.chineseUndone(
          planner.world.events, presented: presented,
          cancelledByFinger: animatorInteraction == true) : nil,
      after: story.afterUndo, story.chineseAfterUndo, &recorder)
  }

  /// M-2, T-8, X-8 [I]: a view that a current-context presentation had taken out of the
  /// window and that the animator's lines put back in. UIKit told what the presentation shows,
  /// not the controllers of that view, so they count as disappeared with their view in the
  /// window: the app's mistake, on a completed switch as on one undone.
  private func takenViewsPutBack(_ context: TransitionContext, _ planner: inout Planner)
    -> String
  {
    var sentences: [String] = []
    for view in takenViews {
      guard let owner = planner.world.forest.node(view)?.owner else { continue }
      let stranded = planner.world.owners(under: view).filter {
        planner.world.isInWindow($0) && planner.world[$0]?.appearance == .disappeared
      }
      guard !stranded.isEmpty else { continue }
      for name in stranded { planner.world.markAppMistake(.appearanceOutOfStep(name)) }
      let line = context.lastTouch[view].map { "\($0.place) (`\($0.text)`)" } ?? "the animator"
      sentences.append(
        DriverNote.takenViewPutBack(line: line, owner: "\(owner)", stranded: stranded).english)
    }
    return sentences.isEmpty ? "" : " " + sentences.joined(separator: " ")
  }

  mutating func completion(_ run: AnimatorRun?, _ planner: inout Planner) {
    if run != nil { planner.world.forest.setRole(container, nil) }
  }

  func after(_ run: AnimatorRun?, _ planner: Planner, _ recorder: StepRecorder) -> PhaseNote {
    note(.after(byAnimator: run != nil, planner.world.events))
  }

  /// The note of one phase of the switch's story.
  private var note: (TabStory.Moment) -> PhaseNote {
    { [story] in PhaseNote(.transition(.tab(story, $0))) }
  }
}
