extension Planner {
  /// `show(_:sender:)` (S-1..S-3, S-5, SV-3): routed to the nearest ancestor that overrides
  /// it, else presented modally.
  mutating func show(_ spec: ControllerSpec, from source: String, _ recorder: inout StepRecorder)
    -> ResolvedAction
  {
    let route: ResolvedAction.ShowRoute
    if let target = actionTarget(from: source, accepts: [.navigation, .split]) {
      if world[target]?.kind == .navigation {
        // S-3: UINavigationController's show is an animated push.
        _ = push(spec, on: target, animated: true, &recorder)
        route = .push(on: ControllerID(target))
      } else if world[target]?.columns != nil {
        // a column-style split's own show is not established.
        refuse(
          warning: ShowNote.columnSplitWarning(call: "show(_:sender:)", split: target)
            + Self.unestablished,
          &recorder)
        route = .primary(of: ControllerID(target))
      } else {
        // SV-3: the split's own show replaces the primary column.
        replaceColumn(0, of: target, with: spec, call: .show, &recorder)
        route = .primary(of: ControllerID(target))
      }
    } else {
      presentFallback(spec, from: source, call: .show, &recorder)
      route = .presented
    }
    return .show(.show, ControllerID(spec.name), from: ControllerID(source), route: route)
  }

  /// `showDetailViewController(_:sender:)` (S-1..S-3, SV-3).
  mutating func showDetail(
    _ spec: ControllerSpec, from source: String, _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    let route: ResolvedAction.ShowRoute
    if let split = actionTarget(from: source, accepts: [.split]), world[split]?.columns != nil {
      // how a column-style split routes showDetail is not established.
      refuse(
        warning: ShowNote.columnSplitWarning(call: "showDetailViewController", split: split)
          + Self.unestablished,
        &recorder)
      route = .secondary(of: ControllerID(split))
    } else if let split = actionTarget(from: source, accepts: [.split]),
      world.environment.traits.horizontal == .regular
    {
      replaceColumn(1, of: split, with: spec, call: .showDetail, &recorder)
      route = .secondary(of: ControllerID(split))
    } else if let split = actionTarget(from: source, accepts: [.split]),
      let primary = world[split]?.children.first, world[primary]?.kind == .navigation
    {
      // SV-3: collapsed, the split calls show, which a navigation primary turns into a push.
      _ = push(spec, on: primary, animated: true, &recorder)
      route = .push(on: ControllerID(primary))
    } else {
      presentFallback(spec, from: source, call: .showDetail, &recorder)
      route = .presented
    }
    return .show(.showDetail, ControllerID(spec.name), from: ControllerID(source), route: route)
  }

  /// S-1: the first controller from `source` up its parents whose kind overrides the action.
  /// The search follows parents only; it does not cross into a presenter.
  private func actionTarget(from source: String, accepts kinds: Set<ControllerKind>) -> String? {
    var current: String? = source
    var steps = 0
    while let candidate = current, steps <= world.controllers.count {
      if let kind = world[candidate]?.kind, kinds.contains(kind) { return candidate }
      current = world[candidate]?.parent
      steps += 1
    }
    return nil
  }

  /// S-2: nobody overrides the action, so the default implementation presents modally.
  private mutating func presentFallback(
    _ spec: ControllerSpec, from source: String, call: ResolvedAction.ShowCall,
    _ recorder: inout StepRecorder
  ) {
    _ = present(PresentSpec(controller: spec, from: source), animated: true, &recorder)
    recorder.prefix(
      at: 1, ShowNote.presentedModally(source: source, call: call.rawValue).note)
  }

  /// Replaces a split column with another controller (SV-3) [I for the callback order].
  private mutating func replaceColumn(
    _ column: Int, of split: String, with spec: ControllerSpec, call: ResolvedAction.ShowCall,
    _ recorder: inout StepRecorder
  ) {
    let name = spec.name
    let refusal =
      world[name] != nil
      ? containmentRefusal(of: name, under: split) : adoptionRefusal(of: spec, anchor: split)
    if let refusal {
      raise(refusal, &recorder)
      return
    }
    let incoming = world.instantiate(spec)
    var children = Array(world[split]?.children ?? [])
    let old = children.indices.contains(column) ? children[column] : nil
    let onScreen = world.isInWindow(split)
    let shownBefore = world.onScreenControllers()
    if let old { world.willMove(old, toParent: nil) }
    world.willMove(incoming, toParent: split)
    if column < children.count { children[column] = incoming } else { children.append(incoming) }
    world.setChildren(children, of: split)
    world.loadViewIfNeeded(incoming)
    if let old, let view = world[old]?.view { world.forest.removeFromSuperview(view) }
    if let old { world.detachPresentations(within: old) }
    world.relayoutWindow()
    let shownAfter = world.onScreenControllers()
    let leaving = onScreen ? shownBefore.filter { !shownAfter.contains($0) } : []
    let arriving = onScreen ? shownAfter.filter { !shownBefore.contains($0) } : []
    world.beginAppearance(arriving, appearing: true, animated: false)
    world.beginAppearance(leaving, appearing: false, animated: false)
    world.viewIsAppearing(arriving, animated: false)
    world.endAppearance(leaving)
    world.endAppearance(arriving)
    if let old { world.didMove(old, toParent: nil) }
    world.didMove(incoming, toParent: split)
    recorder.capture(
      &world, .after,
      note: ShowNote.columnReplaced(
        call: call.rawValue, split: split, detail: column != 0, old: old, name: name
      ).note)
  }
}
