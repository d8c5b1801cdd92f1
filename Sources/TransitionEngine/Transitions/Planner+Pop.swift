extension Planner {
  /// `popViewController(animated:)`, `popToRootViewController(animated:)` (§13.4) and an
  /// abandoned swipe-back (N-6).
  mutating func pop(
    _ named: String?, to destination: String? = nil, toRoot: Bool, cancelled: Bool,
    gesture: PopGesture = PopGesture(), animated: Bool, finalStack: [String]? = nil,
    _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    let outerRunning = world.beginRunning(.navigation)  // P-10, P-11: what a callback meets.
    defer { world.lifecycle.running = outerRunning }
    let swiped = gesture.completed && animator == nil
    let kind: ResolvedAction.PopKind =
      toRoot ? .popToRoot : (cancelled ? .swipeBackCancelled : (swiped ? .swipeBack : .pop))
    guard let nav = navigationTarget(named, &recorder) else { return .pop(kind, nav: nil) }
    let action = ResolvedAction.pop(kind, nav: ControllerID(nav))
    if refuseWhileUnfinished(nav, verb: "pop", pushed: nil, &recorder) { return action }
    let stack = world[nav]?.children ?? []
    guard stack.count > 1, let from = stack.last, let fromView = world[from]?.view,
      let wrapper = world[nav]?.chrome.wrapper
    else {
      refuse(
        warning: "\(nav) shows its root view controller only, so there is nothing to pop "
          + "(UIKit returns nil and changes nothing)", &recorder)
      return action
    }
    let target = destination ?? (toRoot ? stack[0] : stack[stack.count - 2])
    // A controller is in a stack once; looked for from the top, where a pop's target is.
    guard let targetIndex = stack.dropLast().lastIndex(of: target) else {
      refuse(warning: "\(target) is not below the top of \(nav)'s stack", &recorder)
      return action
    }
    let popped = Array(stack[(targetIndex + 1)...])
    // N-16: an old top kept lower in a `setViewControllers` array leaves the screen, not the
    // stack: no willMove / didMove(toParent: nil) [I]; the stack ends as the new array.
    let kept = finalStack.map { final in popped.filter { final.contains($0) } } ?? []
    let remaining = finalStack.map { SharedList($0) } ?? stack.keepingFirst(targetIndex + 1)
    guard world.isInWindow(nav) else {
      if cancelled {
        refuse(warning: "\(nav) is not on screen, so there is nothing to swipe", &recorder)
      } else {
        changeOffscreenStack(
          nav, to: Array(remaining), verb: toRoot ? "popToRoot" : "pop", &recorder)
      }
      return action
    }
    if refuseContentPop(gesture, &recorder) { return action }
    // A swipe the user finishes: UIKit's own gesture, unless the app's interaction drives it.
    let fingerCompleted = swiped && !cancelled
    let animate = animated || cancelled || fingerCompleted
    let bounds = contentBounds(of: nav)
    let tab = world.tabHosting(navigation: nav)
    let barReturns =
      tab != nil && world.hidesBottomBar(stack: stack) && !world.hidesBottomBar(stack: remaining)

    let leaving = cancelled ? [] : popped.filter { !kept.contains($0) }
    for name in leaving.reversed() { world.willMove(name, toParent: nil) }
    let outgoing = (world.visibleSubtree(from) + world.shownInPresentations(within: from))
      .filter { world.isInWindow($0) }
    // A target whose view a presentation took (T-4) stays out; the presentation's container
    // comes back instead, at the end.
    let targetGrabbed = world.isGrabbed(target)
    world.loadViewIfNeeded(target)
    world.beginAppearance(outgoing, appearing: false, animated: animate)
    // What a current-context presentation shows inside the target's view comes with it (M-2).
    let incoming = targetGrabbed ? [] : world.arrivingSubtree(target)
    world.beginAppearance(incoming, appearing: true, animated: animate)

    if animate { world.forest.setRole(wrapper, .containerView) }
    var transition = PopTransition(
      nav: nav, from: from, fromView: fromView, target: target, popped: popped,
      remaining: remaining, container: wrapper, bounds: bounds, outgoing: outgoing,
      incoming: incoming, targetGrabbed: targetGrabbed, tab: tab,
      returningTabBar: barReturns ? tab.flatMap { world[$0]?.chrome.bar } : nil,
      isCancelled: cancelled, isAnimated: animate,
      animatorInteraction: interactiveCancel(cancelled: cancelled))
    transition.fingerCompleted = fingerCompleted
    transition.kept = kept
    transition.fromContent = gesture.fromContent && (cancelled || fingerCompleted)
    transition.zoom = zoomBack(from: from, to: target, popped: popped, animated: animate)
    driveZoomAware(&transition, userDrag: cancelled || fingerCompleted, &recorder)
    return action
  }

  /// Drives the pop. N-14, D-8: `isModalInPresentation` is about presentations; a zoom
  /// push's drag back ignores it [I], and the first phase says so.
  private mutating func driveZoomAware(
    _ transition: inout PopTransition, userDrag: Bool, _ recorder: inout StepRecorder
  ) {
    let firstPhase = recorder.phases.count
    drive(&transition, &recorder)
    let popped = transition.from
    if transition.zoom != nil, userDrag, world[popped]?.options.modalInPresentation == true {
      recorder.prefixExplanation(at: firstPhase, ZoomDragStory.pushIgnoresModal(popped))
    }
  }

  /// N-18: the content pan exists from iOS 26 on; the scene loader refuses it earlier. True
  /// when it refused.
  private mutating func refuseContentPop(_ gesture: PopGesture, _ recorder: inout StepRecorder)
    -> Bool
  {
    guard gesture.fromContent && world.environment.ios < 26 else { return false }
    refuse(
      warning: "interactiveContentPopGestureRecognizer is new in iOS 26; on iOS "
        + "\(world.environment.ios) only the edge swipe starts an interactive pop", &recorder)
    return true
  }

  /// N-13: popping one controller pushed with a zoom zooms back into the source view in the
  /// target's view (UIKit's own transition only; longer pops keep the slide [I]). N-14: the
  /// user's drag back is the zoom's own dismiss interaction, also when iOS 26's content pan
  /// starts it (N-18). Nil for the slide.
  private func zoomBack(from: String, to target: String, popped: [String], animated: Bool)
    -> (className: String, view: ViewID?)?
  {
    guard animated, animator == nil, popped == [from], let className = zoomSourceClass(of: from)
    else { return nil }
    let view = world[target]?.view.flatMap { view in
      world.forest.subtree(of: view).first { $0.className == className }?.id
    }
    return (className, view)
  }

  /// N-6: the callbacks that undo a navigation transition that did not finish: the side that
  /// was coming in gets will/did-disappear, then the side that was leaving gets a fresh
  /// will-appear, viewIsAppearing and did-appear.
  mutating func undoTransitionAppearance(incoming: [String], outgoing: [String]) {
    world.beginAppearance(incoming, appearing: false, animated: true)
    world.endAppearance(incoming)
    world.beginAppearance(outgoing, appearing: true, animated: true)
    world.viewIsAppearingInPlace(outgoing, animated: true)
    world.endAppearance(outgoing)
  }

  /// N-6: `completeTransition(false)` for an abandoned swipe-back. The stack is unchanged, the
  /// revealed view leaves again and the top controller re-appears.
  mutating func cancelPop(
    from: String, fromView: ViewID?, target: String, incoming: [String], outgoing: [String],
    wrappers: (outgoing: ViewID, incoming: ViewID), tabBar: ViewID?, containerView: ViewID,
    _ story: PopStory, _ recorder: inout StepRecorder
  ) {
    let bounds = contentBounds(of: world[from]?.parent ?? "")
    if let fromView {
      world.forest.insert(fromView, into: containerView)
      world.forest.setFrame(fromView, bounds)
    }
    world.forest.removeFromSuperview(wrappers.outgoing)
    if let targetView = world[target]?.view { world.forest.removeFromSuperview(targetView) }
    if let tabBar { world.forest.removeFromSuperview(tabBar) }
    world.forest.removeFromSuperview(wrappers.incoming)
    undoTransitionAppearance(incoming: incoming, outgoing: outgoing)
    recorder.capture(&world, .cancelled, note: story.cancelledNote(world.events))
    world.forest.setRole(containerView, nil)
    let after = story.afterCancelNote(
      fromState: world[from]?.appearance, changes: changesSinceStart(recorder))
    recorder.capture(&world, .after, note: after)
  }
}
