extension Planner {
  /// `dismiss(animated:completion:)` called on `name` (§4, §13.2, T-6).
  mutating func dismiss(
    _ name: String, cancelled: Bool, swipeCompleted: Bool = false, animated: Bool,
    tapReason: PopoverNote? = nil, _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    let outerRunning = world.beginRunning(.modal)  // P-10, P-11: what a callback meets.
    defer { world.lifecycle.running = outerRunning }
    let action =
      swipeCompleted && animator == nil
      ? ResolvedAction.swipeDismiss(ControllerID(name))
      : ResolvedAction.dismiss(ControllerID(name), cancelled: cancelled)
    // §3.1, X-8: a transition that never completed blocks every dismissal.
    if !world.unfinishedTransitions.isEmpty {
      refuse(
        warning: "Attempt to dismiss from view controller \(world.describe(name)) while a "
          + "presentation or dismiss is in progress!", &recorder)
      return action
    }
    guard let (base, reason) = dismissalBase(for: name) else {
      refuse(
        warning: "\(name) presents nothing and is not presented, so dismiss(animated:) does "
          + "nothing", &recorder)
      return action
    }
    let chain = dismissalChain(from: base)
    guard let top = chain.last, let topPresentation = world.presentations[top],
      let bottom = world.presentations[base]
    else { return action }
    // D-7: a sheet's own swipe; with an animator the app's interaction controller drives the
    // dismissal instead, whatever the style.
    // N-15: a zoom presentation's own dismiss interaction can also be dragged to the end.
    if swipeCompleted, animator == nil, topPresentation.zoomSource == nil || chain.count > 1,
      let refusal = swipeRefusal(top: top, chain: chain)
    {
      refuse(warning: refusal, &recorder)
      return action
    }
    let swipe = (cancelled || swipeCompleted) && isSwipeable(topPresentation) && animator == nil
    // D-8 with N-15: a zoom's own drag is an interactive dismissal too.
    let zoomDrag =
      (cancelled || swipeCompleted) && animator == nil && topPresentation.zoomSource != nil
      && chain.count == 1
    if swipe || zoomDrag, refuseModalSwipe(top, sheet: swipe, &recorder) { return action }
    let animate = animated || cancelled || swipeCompleted
    if animate { world.forest.setRole(topPresentation.container, .containerView) }
    // M-1, TB-2 [I]: a grabbed presenter's view goes back where it was; when that place left
    // the window with a tab switched away, the view does not come back into the window.
    let homeAway =
      bottom.presenterHome.map { !world.forest.isDescendant($0.superview, of: world.window) }
      ?? false
    var transition = DismissTransition(
      chain: chain, bottom: bottom, topPresentation: topPresentation,
      grabbing: bottom.presenterHome != nil && !homeAway,
      attached: world.forest.superview(of: bottom.container) != nil, isCancelled: cancelled,
      swipeCompleted: swipeCompleted, swipe: swipe, isAnimated: animate,
      animatorInteraction: cancelled ? true : (swipeCompleted ? false : nil),
      story: DismissStory(
        top: top, presenter: bottom.presenter,
        reason: tapReason.map { .tapOutside($0) } ?? reason,
        grabbing: bottom.presenterHome != nil && !homeAway, homeAway: homeAway,
        intermediates: Array(chain.dropLast()),
        styleAnimation: nil, animatedByUIKit: animate && animator == nil, swipe: swipe,
        swipeCompleted: swipeCompleted))
    transition.story.isAlertController = topPresentation.requestedStyle.isAlertController
    transition.story.isPopover = PopoverAnimation.replacesTransitionStyle(topPresentation.style)
    transition.tapOutside = tapReason != nil  // M-22
    drive(&transition, &recorder)
    return action
  }

  /// D-3: the presentations a dismissal takes away, oldest first: `base`, what it presents,
  /// and anything presented from inside those (a current context within them).
  private func dismissalChain(from base: String) -> [String] {
    [base] + world.presentations(within: base).map(\.presented).filter { $0 != base }
  }

  /// D-1 / D-2 / §1.2: which presented controller a dismiss call on `name` removes, and why.
  /// Nil when there is nothing to dismiss.
  func dismissalBase(for name: String) -> (String, DismissalReason)? {
    var current: String? = name
    var steps = 0
    while let candidate = current, steps <= world.controllers.count {
      if let presented = world[candidate]?.presented {
        return (presented, .presents(caller: name, presenter: candidate, presented: presented))
      }
      current = world[candidate]?.parent
      steps += 1
    }
    let root = world.containmentRoot(of: name)
    guard world[root]?.presenting != nil else { return nil }
    return (root, .presented(caller: name, root: root))
  }
}
