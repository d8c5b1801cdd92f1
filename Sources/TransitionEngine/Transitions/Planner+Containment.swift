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
      &world, .childAdded,
      "addChild(_:) links \(child) under \(parent) and calls willMove(toParent:) for you (K-1). "
        + "Nothing changes in the window yet: that is the container's job.")

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
    let view = world[name]?.view
    let hadSuperview = view.flatMap { world.forest.superview(of: $0) } != nil
    if let view { world.forest.removeFromSuperview(view) }
    // K-6: removeFromSuperview on a view in no superview does nothing, so the containers
    // of presentations made inside it stay where they are (a current-context presentation
    // that took the view out, M-2, among them); T-8 is about a view that leaves.
    if hadSuperview { world.detachPresentations(within: name) }
    if onScreen { world.endAppearance(leaving) }
    recorder.capture(
      &world, .viewRemoved,
      hadSuperview
        ? "removeFromSuperview takes \(name)'s view out of \(parent)'s view"
          + (onScreen
            ? ", and leaving the window brings the disappear callbacks: "
              + AppearanceSentence.sequence(world.events, rule: "K-6") : ".")
        : "removeFromSuperview does nothing: \(name)'s view is in no superview"
          + (world.presentations(within: name).isEmpty
            ? "." : ", and what is presented inside \(name) stays where it is (K-6)."))

    world.unlinkChild(name)
    world.didMove(name, toParent: nil)
    recorder.capture(
      &world, .after,
      "removeFromParent() unlinks \(name) and calls didMove(toParent: nil) for you (K-2)."
        + strandedPresentations(of: name))
    return action
  }

  /// K-5: what is presented inside `name` and still shown once `name` left the controller
  /// tree hangs from a detached controller: nobody forwards appearance callbacks to it from
  /// the window's root. Marks it as the app's doing and returns the sentence that says so.
  private mutating func strandedPresentations(of name: String) -> String {
    var stranded: [String] = []
    for presentation in world.presentations(within: name)
    where world.forest.isDescendant(presentation.container, of: world.window) {
      for owner in world.owners(under: presentation.container) where !stranded.contains(owner) {
        world.markAppMistake(.viewWithoutController(owner))
        world.markAppMistake(.appearanceOutOfStep(owner))
        stranded.append(owner)
      }
    }
    guard !stranded.isEmpty else { return "" }
    return " The mistake: \(CallbackSentence.list(stranded)) stay\(stranded.count == 1 ? "s" : "") "
      + "on screen, presented from inside \(name), which is in no controller tree now: nobody "
      + "forwards appearance callbacks to \(stranded.count == 1 ? "it" : "them") from the "
      + "window's root (K-5)."
  }
}
