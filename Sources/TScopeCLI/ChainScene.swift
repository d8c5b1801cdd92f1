import TransitionEngine

/// A scene that repeats one action `steps` times, each step building on the last (a chain of
/// pushes, presentations, stacked sheets or nested children; a tab bar with as many tabs as steps), to show
/// how planning grows with the number of steps and controllers.
enum ChainScene {
  static func make(_ action: ChainAction, steps: Int) -> SceneSpec {
    let names = (1...steps).map { "C\($0)" }
    func plain(_ name: String) -> ControllerSpec { ControllerSpec(name: name, kind: .plain) }
    func step(_ action: StepAction) -> StepSpec { StepSpec(action: action, animated: true) }
    let root: ControllerSpec
    let list: [StepSpec]
    switch action {
    case .push, .show:
      root = ControllerSpec(name: "Nav", kind: .navigation(stack: [plain("C0")]))
      list = zip(["C0"] + names, names).map { from, name in
        step(action == .push ? .push(plain(name), on: "Nav") : .show(plain(name), from: from))
      }
    case .pop:
      root = ControllerSpec(name: "Nav", kind: .navigation(stack: [plain("C0")] + names.map(plain)))
      list = names.map { _ in step(.pop(nav: "Nav", interactiveCancelled: false)) }
    case .present, .dismiss:
      root = plain("C0")
      let presents = zip(["C0"] + names, names).map { from, name in
        step(.present(PresentSpec(controller: plain(name), from: from, style: .fullScreen)))
      }
      let half = max(steps / 2, 1)
      list =
        action == .present
        ? presents
        : Array(presents.prefix(half))
          + names.prefix(half).reversed().map { step(.dismiss($0, interactiveCancelled: false)) }
    case .sheet:
      // Stacked page sheets, each presented from the one below (M-10, M-11).
      root = plain("C0")
      list = zip(["C0"] + names, names).map { from, name in
        step(.present(PresentSpec(controller: plain(name), from: from, style: .pageSheet)))
      }
    case .addChild, .removeChild:
      root = ControllerSpec(name: "C0", kind: .container(children: []))
      let adds = zip(["C0"] + names, names).map { parent, name in
        step(.addChild(ControllerSpec(name: name, kind: .container(children: [])), to: parent))
      }
      let half = max(steps / 2, 1)
      list =
        action == .addChild
        ? adds
        : Array(adds.prefix(half)) + names.prefix(half).reversed().map { step(.removeChild($0)) }
    case .select:
      root = ControllerSpec(
        name: "Tabs", kind: .tab(tabs: names.map(plain), selected: .index(0)))
      list = (0..<steps).map { step(.select(.index(($0 + 1) % steps), tab: "Tabs")) }
    case .showDetail:
      root = ControllerSpec(
        name: "Split", kind: .split(primary: plain("List"), secondary: plain("C0")))
      list = names.map { step(.showDetail(plain($0), from: "List")) }
    case .rotate:
      root = ControllerSpec(name: "Nav", kind: .navigation(stack: [plain("C0")] + names.map(plain)))
      list = (0..<steps).map { step(.rotate($0 % 2 == 0 ? .landscape : .portrait)) }
    }
    let device = action == .showDetail ? "ipad-pro-11" : "iphone-15"
    return SceneSpec(
      title: "chain of \(steps) \(action.rawValue) steps", device: device,
      orientation: action == .showDetail ? .landscape : .portrait, root: root, steps: list)
  }
}
