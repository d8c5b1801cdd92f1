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

  /// The controller tree from `name` down: children, then what it presents. Only the
  /// controllers that changed since the last snapshot (their record, or whether their view is
  /// in the window) and those above them get new nodes; every other subtree is the node of
  /// the last snapshot, so phases share the unchanged parts of the tree as they share views
  /// and a snapshot costs what changed, not the whole tree.
  mutating func controllerTree(_ name: String) -> ControllerNode {
    var invalidated = Set<String>()
    for changed in controllers.takeChanged() { invalidate(changed, &invalidated) }
    for view in Set(forest.takeMoved()) {
      for owner in owners(under: view) { invalidate(owner, &invalidated) }
    }
    var inWindow: [ViewID: Bool] = [:]
    return controllerTree(name, depth: 0, inWindow: &inWindow)
  }

  /// Forgets the nodes of a controller and of everything above it (parents and presenters),
  /// even while it is detached, so that they are built anew when next reached.
  private mutating func invalidate(_ name: String, _ done: inout Set<String>) {
    var current: String? = name
    while let candidate = current, done.insert(candidate).inserted {
      treeCache[candidate] = nil
      current = controllers[candidate]?.parent ?? controllers[candidate]?.presenting
    }
  }

  /// `depth` bounds the walk as in `layout`: containment is never cyclic, and a controller
  /// met again deeper than there are controllers ends the walk.
  private mutating func controllerTree(
    _ name: String, depth: Int, inWindow memo: inout [ViewID: Bool]
  ) -> ControllerNode {
    if let cached = treeCache[name] { return cached }
    guard let controller = controllers[name] else {
      return ControllerNode(
        id: ControllerID(name), className: "UIViewController", kind: .plain,
        state: .disappeared, inWindow: false, viewClassName: nil, children: [], presented: nil,
        presentationControllerClass: nil)
    }
    let viewClass = controller.view.flatMap { forest.node($0)?.className }
    var children: [ControllerNode] = []
    var presented: ControllerNode?
    if depth <= controllers.count {
      children = controller.children.map {
        controllerTree($0, depth: depth + 1, inWindow: &memo)
      }
      presented = controller.presented.map {
        controllerTree($0, depth: depth + 1, inWindow: &memo)
      }
    }
    let node = ControllerNode(
      id: ControllerID(name), className: controller.className, kind: controller.kind,
      state: controller.appearance,
      inWindow: controller.view.map { isInWindow($0, memo: &memo) } ?? false,
      viewClassName: viewClass,
      children: children, presented: presented,
      presentationControllerClass: controller.presentationControllerClass)
    treeCache[name] = node
    return node
  }

  /// Whether a view is in the window, remembering the answer for every view on the way up,
  /// so that the nodes of one snapshot cost one walk up however deep the tree.
  private func isInWindow(_ view: ViewID, memo: inout [ViewID: Bool]) -> Bool {
    var path: [ViewID] = []
    var current: ViewID? = view
    var result = false
    while let candidate = current {
      if let known = memo[candidate] {
        result = known
        break
      }
      if candidate == window {
        result = true
        break
      }
      path.append(candidate)
      current = forest.superview(of: candidate)
    }
    for candidate in path { memo[candidate] = result }
    return result
  }
}
