import SwiftSyntax
import TransitionEngine

extension SwiftInterpreter {
  /// A controller's properties that name another controller: `parent` and
  /// `navigationController` of a segue's `source` are `source.parent`, the only container a
  /// segue's names reach (S-5); nil when the code asks for anything else.
  func controllerMember(_ controller: String, _ name: String) -> SwiftValue? {
    if name == "view" { return .view(.viewOf(CodeName(controller, location: here))) }
    // D-1: an unwind segue's `source.presentingViewController?.dismiss(animated:)`.
    if controller == "source", name == "presentingViewController" {
      return .controller("source.presentingViewController")
    }
    guard controller == "source", ["parent", "navigationController"].contains(name) else {
      return worldMember(controller, name)
    }
    // S-5: with the world, a source outside any navigation controller has none (nil), so an
    // `if let nav = source.navigationController … else { present }` takes its `else`.
    if world != nil, let answer = worldMember(controller, name) {
      guard case .controller(let found) = answer else { return answer }
      if found != world?.controller(controller)?.parent { return answer }
    }
    return .controller("source.parent")
  }

  /// UIKit's controller calls a segue's `perform()` (or other code) makes: they become the
  /// `code` statements the engine plays as the same steps would (Scenes/README.md).
  func controllerCall(_ controller: String, _ method: String, _ written: SwiftArguments)
    -> SwiftValue
  {
    var arguments = written
    // Issue 32: `self` handed to UIKit in a member call is the world's controller.
    if runsAppMember { arguments.values = written.values.map(worldController) }
    if let handled = appearanceCall(controller, method, arguments) { return handled }
    let me = CodeName(controller, location: here)
    let animated = arguments["animated"].map { value -> Bool in
      if case .bool(let flag) = value { return flag }
      return true
    }
    let first = arguments.values.first.flatMap { value -> CodeName? in
      if case .controller(let name) = value { return CodeName(name, location: here) }
      return nil
    }
    let target = arguments["to"].flatMap { value -> String? in
      if case .controller(let name) = value { return name }
      return nil
    }
    switch (method, first) {
    case ("present", let presented?):
      emit(.present(presented, from: me, animated: animated ?? true))
    case ("dismiss", _):
      emit(.dismiss(me, animated: animated ?? true))
    case ("pushViewController", let pushed?):
      emit(.push(pushed, on: me, animated: animated ?? true))
    case ("popViewController", _):
      emit(.pop(me, animated: animated ?? true))
    case ("setViewControllers", _):
      guard let stack = stack(arguments.values.first) else {
        notModelled("\(controller).setViewControllers with a list the tool cannot name")
        return .unknown("\(controller).setViewControllers(…)")
      }
      emit(.setViewControllers(stack, on: me, animated: animated ?? true))
    case ("addChild", let child?):
      emit(.addChild(child, to: me))
    case ("removeFromParent", _):
      emit(.removeFromParent(me))
    case ("transition", let from?) where target != nil:
      // K-4: a container's transition(from:to:duration:options:animations:completion:) runs
      // as the `code` statement `P.transition(from: A, to: B)`; its animations run at once.
      emit(.transition(parent: me, from: from, to: CodeName(target ?? "", location: here)))
      if case .closure(let animations)? = arguments["animations"] { _ = call(animations, []) }
    case ("willMove", _), ("didMove", _):
      let parent = first
      emit(method == "willMove" ? .willMove(me, toParent: parent) : .didMove(me, toParent: parent))
    default:
      notModelled("\(controller).\(method) is not modelled")
      return .unknown("\(controller).\(method)(…)")
    }
    // Only `transition(from:to:…)` takes an animation block: for `present`, `dismiss` and
    // the rest a trailing closure is the completion, run once.
    if let completion = method == "transition"
      ? arguments.completion : arguments.completion ?? arguments.closures.last
    {
      completions.append((completion, .void))
    }
    return .void
  }

  /// `N.viewControllers = [A, B]`: `setViewControllers` without animation (N-16). False when
  /// `property` is not `viewControllers`.
  func assignControllerProperty(_ controller: String, _ property: String, _ value: SwiftValue)
    -> Bool
  {
    guard property == "viewControllers" else { return false }
    guard let stack = stack(value) else {
      notModelled("\(controller).viewControllers set to a list the tool cannot name")
      return true
    }
    emit(.setViewControllers(stack, on: CodeName(controller, location: here), animated: false))
    return true
  }

  /// A literal list of the scene's controllers, each once; nil for anything else.
  private func stack(_ value: SwiftValue?) -> [CodeName]? {
    guard case .array(let values) = value, !values.isEmpty else { return nil }
    var names: [String] = []
    for value in values {
      guard case .controller(let name) = value, !names.contains(name) else { return nil }
      names.append(name)
    }
    return names.map { CodeName($0, location: here) }
  }
}
