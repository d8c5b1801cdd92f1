import TransitionEngine

/// The scene from a `recursiveDescription` alone: the root from the window's root view, each
/// presentation container as an unanimated presentation with the style its structure allows.
enum ViewScene {
  static func build(_ plan: inout ScenePlan) {
    let result = plan.result
    plan.header.append(
      "assumed: without _printHierarchy no controller's class is known; the controllers whose "
        + "views the dump shows are named Controller1, Controller2 … in the order of their views.")
    let window = result.views.firstIndex { $0.role == .window && $0.parent == nil }
    let rootView = result.views.firstIndex {
      ($0.role == .controllerView || $0.role == .hostingView) && isInRoot($0, result)
        && ($0.rule != "W-4")
    }
    let rootName: String
    if let rootView, let nav = navigation(rootView, result) {
      rootName = plan.name(for: "RootNav", index: nil)
      let top = unknown(nav, &plan, root: true)
      plan.rootNotes.append(
        "assumed: only the top controller's view is in the window (N-2); those below are unknown."
      )
      plan.root = ControllerSpec(
        name: rootName, kind: .navigation(stack: [ControllerSpec(name: top)]))
    } else {
      rootName = plan.name(for: "Root", index: nil)
      if rootView == nil { plan.rootNotes.append("assumed: the dump does not show the root view.") }
      plan.root = ControllerSpec(name: rootName)
    }
    var presenter = rootName
    guard let window else {
      if result.views.first?.role == .presentationContainer {
        present(container: 0, from: &presenter, &plan)
      }
      finish(presenter, rootName, &plan)
      return
    }
    for child in result.views[window].children
    where result.views[child].role == .presentationContainer {
      present(container: child, from: &presenter, &plan)
    }
    finish(presenter, rootName, &plan)
  }

  private static func isInRoot(_ view: ExplainedView, _ result: Explanation) -> Bool {
    view.parent.map { result.views[$0].role == .rootShadow || result.views[$0].role == .window }
      ?? false
  }

  /// `ControllerN` for the controller whose view is `view`, with a note saying so.
  private static func unknown(_ view: Int, _ plan: inout ScenePlan, root: Bool = false) -> String {
    plan.unknownControllers += 1
    let name = plan.name(for: "Controller\(plan.unknownControllers)", index: nil)
    let text =
      "assumed: \(name) is the controller whose view is \(plan.result.name(view: view)) "
      + "(line \(plan.result.views[view].line)); the dump does not name its class."
    if root { plan.rootNotes.append(text) } else { plan.note(text) }
    return name
  }

  /// The top controller's view when a view is a navigation controller's view.
  private static func navigation(_ view: Int, _ result: Explanation) -> Int? {
    var stack = [view]
    while let next = stack.popLast() {
      for child in result.views[next].children {
        let role = result.views[child].role
        if role == .controllerView && result.views[child].rule == "N-2" {
          return child
        }
        if role == .navigationContainer || role == .controllerWrapper { stack.append(child) }
      }
    }
    return nil
  }

  private static func present(container: Int, from presenter: inout String, _ plan: inout ScenePlan)
  {
    let result = plan.result
    let roles = result.views[container].children.map { result.views[$0].role }
    let presentedView = firstControllerView(under: container, result)
    let style: PresentationStyle
    var assumption: String?
    if roles.contains(.sheetCard) {
      style = .pageSheet
      assumption =
        "assumed: style pageSheet, as a sheet card is pageSheet or formSheet (M-4); the view dump cannot tell."
    } else if roles.contains(.popover) {
      style = .popover
    } else {
      style = .fullScreen
      assumption =
        "assumed: style fullScreen, as a view straight in the container is fullScreen or overFullScreen (M-1, M-3)."
    }
    guard let presentedView else { return }
    var name: String
    var controller: ControllerSpec
    if let top = navigation(presentedView, result) {
      name = plan.name(for: "PresentedNav", index: nil)
      let topName = unknown(top, &plan)
      plan.note("assumed: only the top of \(name)'s stack is known (N-2).")
      controller = ControllerSpec(
        name: name, kind: .navigation(stack: [ControllerSpec(name: topName)]))
    } else {
      name = unknown(presentedView, &plan)
      controller = ControllerSpec(name: name)
    }
    if let assumption { plan.note(assumption) }
    var spec = PresentSpec(controller: controller, from: presenter, style: style)
    if style == .popover {
      spec.source = presenter
      plan.note("assumed: the popover's anchor is \(presenter).")
    }
    plan.steps.append(
      StepSpec(
        action: .present(spec), animated: false,
        note:
          "Rebuilds the dump: \(result.name(view: container)) holds \(result.name(view: presentedView))."
      ))
    plan.rebuild += 1
    presenter = name
  }

  private static func firstControllerView(under index: Int, _ result: Explanation) -> Int? {
    var queue = [index]
    var position = 0
    while position < queue.count {
      let next = queue[position]
      position += 1
      for child in result.views[next].children {
        if result.views[child].role == .controllerView { return child }
        queue.append(child)
      }
    }
    return nil
  }

  private static func finish(_ presenter: String, _ root: String, _ plan: inout ScenePlan) {
    if presenter != root {
      plan.steps.append(
        StepSpec(
          action: .dismiss(presenter, interactiveCancelled: false),
          note: "The next step: what UIKit does when \(presenter) is dismissed now."))
      plan.next = "dismiss \(presenter)"
    } else {
      plan.note("nothing is presented: add a step with `a` in the viewer.")
    }
  }
}
