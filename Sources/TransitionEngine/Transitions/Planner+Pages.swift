extension Planner {
  /// K-10 [C: PAGES]: a page view controller's visible page is its child. The app's
  /// `setViewControllers([page], direction:animated:completion:)` swaps the child and its
  /// view without a delegate call; the user's swipe does the same between the delegate's
  /// `willTransitionTo` and `didFinishAnimating`, and a swipe the user abandons changes
  /// nothing. The order of the two pages' callbacks is in no source: the model uses
  /// K-4's (the new side first), then the old page's removal, then the new one's didMove [I].
  mutating func setPage(_ turn: PageTurn, animated: Bool, _ recorder: inout StepRecorder)
    -> ResolvedAction
  {
    let pager = turn.pager
    let action = ResolvedAction.setPage(
      ControllerID(turn.page.name), on: ControllerID(pager), direction: turn.direction,
      swipe: turn.swipe)
    guard let style = world[pager]?.options.pageStyle, world[pager]?.kind == .container else {
      refuse(warning: "\(pager) is not a page view controller (pageView:)", &recorder)
      return action
    }
    let old = world[pager]?.children.first
    if let old, old == turn.page.name {
      refuse(warning: "\(old) is already \(pager)'s page; nothing changes", &recorder)
      return action
    }
    let refusal =
      world[turn.page.name] != nil
      ? containmentRefusal(of: turn.page.name, under: pager)
      : adoptionRefusal(of: turn.page, anchor: pager)
    if let refusal {
      raise(refusal, &recorder)
      return action
    }
    let swipe = turn.swipe != nil
    if swipe, let old {
      // K-10: the delegate hears of a page change only when the user's gesture makes it.
      world.emit(pager, .pageWillTransition(to: ControllerID(turn.page.name)))
      guard turn.swipe == .completed else {
        world.emit(pager, .pageDidFinishAnimating(previous: ControllerID(old), completed: false))
        recorder.capture(
          &world, .after,
          "The user swipes \(turn.direction.rawValue) towards \(turn.page.name) and lets go too "
            + "early. \(pager)'s delegate hears willTransitionTo, then didFinishAnimating with "
            + "transitionCompleted false, and the swipe changes nothing: \(old) stays the page "
            + "and child (K-10). Whether the two pages hear appearance callbacks while the "
            + "finger drags is in no source (Q-36); TransitionScope shows none [I].")
        return action
      }
    }
    let incoming = turnPage(turn, from: old, animated: animated || swipe, &recorder)
    if swipe, let old {
      world.emit(pager, .pageDidFinishAnimating(previous: ControllerID(old), completed: true))
    }
    recorder.capture(
      &world, .after,
      (swipe
        ? "The swipe's animation ends and \(pager)'s delegate hears didFinishAnimating with "
          + "transitionCompleted true (K-10)."
        : "setViewControllers runs its completion block; \(pager)'s delegate heard nothing: "
          + "it is told only of the user's gestures (K-10).")
        + " \(incoming) is \(pager)'s only child and visible page. "
        + (style == .scroll
          ? "Its view sits in the _UIQueuingScrollView inside the _UIPageViewControllerContentView "
            + "(K-10)."
          : "In page-curl style no source shows the views between the content view and the "
            + "page's (Q-36): TransitionScope puts it in the content view itself [I]."))
    return action
  }

  /// Adds the new page as the child, swaps the views with their appearance callbacks, and
  /// removes the old page (K-1, K-2, K-10). Returns the new page's name.
  private mutating func turnPage(
    _ turn: PageTurn, from old: String?, animated: Bool, _ recorder: inout StepRecorder
  ) -> String {
    let pager = turn.pager
    let page = world.instantiate(turn.page)
    world.linkChild(page, to: pager)
    world.willMove(page, toParent: pager)
    recorder.capture(
      &world, .childAdded,
      "\(pager) adds \(page) as its child: addChild(_:) calls willMove(toParent:) (K-1, K-10).")

    let onScreen = world.isInWindowRemembering(pager)
    let incoming = world.visibleSubtree(page)
    for name in incoming { world.loadViewIfNeeded(name) }
    let outgoing = old.map { world.visibleSubtree($0) + world.shownInPresentations(within: $0) }
    if onScreen {
      world.beginAppearance(incoming, appearing: true, animated: animated)
      world.beginAppearance(outgoing ?? [], appearing: false, animated: animated)
    }
    if let slot = world.slot(for: pager) {
      world.mount(
        page, into: slot, frame: world.childFrame(page, in: pager),
        insets: childInsets(of: page, in: pager))
    }
    if onScreen { world.viewIsAppearing(incoming, animated: animated) }
    recorder.capture(
      &world, animated ? .animating : .viewAdded,
      "\(page)'s view joins \(pager)'s and slides in \(turn.direction.rawValue)"
        + (old.map { " while \($0)'s leaves" } ?? "") + " (K-10). "
        + (AppearanceSentence.will(world.events).map {
          "\($0). The order of the two pages is in no source (Q-36): TransitionScope uses "
            + "K-4's, the new side first [I]."
        } ?? "\(pager) is not in the window, so no appearance callbacks fire (K-6)."))

    if let old, let view = world[old]?.view { world.forest.removeFromSuperview(view) }
    if let old { world.detachPresentations(within: old) }
    if onScreen {
      world.endAppearance(outgoing ?? [])
      world.endAppearance(incoming)
    }
    if let old {
      world.willMove(old, toParent: nil)
      world.unlinkChild(old)
      world.didMove(old, toParent: nil)
    }
    world.didMove(page, toParent: pager)
    recorder.capture(
      &world, .completed,
      (old.map { "\($0)'s view leaves and \(pager) removes it as a child (K-2). " } ?? "")
        + (onScreen ? CallbackSentence.didCallbacks(world.events, rule: "K-10") + " " : "")
        + "\(page) hears didMove(toParent:) last; where the two pages' containment calls fall "
        + "among the appearance callbacks is in no source (Q-36) [I].")
    return page
  }
}
