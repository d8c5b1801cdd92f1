extension Planner {
  /// An unwind segue from `source` to `destination` (U-1..U-4): the destination search, then
  /// the dismissals and pops it causes, as phases of one step.
  mutating func unwind(
    to destination: String, from source: String, animated: Bool, _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    let action = ResolvedAction.unwind(from: ControllerID(source), to: ControllerID(destination))
    guard let path = searchUnwindDestination(destination, from: source) else {
      // U-3: no destination, nothing happens and nothing is logged.
      recorder.capture(
        &world, .after,
        note: UnwindNote.notFound(source: source, destination: destination).note)
      return action
    }
    world.emit(source, .prepareForUnwind)
    world.emit(destination, .unwindAction)
    recorder.capture(
      &world, .unwindAction,
      note: UnwindNote.found(path: path, source: source, destination: destination).note)

    askPerform(source: source, destination: destination, &recorder)
    if let perform {
      // U-5: the container holding the destination answers the search
      // (allowedChildrenForUnwinding(from:), formerly viewControllerForUnwindSegueAction) and
      // supplies the segue; its perform() is the app's code.
      recorder.append(
        toLast: .unwindAction,
        [UnwindNote.customSegue(source: source, destination: destination).note])
      _ = runCode(perform, notes: segueNotes(source: source, destination: destination), &recorder)
      return action
    }
    // U-4, presentations first: the destination's presentation level dismisses what it
    // presents.
    let destinationLevel = world.containmentRoot(of: destination)
    if world.containmentRoot(of: source) != destinationLevel,
      world[destinationLevel]?.presented != nil
    {
      var sub = StepRecorder()
      sub.isInnerCall = true
      _ = dismiss(destinationLevel, cancelled: false, animated: animated, &sub)
      append(sub, as: .dismiss, to: &recorder)
    }
    // U-4, then containers: each navigation controller on the way pops to the child that
    // holds the destination.
    var child = destination
    var steps = 0
    while let parent = world[child]?.parent, steps <= world.controllers.count {
      if world[parent]?.kind == .navigation, world[parent]?.topChild != child {
        var sub = StepRecorder()
        sub.isInnerCall = true
        _ = pop(parent, to: child, toRoot: false, cancelled: false, animated: animated, &sub)
        append(sub, as: .pop, to: &recorder)
      }
      child = parent
      steps += 1
    }
    recorder.capture(&world, .after, note: UnwindNote.complete(destination: destination).note)
    return action
  }

  /// U-2: the stops of the search from the source to the destination, or nil.
  private func searchUnwindDestination(_ destination: String, from source: String) -> [String]? {
    var path = [source]
    var came = source
    var current = nextForUnwind(source)
    var steps = 0
    while let stop = current, steps <= world.controllers.count {
      path.append(stop)
      let others = (world[stop]?.children ?? []).filter {
        $0 != came && !world.isAncestor($0, of: came)
      }
      for other in others where contains(destination, in: other) { return path + [destination] }
      if stop == destination { return path }
      came = stop
      current = nextForUnwind(stop)
      steps += 1
    }
    return nil
  }

  /// U-2: the modal source of a presented controller, else its parent.
  private func nextForUnwind(_ name: String) -> String? {
    if let presentation = world.presentations[name] { return presentation.source }
    return world[name]?.parent
  }

  /// Depth-first: is `name` this controller or in its containment subtree?
  private func contains(_ name: String, in root: String) -> Bool {
    if root == name { return true }
    return (world[root]?.children ?? []).contains { contains(name, in: $0) }
  }

}
