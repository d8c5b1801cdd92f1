extension Planner {
  /// `popViewController(animated:)`, `popToRootViewController(animated:)` (§13.4) and an
  /// abandoned swipe-back (N-6).
  mutating func pop(
    _ named: String?, to destination: String? = nil, toRoot: Bool, cancelled: Bool,
    animated: Bool, _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    let kind: ResolvedAction.PopKind =
      toRoot ? .popToRoot : (cancelled ? .swipeBackCancelled : .pop)
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
    guard stack.dropLast().contains(target) else {
      refuse(warning: "\(target) is not below the top of \(nav)'s stack", &recorder)
      return action
    }
    let popped = Array(stack.drop { $0 != target }.dropFirst())
    let remaining = Array(stack.prefix { $0 != target }) + [target]
    guard world.isInWindow(nav) else {
      if cancelled {
        refuse(warning: "\(nav) is not on screen, so there is nothing to swipe", &recorder)
      } else {
        changeOffscreenStack(nav, to: remaining, verb: toRoot ? "popToRoot" : "pop", &recorder)
      }
      return action
    }
    let animate = animated || cancelled
    let bounds = contentBounds(of: nav)
    let tab = world.tabHosting(navigation: nav)
    let barReturns =
      tab != nil && world.hidesBottomBar(stack: stack) && !world.hidesBottomBar(stack: remaining)

    if !cancelled { for name in popped.reversed() { world.willMove(name, toParent: nil) } }
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
    if let animator, animate {
      popWithAnimator(
        animator,
        PopContext(
          nav: nav, from: from, target: target, popped: popped, remaining: remaining,
          container: wrapper, bounds: bounds, outgoing: outgoing, targetGrabbed: targetGrabbed,
          returningTabBar: barReturns ? tab.flatMap { world[$0]?.chrome.bar } : nil,
          tab: tab), cancelled: cancelled, &recorder)
      return action
    }
    let outgoingWrapper = world.forest.make(ViewClassCatalogue.parallaxDimmingView, frame: bounds)
    let fromGrabbed = world.isGrabbed(from)
    if !fromGrabbed {
      world.forest.insert(outgoingWrapper, above: fromView)
      world.forest.insert(fromView, into: outgoingWrapper)
    }
    if animate {
      recorder.capture(
        &world, .containerReady,
        (cancelled
          ? "The user starts an edge swipe: an interactive pop begins (N-6). "
          : "popViewController first sends willMove(toParent: nil) to what it pops (13.4). ")
          + AppearanceSentence.will(
            world.events, rule: "13.4", none: "No appearance callbacks start.")
          + " The from-view is already in the "
          + "containerView, \(nav)'s UIViewControllerWrapperView (N-4; its class is Q-6), "
          + "riding in a _UIParallaxDimmingView (N-3).")
    }

    let incomingWrapper = world.forest.make(
      "UIView", frame: bounds.offsetBy(dx: TransitionAnimation.parallaxFactor * bounds.width, dy: 0)
    )
    world.forest.insert(incomingWrapper, into: wrapper, at: 0)
    if !targetGrabbed {
      world.mount(
        target, into: incomingWrapper, frame: bounds, insets: childInsets(of: target, in: nav))
    }
    var tabBar: ViewID?
    if barReturns, let tab, let bar = world[tab]?.chrome.bar {
      world.forest.insert(bar, into: incomingWrapper)
      tabBar = bar
    }
    // §13: in the window and laid out, in the same CATransaction as viewWillAppear, also
    // when the user's finger drives the pop.
    world.viewIsAppearing(incoming, animated: animate)
    if animate {
      recorder.capture(
        &world, .toViewAdded,
        "The to-view \(target) goes in below the from-view, parked at \(TransitionAnimation.parallaxText) × width for the "
          + "parallax slide (N-3)."
          + (incoming.isEmpty ? "" : " " + AppearanceTiming.isAppearingNow(target, world.events))
          + (tabBar != nil
            ? " The tab bar comes back with it, since no controller left in "
              + "the stack hides it (N-8)." : ""))
      let progress = TransitionAnimation.progress(interactive: cancelled)
      world.forest.setFrame(
        incomingWrapper,
        bounds.offsetBy(
          dx: TransitionAnimation.parallaxFactor * bounds.width * (1 - progress), dy: 0))
      world.forest.setFrame(outgoingWrapper, bounds.offsetBy(dx: bounds.width * progress, dy: 0))
    }
    if cancelled {
      recorder.capture(
        &world, .interactive,
        "The finger has dragged \(from) \(TransitionAnimation.interactivePercent) of the way across; the revealed view follows at "
          + "parallax speed.")
      cancelPop(
        from: from, fromView: fromGrabbed ? nil : fromView, target: target, incoming: incoming,
        outgoing: outgoing,
        wrappers: (outgoingWrapper, incomingWrapper), tabBar: tabBar, containerView: wrapper,
        &recorder)
      return action
    }
    if animate {
      recorder.capture(&world, .animating, "Half-way through the slide back.")
    }

    if !targetGrabbed, let targetView = world[target]?.view {
      world.forest.insert(targetView, into: wrapper, at: 0)
      world.forest.setFrame(targetView, bounds)
    }
    world.forest.removeFromSuperview(incomingWrapper)
    world.forest.removeFromSuperview(fromView)
    world.forest.removeFromSuperview(outgoingWrapper)
    for name in popped { world.detachPresentations(within: name) }
    world.reattachContextPresentations(in: wrapper, within: target)
    let reappearing = world.shownInPresentations(within: target).filter { !incoming.contains($0) }
    if let tabBar, let tab, let tabView = world[tab]?.view {
      world.forest.insert(tabBar, into: tabView)
    }
    world.beginAppearance(reappearing, appearing: true, animated: animate)
    world.endAppearance(outgoing)
    world.endAppearance(incoming + reappearing)
    recorder.capture(
      &world, .completed,
      (animate ? "completeTransition(true): " : "Without animation everything happens at once: ")
        + "UIKit takes the from-view \(from) out of the window and \(target)'s view now sits "
        + "directly in the wrapper (N-2). "
        + CallbackSentence.didCallbacks(world.events, rule: "13.4")
        + (popped.count > 1
          ? " Only the top controller was animated; the others between "
            + "it and \(target) never appeared." : ""))

    world.forest.setRole(wrapper, nil)
    world.setChildren(remaining, of: nav)
    for name in popped { world.didMove(name, toParent: nil) }
    recorder.capture(
      &world, .after,
      "didMove(toParent: nil) ends the pop: \(CallbackSentence.list(popped)) "
        + (popped.count > 1 ? "are" : "is") + " no longer in the stack (13.4). With no other "
        + "reference UIKit would now release \(popped.count > 1 ? "them" : "it").")
    return action
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
  private mutating func cancelPop(
    from: String, fromView: ViewID?, target: String, incoming: [String], outgoing: [String],
    wrappers: (outgoing: ViewID, incoming: ViewID), tabBar: ViewID?, containerView: ViewID,
    _ recorder: inout StepRecorder
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
    recorder.capture(
      &world, .cancelled,
      "The finger lifts before the threshold: completeTransition(false). The stack does not "
        + "change; \(target)'s view leaves the window again (N-6). Callbacks: "
        + AppearanceSentence.sequence(world.events, rule: "N-6"))
    world.forest.setRole(containerView, nil)
    recorder.capture(
      &world, .after,
      "Back exactly where the step started: \(from) on top, in the window, "
        + "\(world[from]?.appearance.rawValue ?? "appeared").")
  }
}
