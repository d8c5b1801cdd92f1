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
        let abandoned = PageNote.swipeAbandoned(
          pager: pager, page: turn.page.name, old: old, direction: turn.direction.rawValue)
        recorder.capture(&world, .after, note: PhaseNote(.page(abandoned)))
        return action
      }
    }
    let incoming = turnPage(turn, from: old, animated: animated || swipe, &recorder)
    if swipe, let old {
      world.emit(pager, .pageDidFinishAnimating(previous: ControllerID(old), completed: true))
    }
    let turned = PageNote.turned(
      pager: pager, page: incoming, swipe: swipe, scroll: style == .scroll)
    recorder.capture(&world, .after, note: PhaseNote(.page(turned)))
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
      &world, .childAdded, note: PhaseNote(.page(.childAdded(pager: pager, page: page))))

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
    let slides = PageNote.slides(
      pager: pager, page: page, old: old, direction: turn.direction.rawValue,
      events: world.events)
    recorder.capture(&world, animated ? .animating : .viewAdded, note: PhaseNote(.page(slides)))

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
    let completed = PageNote.completed(
      pager: pager, page: page, old: old, onScreen: onScreen, events: world.events)
    recorder.capture(&world, .completed, note: PhaseNote(.page(completed)))
    return page
  }
}
