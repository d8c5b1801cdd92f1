import TransitionEngine

extension SceneBuilder {
  /// The step that plays `transition` from its source's controller in the scene (the latest
  /// made for its key); nil when the scene has no such controller.
  func step(
    _ transition: FoundTransition, names: inout SceneNames, declared: (String) -> Bool
  ) -> StepSpec? {
    guard let source = names.name(of: transition.source.key) else { return nil }
    var keys: [SwiftStepKeys.Key] = []
    var step: StepSpec
    switch transition.kind {
    case .tabSwitch(let index):
      return StepSpec(action: .select(.index(index), tab: source))
    case .unwind:
      guard let destination = names.name(of: transition.destination.key) else { return nil }
      step = StepSpec(action: .unwind(to: destination, from: source))
      if let name = transition.unwindClass {
        keys.append(SwiftStepKeys.Key(key: "class", text: name, isBlock: false))
      }
    case .push:
      let pushed = names.spec(transition.destination, declared: declared)
      let nav = names.navigation[source] ?? (isNavigation(transition.source) ? source : nil)
      if let nav { names.navigation[pushed.name] = nav }
      step = StepSpec(action: .push(pushed, on: nav))
    case .show, .showDetail:
      let shown = names.spec(transition.destination, declared: declared)
      if let nav = names.navigation[source] { names.navigation[shown.name] = nav }
      if transition.kind == .show, transition.navigationDelegate != nil,
        let nav = names.navigation[source]
      {
        // S-3: a navigation controller's show pushes. A scene's `show` step takes no
        // `navigationDelegate:`, so the app's delegate is asked on the push it is.
        step = StepSpec(action: .push(shown, on: nav))
        break
      }
      step = StepSpec(
        action: transition.kind == .show
          ? .show(shown, from: source) : .showDetail(shown, from: source))
    case .setStack:
      return stackStep(transition, source: source, names: &names, declared: declared)
    case .childAdd:
      let child = names.spec(transition.destination, declared: declared)
      return StepSpec(action: .addChild(child, to: source))
    case .present:
      let presented = names.spec(transition.destination, declared: declared)
      var present = PresentSpec(
        controller: presented, from: source, style: transition.style ?? .automatic,
        transition: transition.transitionStyle)
      if present.style == .popover { present.source = source }
      step = StepSpec(action: .present(present))
      if let delegate = transition.transitioningDelegate {
        keys.append(SwiftStepKeys.Key(key: "transitioningDelegate", text: delegate, isBlock: false))
      }
    case .customSegue(let name):
      let destination = names.spec(transition.destination, declared: declared)
      step = StepSpec(action: .segue(destination, from: source, kind: .custom))
      keys.append(SwiftStepKeys.Key(key: "class", text: name, isBlock: false))
    }
    if let delegate = transition.navigationDelegate {
      keys.append(SwiftStepKeys.Key(key: "navigationDelegate", text: delegate, isBlock: false))
    }
    if !keys.isEmpty, declaredAny(transition.swiftTypes, declared) {
      step.swift = SwiftStepKeys(keys: keys)
    }
    return step
  }

  /// `setViewControllers`: the controllers below the new top, then the top, on the source's
  /// navigation controller; the source itself, kept in the list, is named as it is (N-16).
  private func stackStep(
    _ transition: FoundTransition, source: String, names: inout SceneNames,
    declared: (String) -> Bool
  ) -> StepSpec {
    let nav = names.navigation[source] ?? (isNavigation(transition.source) ? source : nil)
    var specs: [ControllerSpec] = []
    for controller in transition.stack + [transition.destination] {
      if controller.key == transition.source.key, nav != source {
        specs.append(ControllerSpec(name: source, isBareName: true))
        continue
      }
      specs.append(names.spec(controller, declared: declared))
    }
    if let nav {
      for spec in specs { names.navigation[spec.name] = nav }
    }
    return StepSpec(action: .setViewControllers(specs, on: nav))
  }

  private func declaredAny(_ types: [String], _ declared: (String) -> Bool) -> Bool {
    types.allSatisfy(declared)
  }

  private func isNavigation(_ controller: AppController) -> Bool {
    if case .navigation = controller.kind { return true }
    return false
  }
}
