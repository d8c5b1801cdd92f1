import TransitionEngine
import Wording

/// Sentences about the controllers: roots, stacks, tabs, children, presentations and their
/// styles, and states caught mid-way.
enum ControllerStory {
  static func write(_ result: inout Explanation) {
    if !result.views.isEmpty && !result.controllers.isEmpty {
      let joined = result.controllers.filter { $0.view != nil }.count
      result.say(.joined(joined, of: result.controllers.count))
    }
    for index in result.controllers.indices {
      let controller = result.controllers[index]
      let name = result.name(controller: index)
      if controller.style == "root" {
        result.say(.root(name, state: words(controller)))
      }
      let children = controller.children.filter { !result.controllers[$0].isPresented }
      if !children.isEmpty { containment(index, children, &result) }
      if controller.isPresented, let presenter = controller.presenter {
        presentation(index, presenter, &result)
      }
    }
  }

  static func state(_ controller: ExplainedController) -> String { words(controller).english }

  /// The state as a phrase: `_printHierarchy`'s word, whether the view is loaded and in the
  /// window.
  static func words(_ controller: ExplainedController) -> StateWords {
    StateWords(
      state: controller.state?.rawValue, viewLoaded: controller.viewLoaded,
      inWindow: controller.inWindow)
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
      let top = children.last.map { (result.name(controller: $0), words(result.controllers[$0])) }
      result.say(.navigation(name, inferred: inferred, stack: names, top: top))
    case (.tab, let inferred)?:
      let selected = shown.first.map { result.name(controller: $0) }
      result.say(.tabs(name, inferred: inferred, tabs: names, selected: selected))
    case (.split, let inferred)?:
      result.say(
        .split(name, inferred: inferred, children: names, collapsed: children.count == 1))
    default:
      result.say(.children(name, children: names, count: children.count))
    }
    let outside = children.filter { !result.controllers[$0].inWindow }
    if outside.count == children.count, children.count > 1 || !controller.inWindow {
      result.say(.everyChildOut(name, parentInWindow: controller.inWindow))
    }
  }

  private static func presentation(_ index: Int, _ presenter: Int, _ result: inout Explanation) {
    let controller = result.controllers[index]
    let presenterState = words(result.controllers[presenter])
    let style: ControllerStoryWords.PresentedStyle
    switch controller.style {
    case "fullScreen": style = .fullScreen(presenterState)
    case "overFullScreen", "overCurrentContext":
      style = .over(controller.style ?? "", presenterState)
    case "pageSheet", "formSheet": style = .sheet(controller.style ?? "", presenterState)
    case "popover": style = .popover(presenterState)
    case "currentContext": style = .currentContext
    default: style = .unknown
    }
    let presenterController = result.controllers[presenter]
    var takenOut: String?
    if controller.style == "fullScreen", result.views.contains(where: { $0.role == .window }),
      let address = presenterController.viewAddress, presenterController.view == nil
    {
      takenOut = address
    }
    var fromContainer = false
    if let kind = containerKind(presenterController), kind.0 != .plain { fromContainer = true }
    result.say(
      .presentation(
        result.name(controller: presenter), presents: result.name(controller: index),
        with: controller.presentedWith ?? "(null)", style: style, takenOut: takenOut,
        fromContainer: fromContainer))
  }
}
