extension Planner {
  /// `setViewControllers(_:animated:)` (N-16): the stack becomes exactly `specs`, through one
  /// transition chosen by the new top: a push when it is new to the stack, a pop when it is
  /// in the stack below the top, none when it is the top already. Controllers below the top
  /// join or leave the stack first, with their containment callbacks and no appearance
  /// callbacks [I: when will/didMove fire, Q-30].
  mutating func setViewControllers(
    _ specs: [ControllerSpec], on named: String?, animated: Bool, _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    let outerRunning = world.beginRunning(.navigation)  // P-10, P-11: what a callback meets.
    defer { world.lifecycle.running = outerRunning }
    let names = specs.map(\.name)
    guard let nav = navigationTarget(named, &recorder) else {
      return .setViewControllers(names.map { ControllerID($0) }, on: nil)
    }
    let action = ResolvedAction.setViewControllers(
      names.map { ControllerID($0) }, on: ControllerID(nav))
    if refuseWhileUnfinished(nav, verb: "setViewControllers", pushed: nil, &recorder) {
      return action
    }
    let old = Array(world[nav]?.children ?? [])
    guard let newTop = names.last, Set(names).count == names.count else {
      refuse(
        warning: "setViewControllers needs at least one controller, each listed once; "
          + "the stack does not change", &recorder)
      return action
    }
    if let exception = stackException(specs, nav: nav, old: old) {
      raise(exception, &recorder)
      return action
    }
    for spec in specs { world.instantiate(spec) }
    guard world.isInWindow(nav), let oldTop = old.last else {
      changeOffscreenStack(nav, to: names, verb: "setViewControllers", &recorder)
      return action
    }
    if newTop == oldTop {
      restack(nav, to: names)
      recorder.capture(
        &world, .after,
        note: StackNote.replaced(nav: nav, names: names, top: newTop, outcome: .alreadyOnTop)
          .note)
      return action
    }
    let keepsOldTop = names.contains(oldTop)
    let outcome: StackNote.Outcome =
      old.contains(newTop) ? .pop(oldTop: oldTop, keepsOldTop: keepsOldTop) : .push
    world.pendingMistakeNotes.append(
      StackNote.replaced(nav: nav, names: names, top: newTop, outcome: outcome).note)
    if old.contains(newTop) {
      // N-16: a new top already in the stack is a pop, also when the old top stays lower in
      // the array (A, B → B, A); the stack is exactly the new array when the pop ends.
      restack(nav, to: names.filter { $0 != oldTop } + [oldTop])
      _ = pop(
        nav, to: newTop, toRoot: false, cancelled: false, animated: animated,
        finalStack: keepsOldTop ? names : nil, &recorder)
    } else {
      // The push runs from the old top, so it stays on top until the transition ends; the
      // stack becomes exactly `names` then (PushTransition).
      restack(nav, to: names.dropLast().filter { $0 != oldTop } + [oldTop])
      if let spec = specs.last {
        _ = push(spec, on: nav, animated: animated, finalStack: names, &recorder)
      }
      finishZoomedStack(nav, oldTop: oldTop, names: names, &recorder)
    }
    return action
  }

  /// The push itself ends with the new array (PushTransition); a zoom push (N-12) leaves the
  /// old top for this phase: it leaves the stack now, or, kept lower in the array, only the
  /// order changes, out of the window (N-16; the moment is inferred, Q-30).
  private mutating func finishZoomedStack(
    _ nav: String, oldTop: String, names: [String], _ recorder: inout StepRecorder
  ) {
    guard world[nav]?.topChild == names.last, world[nav]?.children != SharedList(names) else {
      return
    }
    guard !names.contains(oldTop) else {
      world.setChildren(names, of: nav)
      return
    }
    world.willMove(oldTop, toParent: nil)
    world.detachPresentations(within: oldTop)
    world.setChildren(names, of: nav)
    world.didMove(oldTop, toParent: nil)
    recorder.capture(
      &world, .after, note: StackNote.oldTopLeaves(oldTop: oldTop, names: names).note)
  }

  /// UIKit's exceptions for the new stack: a navigation controller in it, or a controller
  /// that has another parent (K-1) [I for the wording].
  private func stackException(_ specs: [ControllerSpec], nav: String, old: [String]) -> String? {
    for spec in specs {
      var isNavigation = world[spec.name]?.kind == .navigation
      if world[spec.name] == nil, case .navigation = spec.kind { isNavigation = true }
      if isNavigation {
        return "NSInvalidArgumentException: Pushing a navigation controller is not supported"
      }
      if world[spec.name] == nil {
        if let refusal = adoptionRefusal(of: spec, anchor: nav) { return refusal }
      } else if !old.contains(spec.name),
        let refusal = containmentRefusal(of: spec.name, under: nav)
      {
        return refusal
      }
    }
    return nil
  }

  /// The stack below an unchanged top becomes `stack`: removed controllers hear
  /// willMove(nil) and didMove(nil), added ones willMove and didMove to the navigation
  /// controller; none of their views is in the window, so no appearance callbacks (N-2).
  private mutating func restack(_ nav: String, to stack: [String]) {
    let old = world[nav]?.children ?? []
    let added = stack.filter { !old.contains($0) }
    let removed = old.filter { !stack.contains($0) }
    for name in added { world.willMove(name, toParent: nav) }
    for name in removed.reversed() { world.willMove(name, toParent: nil) }
    for name in removed { world.detachPresentations(within: name) }
    world.setChildren(stack, of: nav)
    for name in added { world.didMove(name, toParent: nav) }
    for name in removed { world.didMove(name, toParent: nil) }
  }
}
