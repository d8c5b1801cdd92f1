import TransitionEngine

/// Sentences about the controllers: roots, stacks, tabs, children, presentations and their
/// styles, and states caught mid-way.
enum ControllerStory {
  static func write(_ result: inout Explanation) {
    if !result.views.isEmpty && !result.controllers.isEmpty {
      let joined = result.controllers.filter { $0.view != nil }.count
      result.story.append(
        "\(joined) of \(result.controllers.count) controllers joined to views by address (§1.4).")
    }
    for index in result.controllers.indices {
      let controller = result.controllers[index]
      let name = result.name(controller: index)
      if controller.style == "root" {
        result.story.append(
          "\(name) is the root controller, \(state(controller)) (W-1).")
      }
      let children = controller.children.filter { !result.controllers[$0].isPresented }
      if !children.isEmpty { containment(index, children, &result) }
      if controller.isPresented, let presenter = controller.presenter {
        presentation(index, presenter, &result)
      }
    }
  }

  static func state(_ controller: ExplainedController) -> String {
    let state = controller.state?.rawValue ?? "in an unknown state"
    if !controller.viewLoaded { return state + ", view not loaded" }
    return state
      + (controller.inWindow ? ", its view in the window" : ", its view not in the window")
  }

  /// What kind of container a controller is, from its class or (said so) its view's class.
  static func containerKind(_ controller: ExplainedController) -> (ControllerKind, Bool)? {
    if let kind = ControllerClassCatalogue.kind(ofControllerClass: controller.className),
      kind != .plain
    {
      return (kind, false)
    }
    guard controller.viewClass == ViewClassCatalogue.layoutContainerView else { return nil }
    if controller.className.contains("Split") { return (.split, true) }
    if controller.className.contains("Tab") { return (.tab, true) }
    return (.navigation, true)
  }

  private static func containment(_ index: Int, _ children: [Int], _ result: inout Explanation) {
    let controller = result.controllers[index]
    let name = result.name(controller: index)
    let names = children.map { result.controllers[$0].className }.joined(separator: ", ")
    let shown = children.filter { result.controllers[$0].state == .appeared }
    switch containerKind(controller) {
    case (.navigation, let inferred)?:
      let top =
        children.last.map { "\(result.name(controller: $0)), \(state(result.controllers[$0]))" }
        ?? "none"
      result.story.append(
        "\(name) is a navigation controller\(inferred ? " (inferred: its view is a UILayoutContainerView)" : "") "
          + "with the stack \(names); only the top's view stays in its content area (N-2): \(top).")
    case (.tab, let inferred)?:
      let selected =
        shown.first.map {
          "the selected one is \(result.name(controller: $0)); the others' views are out of the window (TB-2)"
        }
        ?? "none is appeared, so the states do not tell which is selected; every tab is still its child (TB-2)"
      result.story.append(
        "\(name) is a tab bar controller\(inferred ? " (inferred from its class name)" : "") with the tabs "
          + "\(names); \(selected).")
    case (.split, let inferred)?:
      let collapsed =
        children.count == 1 ? "; with one child it is collapsed, as in compact width (SV-1)" : ""
      result.story.append(
        "\(name) is a split view controller\(inferred ? " (inferred from its class name)" : "") "
          + "with \(names)\(collapsed).")
    default:
      result.story.append(
        "\(name) contains \(names) as child controller\(children.count == 1 ? "" : "s") (K-1).")
    }
    let outside = children.filter { !result.controllers[$0].inWindow }
    if outside.count == children.count, children.count > 1 || !controller.inWindow {
      result.story.append(
        "Every child of \(name) is out of the window, yet each is still its child: "
          + "_printHierarchy lists containment whatever the states (N-2, TB-2)"
          + (controller.inWindow ? "." : ", and \(name)'s own view is out of the window too."))
    }
  }

  private static func presentation(_ index: Int, _ presenter: Int, _ result: inout Explanation) {
    let controller = result.controllers[index]
    let with = controller.presentedWith ?? "(null)"
    var text =
      "\(result.name(controller: presenter)) presents \(result.name(controller: index)) with \(with)"
    let presenterState = state(result.controllers[presenter])
    switch controller.style {
    case "fullScreen":
      text +=
        ": fullScreen, which takes the presenter's view out of the window (M-1); the presenter is \(presenterState)"
    case "overFullScreen", "overCurrentContext":
      text +=
        ": \(controller.style ?? ""), which keeps the presenter's view (M-3); the presenter is \(presenterState)"
    case "pageSheet", "formSheet":
      text +=
        ": \(controller.style ?? ""), a card over a presenter that stays in the window and hears no callbacks (M-4, M-9); the presenter is \(presenterState)"
    case "popover":
      text +=
        ": a popover, which leaves the presenter in the window, appeared (M-6, M-9); the presenter is \(presenterState)"
    case "currentContext":
      text += ": currentContext, which covers the context controller's view (M-2)"
    default:
      text += ": a class the rule book does not name, so its style is unknown"
    }
    let presenterController = result.controllers[presenter]
    if controller.style == "fullScreen", result.views.contains(where: { $0.role == .window }),
      let address = presenterController.viewAddress, presenterController.view == nil
    {
      text +=
        ". Its view \(address) is not in the recursiveDescription: fullScreen took it out (M-1)"
    }
    if let kind = containerKind(presenterController), kind.0 != .plain {
      text +=
        ". UIKit presents from the controller that covers the screen (P-2), so the "
        + "controller whose code called present may be one of its children"
    }
    result.story.append(text + ".")
  }
}
