extension Planner {
  /// `addChild` + `addSubview` + `didMove(toParent:)`, the sequence of seed 004 (K-1, K-6).
  mutating func addChild(_ spec: ControllerSpec, to parent: String, _ recorder: inout StepRecorder)
    -> ResolvedAction
  {
    let action = ResolvedAction.addChild(ControllerID(spec.name), to: ControllerID(parent))
    guard let parentKind = world[parent]?.kind, parentKind == .plain || parentKind == .container
    else {
      refuse(
        warning: "\(parent) manages its own children; use push or select instead of addChild",
        &recorder)
      return action
    }
    let refusal =
      world[spec.name] != nil
      ? containmentRefusal(of: spec.name, under: parent)
      : adoptionRefusal(of: spec, anchor: parent)
    if let refusal {
      raise(refusal, &recorder)
      return action
    }
    let child = world.instantiate(spec)
    world[parent]?.children.append(child)
    world[child]?.parent = parent
    world.willMove(child, toParent: parent)
    recorder.capture(
      &world, .childAdded,
      "addChild(_:) links \(child) under \(parent) and calls willMove(toParent:) for you (K-1). "
        + "Nothing changes in the window yet: that is the container's job.")

    let onScreen = world.isInWindow(parent)
    let appearing = world.visibleSubtree(child)
    // Every view that will appear is loaded before viewWillAppear (viewDidLoad comes first).
    for name in appearing { world.loadViewIfNeeded(name) }
    if onScreen { world.beginAppearance(appearing, appearing: true, animated: false) }
    if let parentView = world[parent]?.view {
      world.mount(
        child, into: parentView, frame: world.childFrame(child, in: parent),
        insets: childInsets(of: child, in: parent))
    }
    if onScreen {
      world.viewIsAppearing(appearing, animated: false)
      world.endAppearance(appearing)
    }
    recorder.capture(
      &world, .viewAdded,
      "The container adds \(child)'s view to its own view. "
        + (onScreen
          ? "\(parent) is on screen, so with automatic forwarding the view entering the window "
            + "brings the appear callbacks: "
            + AppearanceSentence.sequence(world.events, rule: "K-5, K-6")
          : "\(parent) is not in the window, so no appearance callbacks fire (K-6)."))

    world.didMove(child, toParent: parent)
    recorder.capture(
      &world, .after,
      "The container calls didMove(toParent:) itself to finish the addition (K-1).")
    return action
  }

  /// `willMove(toParent: nil)` + `removeFromSuperview` + `removeFromParent` (K-2, K-6).
  mutating func removeChild(_ name: String, _ recorder: inout StepRecorder) -> ResolvedAction {
    let action = ResolvedAction.removeChild(ControllerID(name))
    guard let parent = world[name]?.parent, let parentKind = world[parent]?.kind,
      parentKind == .plain || parentKind == .container
    else {
      refuse(
        warning: world[name]?.parent == nil
          ? "\(name) has no parent view controller; removeFromParent() does nothing"
          : "\(name)'s parent manages its children itself; use pop or select instead",
        &recorder)
      return action
    }
    world.willMove(name, toParent: nil)
    recorder.capture(
      &world, .willMove,
      "The container calls willMove(toParent: nil) first, by hand (K-2).")

    let onScreen = world.isInWindow(name)
    let leaving = world.visibleSubtree(name) + world.shownInPresentations(within: name)
    if onScreen { world.beginAppearance(leaving, appearing: false, animated: false) }
    if let view = world[name]?.view { world.forest.removeFromSuperview(view) }
    world.detachPresentations(within: name)
    if onScreen { world.endAppearance(leaving) }
    recorder.capture(
      &world, .viewRemoved,
      "removeFromSuperview takes \(name)'s view out of \(parent)'s view"
        + (onScreen
          ? ", and leaving the window brings the disappear callbacks: "
            + AppearanceSentence.sequence(world.events, rule: "K-6") : "."))

    world[parent]?.children.removeAll { $0 == name }
    world[name]?.parent = nil
    world.didMove(name, toParent: nil)
    recorder.capture(
      &world, .after,
      "removeFromParent() unlinks \(name) and calls didMove(toParent: nil) for you (K-2).")
    return action
  }
}
