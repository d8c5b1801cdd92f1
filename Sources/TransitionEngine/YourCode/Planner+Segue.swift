extension Planner {
  /// A storyboard segue from `source` (S-5): `prepare(for:sender:)`, then the call its kind
  /// stands for, or a custom segue's `perform()` run as code with `source`, `destination`
  /// and `source.parent` as names.
  mutating func segue(
    _ destination: ControllerSpec, from source: String, kind: SegueKind, animated: Bool,
    _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    let name = destination.name
    let action = ResolvedAction.segue(kind.rawValue, ControllerID(name), from: ControllerID(source))
    // K-3, HI-2..HI-4: a new destination that lists controllers the app already has (a split
    // column, a child) is refused as `show`, `push` and `present` refuse it: a controller
    // with a parent cannot join the new container. Instantiating it first would leave such a
    // controller out of the container's children but still named by its column.
    if world[name] == nil, let refusal = adoptionRefusal(of: destination, anchor: source) {
      raise(refusal, &recorder)
      return action
    }
    world.instantiate(destination)
    world.emit(source, .prepareForSegue(destination: ControllerID(name)))
    let start = SegueNote.starts(
      destination: name, source: source, kind: kind, sourceParent: world[source]?.parent)
    recorder.capture(&world, .segueStart, note: CodeLineText(start).note())
    var sub = StepRecorder()
    sub.isInnerCall = true
    switch kind {
    case .show:
      _ = show(ControllerSpec(name: name, isBareName: true), from: source, &sub)
    case .showDetail:
      _ = showDetail(ControllerSpec(name: name, isBareName: true), from: source, &sub)
    case .present, .popover:
      let spec = PresentSpec(
        controller: ControllerSpec(name: name, isBareName: true), from: source,
        style: kind == .popover ? .popover : .automatic,
        source: kind == .popover ? source : nil)
      _ = present(spec, animated: animated, &sub)
    case .custom:
      askPerform(source: source, destination: name, &recorder)
      guard let perform else {
        recorder.capture(
          &world, .after, note: CodeLineText(SegueNote.customWithoutPerform).note())
        return action
      }
      _ = runCode(perform, notes: segueNotes(source: source, destination: name), &recorder)
      return action
    }
    // The routed call records its phases from `before` on; the step has its own `before`.
    for phase in sub.phases where phase.kind != .before { recorder.append(phase) }
    recorder.warnings += sub.warnings
    if let error = sub.error { recorder.error = error }
    return action
  }

  /// S-5, U-5: UIKit calls the custom segue's `perform()` now, after `prepare(for:sender:)`;
  /// when it is the app's Swift (`class:`), the planner asks the app with the world as it is
  /// (`source.navigationController`, the destination just instantiated), and the lines it
  /// gives are what the segue performs. A `perform()` that cannot run is a warning and the
  /// segue does nothing.
  mutating func askPerform(source: String, destination: String, _ recorder: inout StepRecorder) {
    guard let call = performCall, let app else { return }
    let answer = app.answer(
      call,
      world: WorldAnswers(world: world, roles: ["source": source, "destination": destination]))
    perform = answer.perform
    if let failure = answer.failure { recorder.warnings.append(failure) }
  }

  /// The names a segue's `perform()` sees.
  func segueNotes(source: String, destination: String) -> CodeStepNotes {
    var notes = CodeStepNotes()
    notes.aliases = ["source": source, "destination": destination]
    if let parent = world[source]?.parent { notes.aliases["source.parent"] = parent }
    if let presenter = world[source]?.presenting {
      notes.aliases["source.presentingViewController"] = presenter
    }
    return notes
  }
}
