extension Planner {
  /// N-12: the class of the view a zoom transition to `pushed` starts from, when the zoom
  /// applies (iOS 18 and later, `preferredTransition: zoom`); nil for the built-in slide.
  func zoomSourceClass(of pushed: String) -> String? {
    guard world.environment.ios >= 18 else { return nil }
    return world[pushed]?.options.zoomSource
  }

  /// N-12: a push with `preferredTransition = .zoom`. `_UIZoomTransitionController` is both the
  /// animator and the interaction controller; the callbacks keep the push order of 13.3; the
  /// source view is hidden while the zoom runs and shown again after. No dump shows the views
  /// the zoom puts in between, so none are drawn: no `_UIParallaxDimmingView`, no wrappers.
  mutating func zoomPush(
    _ pushed: String, on nav: String, from: String, fromView: ViewID, wrapper: ViewID,
    sourceClass: String, animated: Bool, _ recorder: inout StepRecorder
  ) {
    let (bounds, tab, barHides, outgoing, incoming) = beginPush(
      pushed, on: nav, from: from, animated: animated)
    let source = world.forest.subtree(of: fromView).first { $0.className == sourceClass }?.id
    let story = PushStory(nav: nav, from: from, pushed: pushed, hidesTabBar: barHides)
    if animated {
      world.forest.setRole(wrapper, .containerView)
      if let source { world.forest.setHidden(source, true) }
      let ready = ZoomNote.PushZoom.containerReady(
        className: sourceClass, found: source != nil, events: world.events)
      recorder.capture(&world, .containerReady, note: PhaseNote(.told(ZoomNote.told(story, ready))))
    }

    let insets = childInsets(of: pushed, in: nav)
    world.mount(pushed, into: wrapper, frame: bounds, insets: insets)
    world.viewIsAppearing(incoming, animated: animated)
    if animated {
      recorder.capture(
        &world, .toViewAdded, note: PhaseNote(.told(ZoomNote.told(story, .toViewAdded))))
    }

    world.forest.removeFromSuperview(fromView)
    world.detachPresentations(within: from)
    if barHides, let tab, let bar = world[tab]?.chrome.bar { world.forest.removeFromSuperview(bar) }
    if let source { world.forest.setHidden(source, false) }
    world.endAppearance(outgoing)
    world.endAppearance(incoming)
    let completed = ZoomNote.PushZoom.completed(
      animated: animated, className: sourceClass, found: source != nil, events: world.events)
    recorder.capture(&world, .completed, note: PhaseNote(.told(ZoomNote.told(story, completed))))
    world.forest.setRole(wrapper, nil)
    world.didMove(pushed, toParent: nav)
    recorder.capture(&world, .after, note: PhaseNote(.told(ZoomNote.told(story, .after))))
  }
}

extension Planner {
  /// N-12 for `present`: when `name` asks for a zoom (iOS 18+), the source view in `source`'s
  /// view (hidden while the zoom runs) and the sentence that explains it.
  func zoomSource(presenting name: String, from source: String)
    -> (view: ViewID?, text: String, chinese: String)?
  {
    guard let sourceClass = zoomSourceClass(of: name) else { return nil }
    let view = world[source]?.view.flatMap { view in
      world.forest.subtree(of: view).first { $0.className == sourceClass }?.id
    }
    let note = ZoomNote.presentZoom(
      presented: name, source: source, className: sourceClass, found: view != nil)
    return (view, note.english, note.chinese)
  }

  /// The start every push shares (13.3): the stack changes at the call, the pushed controller
  /// hears `willMove(toParent:)` and loads its view, and both sides begin their appearance
  /// transitions. Returns the content bounds, the hosting tab bar controller, whether its bar
  /// hides for this push (N-8), and who disappears and appears.
  mutating func beginPush(
    _ pushed: String, on nav: String, from: String, animated: Bool
  ) -> (bounds: Rect, tab: String?, barHides: Bool, outgoing: [String], incoming: [String]) {
    let bounds = contentBounds(of: nav)
    let tab = world.tabHosting(navigation: nav)
    let barWasHidden = tab.map { world.tabBarHidden($0) } ?? true
    // The stack changes at the call: the pushed controller becomes the top at once.
    world.linkChild(pushed, to: nav)
    let barHides = !barWasHidden && (tab.map { world.tabBarHidden($0) } ?? false)

    world.willMove(pushed, toParent: nav)
    world.loadViewIfNeeded(pushed)
    let outgoing = (world.visibleSubtree(from) + world.shownInPresentations(within: from))
      .filter { world.isInWindow($0) }
    let incoming = world.visibleSubtree(pushed)
    world.beginAppearance(outgoing, appearing: false, animated: animated)
    world.beginAppearance(incoming, appearing: true, animated: animated)
    return (bounds, tab, barHides, outgoing, incoming)
  }
}
