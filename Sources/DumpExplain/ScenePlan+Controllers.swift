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
        "# assumed: only the first root controller's tree is rebuilt; \(others.count) other root\(others.count == 1 ? "" : "s") left out."
      )
    }
    root.append("root:")
    root += controllerLines(rootIndex, indent: "  ", first: true)
    var presented: [Int] = []
    collectPresented(rootIndex, into: &presented)
    for index in presented {
      guard let presenter = result.controllers[index].presenter, let from = names[presenter] else {
        continue
      }
      let controller = result.controllers[index]
      var style = controller.style ?? "fullScreen"
      if controller.style == nil {
        steps.append(
          "  # assumed: \(controller.presentedWith ?? "no presentation controller") names no style the rule book knows; fullScreen used."
        )
      }
      if style == "automatic" { style = "pageSheet" }
      steps.append("  - present:")
      steps += controllerLines(index, indent: "      ", first: true)
      steps.append("    from: \(from)")
      steps.append("    style: \(style)")
      if style == "popover" {
        steps.append(
          "    source: \(from)  # assumed: the dump does not say what the popover points at")
      }
      if let container = grabbedContainer(presenter), style != "fullScreen" {
        steps.append(
          "    animator: |  # rebuilds what the dump shows: the presenter's view in \(container) (X-8)"
        )
        steps.append("      containerView.addSubview(fromVC.view)")
        steps.append("      containerView.addSubview(toView)")
        steps.append("      transitionContext.completeTransition(true)")
      } else {
        steps.append("    animated: false")
      }
      steps.append(
        "    note: \(yaml("Rebuilds the dump: \(controller.className) presented with \(controller.presentedWith ?? "?")."))"
      )
      rebuild += 1
    }
    nextStep(rootIndex, presented)
  }

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

  /// A controller as scene YAML: the kind key, its class, its children.
  mutating func controllerLines(_ index: Int, indent: String, first: Bool) -> [String] {
    let controller = result.controllers[index]
    let name = name(for: controller.className, index: index)
    let children = controller.children.filter { !result.controllers[$0].isPresented }
    var lines: [String] = []
    let lead = first ? indent : String(indent.dropLast(2)) + "- "
    switch ControllerStory.containerKind(controller).map(\.0) {
    case .navigation? where !children.isEmpty:
      lines.append(lead + "navigation: \(name)")
      lines.append(indent + "stack:")
      for child in children {
        lines += controllerLines(child, indent: indent + "    ", first: false)
      }
    case .tab? where !children.isEmpty:
      lines.append(lead + "tab: \(name)")
      if let selected = children.firstIndex(where: { result.controllers[$0].state == .appeared }) {
        lines.append(indent + "selected: \(selected)")
      }
      lines.append(indent + "tabs:")
      for child in children {
        lines += controllerLines(child, indent: indent + "    ", first: false)
      }
    default:
      if children.isEmpty {
        lines.append(lead + "vc: \(name)")
        if let viewClass = controller.viewClass, viewClass != "UIView",
          viewClass != ViewClassCatalogue.layoutContainerView
        {
          lines.append(indent + "viewClass: \(yaml(viewClass))")
        }
      } else {
        if ControllerStory.containerKind(controller)?.0 == .split {
          lines.append(
            indent.dropLast(first ? 0 : 2)
              + "# assumed: a split view controller written as a custom container (the scene's split needs two columns)."
          )
        }
        lines.append(lead + "container: \(name)")
        lines.append(indent + "children:")
        for child in children {
          lines += controllerLines(child, indent: indent + "    ", first: false)
        }
      }
    }
    if controller.className != name {
      lines.append(indent + "class: \(yaml(controller.className))")
    }
    return lines
  }

  /// The step after the dump: dismiss the top presentation, else pop the top stack.
  private mutating func nextStep(_ rootIndex: Int, _ presented: [Int]) {
    if let top = presented.last, let name = names[top] {
      steps.append("  - dismiss: \(name)")
      steps.append(
        "    note: \(yaml("The next step: what UIKit does when \(name) is dismissed now."))")
      next = "dismiss \(name)"
      return
    }
    for index in result.controllers.indices.reversed() {
      let controller = result.controllers[index]
      let children = controller.children.filter { !result.controllers[$0].isPresented }
      guard let name = names[index], children.count >= 2,
        ControllerStory.containerKind(controller)?.0 == .navigation
      else { continue }
      steps.append("  - pop: \(name)")
      steps.append("    note: \(yaml("The next step: what UIKit does when \(name) pops now."))")
      next = "pop \(name)"
      return
    }
    steps.append(
      "  # nothing is presented and no stack can pop: add a step with `a` in the viewer.")
  }
}
