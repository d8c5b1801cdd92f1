import TransitionEngine

/// A synthetic scene for the benchmark: a tab controller whose controllers carry thousands of
/// decorative views, and a long mix of pushes, pops, tab switches and rotations.
enum BenchmarkScene {
  static func make(views: Int, steps: Int) -> SceneSpec {
    let share = max(views / 4, 1)
    func plain(_ name: String, _ count: Int) -> ControllerSpec {
      var options = ControllerOptions()
      options.views = (0..<count).map { "UILabel\($0 % 7)" }
      return ControllerSpec(name: name, kind: .plain, options: options)
    }
    let nav = ControllerSpec(name: "Nav", kind: .navigation(stack: [plain("Home", share)]))
    let tabs = ControllerSpec(
      name: "Tabs", kind: .tab(tabs: [nav, plain("Other", share)], selected: .index(0)))
    var list: [StepSpec] = []
    var pushed = 0
    let cycle: [(inout [StepSpec], inout Int) -> Void] = [
      { list, pushed in
        pushed += 1
        list.append(StepSpec(action: .push(plain("Detail\(pushed)", share), on: "Nav")))
      },
      { list, _ in list.append(StepSpec(action: .pop(nav: "Nav", interactiveCancelled: false))) },
      { list, _ in list.append(StepSpec(action: .select(.index(1), tab: "Tabs"))) },
      { list, _ in list.append(StepSpec(action: .select(.index(0), tab: "Tabs"))) },
      { list, _ in list.append(StepSpec(action: .rotate(.landscape))) },
      { list, _ in list.append(StepSpec(action: .rotate(.portrait))) },
      { list, _ in list.append(StepSpec(action: .pop(nav: "Nav", interactiveCancelled: true))) },
    ]
    var index = 0
    while list.count < steps {
      cycle[index % cycle.count](&list, &pushed)
      index += 1
    }
    return SceneSpec(title: "benchmark", device: "iphone-15", root: tabs, steps: list)
  }
}
