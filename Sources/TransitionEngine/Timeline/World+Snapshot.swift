extension World {
  /// Freezes the current state into a phase and starts a new list of callbacks.
  mutating func snapshot(_ name: String, _ explanation: String) -> Phase {
    let window =
      forest.node(self.window) ?? ViewNode(id: self.window, className: "UIWindow", frame: .zero)
    let phase = Phase(
      name: name, window: window, controllers: controllerTree(rootName), events: events,
      explanation: explanation, appMistakes: appMistakes)
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
        name: name, className: "UIViewController", kind: .plain, state: .disappeared,
        inWindow: false, viewClassName: nil, children: [], presented: nil,
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
      name: name, className: controller.className, kind: controller.kind,
      state: controller.appearance, inWindow: isInWindow(name), viewClassName: viewClass,
      children: children, presented: presented,
      presentationControllerClass: controller.presentationControllerClass)
  }
}

/// Collects the phases of one step as the transition code advances the world.
struct StepRecorder {
  private(set) var phases: [Phase] = []
  var warnings: [String] = []
  var error: String?

  mutating func capture(_ world: inout World, _ name: String, _ explanation: String) {
    phases.append(world.snapshot(name, explanation))
  }

  /// Puts a sentence in front of the explanation of the phase at `index`.
  mutating func prefixExplanation(at index: Int, _ text: String) {
    guard phases.indices.contains(index) else { return }
    let phase = phases[index]
    phases[index] = Phase(
      name: phase.name, window: phase.window, controllers: phase.controllers,
      events: phase.events, explanation: text + phase.explanation,
      appMistakes: phase.appMistakes)
  }

  /// Adds a sentence after the explanation of the last phase named `name`.
  mutating func appendExplanation(toLast name: String, _ text: String) {
    guard !text.isEmpty, let index = phases.lastIndex(where: { $0.name == name }) else { return }
    let phase = phases[index]
    phases[index] = Phase(
      name: phase.name, window: phase.window, controllers: phase.controllers,
      events: phase.events, explanation: phase.explanation + " " + text,
      appMistakes: phase.appMistakes)
  }

  /// Adds a phase recorded elsewhere (a sub-transition of an unwind).
  mutating func append(_ phase: Phase) { phases.append(phase) }
}
