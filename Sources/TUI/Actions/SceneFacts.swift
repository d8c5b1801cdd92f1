import TransitionEngine

/// What the action menu needs to know about the end of a scene: which controllers are on
/// screen, their kinds and parents, the environment, and the names already taken.
struct SceneFacts {
  struct Entry {
    let node: ControllerNode
    let parent: ControllerNode?
  }

  let entries: [Entry]
  let environment: Environment
  let window: ViewNode
  let takenNames: Set<String>

  init(_ session: SceneSession) {
    let end = Position.end(of: session.timeline)
    let phase = session.phase(at: end) ?? SceneSession.emptyPhase
    var entries: [Entry] = []
    func walk(_ node: ControllerNode, parent: ControllerNode?) {
      entries.append(Entry(node: node, parent: parent))
      for child in node.children { walk(child, parent: node) }
      if let presented = node.presented { walk(presented, parent: nil) }
    }
    walk(phase.controllers, parent: nil)
    self.entries = entries
    environment = session.environment(at: end)
    window = phase.window
    var names = Set<String>()
    for step in session.timeline.steps {
      for phase in [step.phases.first, step.phases.last].compactMap({ $0 }) {
        for node in phase.controllers.flattened() { names.insert(node.name) }
      }
    }
    SceneFacts.collect(session.spec.root, into: &names)
    for step in session.spec.steps { SceneFacts.collect(step.action, into: &names) }
    takenNames = names
  }

  func onScreen(_ kind: ControllerKind) -> [ControllerNode] {
    entries.map(\.node).filter { $0.kind == kind && $0.inWindow }
  }

  var inWindow: [ControllerNode] { entries.map(\.node).filter(\.inWindow) }

  /// Controllers that can take a child: plain controllers and custom containers on screen.
  var parents: [ControllerNode] {
    inWindow.filter { $0.kind == .plain || $0.kind == .container }
  }

  /// Children of plain controllers and custom containers.
  var removableChildren: [ControllerNode] {
    entries.filter { entry in
      guard let parent = entry.parent else { return false }
      return parent.kind == .plain || parent.kind == .container
    }.map(\.node)
  }

  /// `Pushed1`, `Pushed2`, …: the first that no controller of the scene uses.
  func freshName(_ prefix: String) -> String {
    var number = 1
    while takenNames.contains("\(prefix)\(number)") { number += 1 }
    return "\(prefix)\(number)"
  }

  /// Frame of a controller's root view in its superview, if it is in the window.
  func viewFrame(of name: String) -> Rect? {
    window.first { $0.owner == name }?.frame
  }

  private static func collect(_ spec: ControllerSpec, into names: inout Set<String>) {
    names.insert(spec.name)
    for child in spec.childSpecs { collect(child, into: &names) }
  }

  private static func collect(_ action: StepAction, into names: inout Set<String>) {
    switch action {
    case .push(let spec, _), .show(let spec, _), .showDetail(let spec, _), .addChild(let spec, _):
      collect(spec, into: &names)
    case .present(let present):
      collect(present.controller, into: &names)
    default:
      break
    }
  }
}
