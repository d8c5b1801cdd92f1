import TransitionEngine

extension ScenePlan {
  /// The scene from `_printHierarchy`: the root tree, each presentation as an unanimated
  /// step in printed order, then the next step.
  mutating func fromControllers(_ rootIndex: Int) {
    let others = result.controllers.indices.filter {
      $0 != rootIndex && result.controllers[$0].style == "root"
    }
    if !others.isEmpty {
      header.append(
        "assumed: only the first root controller's tree is rebuilt; \(others.count) other root\(others.count == 1 ? "" : "s") left out."
      )
    }
    root = controllerSpec(rootIndex)
    var presented: [Int] = []
    collectPresented(rootIndex, into: &presented)
    for index in presented {
      guard let presenter = result.controllers[index].presenter, let from = names[presenter] else {
        continue
      }
      present(index, from: from, presenter: presenter)
    }
    nextStep(rootIndex, presented)
  }

  /// The unanimated step that presents controller `index` from `from` as the dump shows it.
  private mutating func present(_ index: Int, from: String, presenter: Int) {
    let controller = result.controllers[index]
    var style = controller.style.flatMap(PresentationStyle.init(rawValue:))
    if style == nil {
      note(
        "assumed: \(controller.presentedWith ?? "no presentation controller") names no style the rule book knows; fullScreen used."
      )
    }
    if style == .automatic { style = .pageSheet }
    let chosen = style ?? .fullScreen
    var spec = PresentSpec(controller: controllerSpec(index), from: from, style: chosen)
    if chosen == .popover {
      spec.source = from
      note("assumed: the dump does not say what the popover points at; \(from) is its source.")
    }
    var step = StepSpec(
      action: .present(spec), animated: false,
      note:
        "Rebuilds the dump: \(controller.className) presented with \(controller.presentedWith ?? "?")."
    )
    if let container = grabbedContainer(presenter), chosen != .fullScreen {
      note(
        "assumed: an app's animator left the presenter's view in \(container), as the dump shows; "
          + "the step's animator does the same (X-8).")
      step.animated = true
      step.animator = Self.grabbingAnimator
    }
    steps.append(step)
    rebuild += 1
  }

  /// An app's animator that leaves the presenter's view in the presentation's container.
  private static let grabbingAnimator: CodeBlock? = {
    let lines = [
      "containerView.addSubview(fromVC.view)", "containerView.addSubview(toView)",
      "transitionContext.completeTransition(true)",
    ].enumerated().map {
      CodeSourceLine(text: $0.element, location: SourceLocation(line: $0.offset + 1, column: 1))
    }
    return try? CodeParser.parse(lines, kind: .animator)
  }()

  /// The presentation container the presenter's view sits in, when the dump shows it there.
  private func grabbedContainer(_ presenter: Int) -> String? {
    guard let view = result.controllers[presenter].view else { return nil }
    var ancestor = result.views[view].parent
    while let current = ancestor {
      if result.views[current].role == .presentationContainer { return result.name(view: current) }
      ancestor = result.views[current].parent
    }
    return nil
  }

  private func collectPresented(_ index: Int, into list: inout [Int]) {
    var stack = [index]
    while let current = stack.popLast() {
      for child in result.controllers[current].children.reversed() { stack.append(child) }
      if current != index, result.controllers[current].isPresented { list.append(current) }
    }
  }

  /// Most levels of containment a rebuilt scene writes: the scene format reads controllers
  /// nested at most 32 deep and YAML nested at most 64 levels, two a level of containment
  /// plus the keys around a root or a step, so deeper children are cut with a note.
  static let maxContainmentLevels = 28

  /// A controller as the scene declares it: the kind, its class, its children (`level` 1 for
  /// the root of the tree being written).
  mutating func controllerSpec(_ index: Int, level: Int = 1) -> ControllerSpec {
    let controller = result.controllers[index]
    let name = name(for: controller.className, index: index)
    var children = controller.children.filter { !result.controllers[$0].isPresented }
    if level >= Self.maxContainmentLevels, !children.isEmpty {
      let below = descendants(of: index)
      rootNotes.append(
        "assumed: \(name) is \(level) levels deep, the most a scene nests (controllers 32 deep, "
          + "YAML 64 levels); the \(below) controller\(below == 1 ? "" : "s") contained below it "
          + "(from line \(result.controllers[children[0]].line)) \(below == 1 ? "is" : "are") left out."
      )
      children = []
    }
    let controllerSpec = { (plan: inout ScenePlan, child: Int) in
      plan.controllerSpec(child, level: level + 1)
    }
    var options = ControllerOptions()
    if controller.className != name { options.className = controller.className }
    let kind: ControllerSpec.Kind
    switch ControllerStory.containerKind(controller).map(\.0) {
    case .navigation? where !children.isEmpty:
      kind = .navigation(stack: children.map { controllerSpec(&self, $0) })
    case .tab? where !children.isEmpty:
      let appeared = children.firstIndex { result.controllers[$0].state == .appeared }
      if appeared == nil {
        rootNotes.append(
          "assumed: no tab of \(name) is appeared in the dump (TB-2), so the first is selected.")
      }
      let selected = appeared ?? 0
      kind = .tab(tabs: children.map { controllerSpec(&self, $0) }, selected: .index(selected))
    default:
      if children.isEmpty {
        kind = .plain
        if let viewClass = controller.viewClass, viewClass != "UIView",
          viewClass != ViewClassCatalogue.layoutContainerView
        {
          options.viewClass = viewClass
        }
      } else {
        if ControllerStory.containerKind(controller)?.0 == .split {
          rootNotes.append(
            "assumed: a split view controller written as a custom container (the scene's split needs two columns): \(name)."
          )
        }
        kind = .container(children: children.map { controllerSpec(&self, $0) })
      }
    }
    return ControllerSpec(name: name, kind: kind, options: options)
  }

  /// How many controllers are contained below `index` (presented ones not counted).
  private func descendants(of index: Int) -> Int {
    var count = 0
    var stack = [index]
    while let next = stack.popLast() {
      for child in result.controllers[next].children where !result.controllers[child].isPresented {
        count += 1
        stack.append(child)
      }
    }
    return count
  }

  /// The step after the dump: dismiss the top presentation, else pop the top stack.
  private mutating func nextStep(_ rootIndex: Int, _ presented: [Int]) {
    if let top = presented.last, let name = names[top] {
      steps.append(
        StepSpec(
          action: .dismiss(name, interactiveCancelled: false),
          note: "The next step: what UIKit does when \(name) is dismissed now."))
      next = "dismiss \(name)"
      return
    }
    for index in result.controllers.indices.reversed() {
      let controller = result.controllers[index]
      let children = controller.children.filter { !result.controllers[$0].isPresented }
      guard let name = names[index], children.count >= 2,
        ControllerStory.containerKind(controller)?.0 == .navigation
      else { continue }
      steps.append(
        StepSpec(
          action: .pop(nav: name, interactiveCancelled: false),
          note: "The next step: what UIKit does when \(name) pops now."))
      next = "pop \(name)"
      return
    }
    note("nothing is presented and no stack can pop: add a step with `a` in the viewer.")
  }
}
