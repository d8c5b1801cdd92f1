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
    world.linkChild(child, to: parent)
    world.willMove(child, toParent: parent)
    recorder.capture(
      &world, .childAdded, note: ContainmentNote.childAdded(child: child, parent: parent).note)

    let onScreen = world.isInWindowRemembering(parent)
    let appearing = world.visibleSubtree(child)
    // Every view that will appear is loaded before viewWillAppear (viewDidLoad comes first).
    for name in appearing { world.loadViewIfNeeded(name) }
    if onScreen { world.beginAppearance(appearing, appearing: true, animated: false) }
    if let parentView = world[parent]?.view {
      let frame = world.childFrame(child, in: parent)
      let insets = childInsets(of: child, in: parent)
      world.mount(child, into: parentView, frame: frame, insets: insets)
    }
    if onScreen {
      world.viewIsAppearing(appearing, animated: false)
      world.endAppearance(appearing)
    }
    recorder.capture(
      &world, .viewAdded,
      note: ContainmentNote.viewAdded(
        child: child, parent: parent, onScreen: onScreen, events: world.events
      ).note)

    world.didMove(child, toParent: parent)
    recorder.capture(&world, .after, note: ContainmentNote.didMove.note)
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
    recorder.capture(&world, .willMove, note: ContainmentNote.willMoveToNil.note)

    let onScreen = world.isInWindow(name)
    let leaving = world.visibleSubtree(name) + world.shownInPresentations(within: name)
    if onScreen { world.beginAppearance(leaving, appearing: false, animated: false) }
    let view = world[name]?.view
    let hadSuperview = view.flatMap { world.forest.superview(of: $0) } != nil
    if let view { world.forest.removeFromSuperview(view) }
    // K-6: removeFromSuperview on a view in no superview does nothing, so the containers
    // of presentations made inside it stay where they are (a current-context presentation
    // that took the view out, M-2, among them); T-8 is about a view that leaves.
    if hadSuperview { world.detachPresentations(within: name) }
    if onScreen { world.endAppearance(leaving) }
    let removal =
      hadSuperview
      ? ContainmentNote.viewRemoved(
        name: name, parent: parent, onScreen: onScreen, events: world.events)
      : .viewNotInSuperview(name: name, presenting: !world.presentations(within: name).isEmpty)
    recorder.capture(&world, .viewRemoved, note: removal.note)

    world.unlinkChild(name)
    world.didMove(name, toParent: nil)
    let stranded = strandedPresentations(of: name)
    recorder.capture(
      &world, .after, note: ContainmentNote.removed(name: name, stranded: stranded).note)
    return action
  }

  /// K-5: what is presented inside `name` and still shown once `name` left the controller
  /// tree hangs from a detached controller: nobody forwards appearance callbacks to it from
  /// the window's root. Marks it as the app's doing and returns the controllers.
  private mutating func strandedPresentations(of name: String) -> [String] {
    var stranded: [String] = []
    for presentation in world.presentations(within: name)
    where world.forest.isDescendant(presentation.container, of: world.window) {
      for owner in world.owners(under: presentation.container) where !stranded.contains(owner) {
        world.markAppMistake(.viewWithoutController(owner))
        world.markAppMistake(.appearanceOutOfStep(owner))
        stranded.append(owner)
      }
    }
    return stranded
  }
}
