extension Planner {
  /// The step's controller of a class of the app's files as its code makes it, before UIKit
  /// is asked anything about it (issue 32; P-10–P-12, K-1, M-7): what its overrides present
  /// and add, and the background its `viewDidLoad` gives the view.
  mutating func settledByApp(_ spec: StepSpec) -> StepSpec {
    guard let controller = spec.action.controllerSpec, controller.options.hasSwiftOverrides,
      world.controllers[controller.name] == nil
    else { return spec }
    var spec = spec
    spec.action = spec.action.replacingControllerSpec(world.madeByApp(controller))
    return spec
  }

  /// The first name the step uses that only the app's code could make and no controller has
  /// now; nil when every one is there.
  func unmadeName(_ spec: StepSpec) -> String? {
    spec.namesFromCode.first { world.controllers[$0] == nil }
  }

  /// Issue 32: a step naming a controller the app's code has not made (yet, or at all) has
  /// nothing to act on, as a call on a controller the app never made: it does nothing, and
  /// the warning says why.
  mutating func refuseUnmade(_ name: String, _ spec: StepSpec, index: Int) -> Step {
    var recorder = StepRecorder()
    recorder.capture(&world, .before, note: PhaseNote(.transition(.before)))
    refuse(
      warning: "no controller is named '\(name)' when this step runs: the scene defines none, "
        + "and the app's code has made none by now", &recorder)
    let action: ResolvedAction
    if case .dismiss(let dismissed, let cancelled) = spec.action {
      action = .dismiss(ControllerID(dismissed), cancelled: cancelled)
    } else {
      action = .code(summary: "a step naming \(name)")
    }
    return Step(
      index: index, action: action, note: spec.note, warnings: recorder.warnings,
      error: recorder.error, phases: recorder.phases, environment: world.environment)
  }
}

extension StepAction {
  /// The action with `spec` in place of the controller it brings in (`controllerSpec`).
  func replacingControllerSpec(_ spec: ControllerSpec) -> StepAction {
    switch self {
    case .push(_, let on): return .push(spec, on: on)
    case .show(_, let from): return .show(spec, from: from)
    case .showDetail(_, let from): return .showDetail(spec, from: from)
    case .addChild(_, let parent): return .addChild(spec, to: parent)
    case .present(var present):
      present.controller = spec
      return .present(present)
    default: return self
    }
  }
}
