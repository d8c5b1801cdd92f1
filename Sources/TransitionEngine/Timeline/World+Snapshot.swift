extension World {
  /// Freezes the current state into a phase and starts a new list of callbacks.
  mutating func snapshot(_ kind: PhaseKind, _ explanation: String) -> Phase {
    let window =
      forest.node(self.window) ?? ViewNode(id: self.window, className: "UIWindow", frame: .zero)
    let phase = Phase(
      kind: kind, window: window, controllers: controllerTree(rootName), events: events,
      environment: environment, explanation: explanation, appMistakes: appMistakes)
    events = []
    return phase
  }

  /// The controller tree from `name` down: children, then what it presents. A controller
  /// met a second time (which the model never allows) is listed again without what is below
  /// it, so the invariant checker reports it and the walk ends.
  func controllerTree(_ name: String) -> ControllerNode {
    var visited = Set<String>()
    return controllerTree(name, visited: &visited)
  }

  private func controllerTree(_ name: String, visited: inout Set<String>) -> ControllerNode {
    let firstVisit = visited.insert(name).inserted
    guard let controller = controllers[name] else {
      return ControllerNode(
        id: ControllerID(name), className: "UIViewController", kind: .plain,
        state: .disappeared, inWindow: false, viewClassName: nil, children: [], presented: nil,
        presentationControllerClass: nil)
    }
    let viewClass = controller.view.flatMap { forest.node($0)?.className }
    var children: [ControllerNode] = []
    var presented: ControllerNode?
    if firstVisit {
      children = controller.children.map { controllerTree($0, visited: &visited) }
      presented = controller.presented.map { controllerTree($0, visited: &visited) }
    }
    return ControllerNode(
      id: ControllerID(name), className: controller.className, kind: controller.kind,
      state: controller.appearance, inWindow: isInWindow(name), viewClassName: viewClass,
      children: children, presented: presented,
      presentationControllerClass: controller.presentationControllerClass)
  }
}
