import TransitionEngine

/// The world's answers to the app's code (`WorldAnswers`): a controller's `viewControllers`,
/// `selectedIndex`, `parent` and the rest are the engine's at the moment UIKit makes the call
/// (N-2, TB-2, P-1). Without a world (code run while a scene is read) they stay unknown.
extension SwiftInterpreter {
  /// The container UIKit hands a delegate (`navigationController`, `tabBarController`) as a
  /// controller of the world, or an unknown value when the world does not know it.
  func worldController(_ role: String, or unknown: String) -> SwiftValue {
    guard let name = world?.roles[role] else { return .unknown(unknown) }
    return .controller(name)
  }

  /// `controller.name` from the world; nil when the world has no answer.
  func worldMember(_ controller: String, _ name: String) -> SwiftValue? {
    guard let world else { return nil }
    // K-7: the transition's own controllers, the presented one too before it is in the world.
    if let flag = world.transitionFlag(name, of: controller) { return .bool(flag) }
    // while a presentation's or dismissal's animator runs, the controllers it names.
    if let flag = transitionFlag(controller, name) { return flag }
    guard let facts = world.controller(controller) else { return nil }
    func named(_ name: String?) -> SwiftValue { name.map { .controller($0) } ?? .null }
    switch name {
    case "viewControllers": return facts.viewControllers.map { .array($0.map { .controller($0) }) }
    case "children", "childViewControllers": return .array(facts.children.map { .controller($0) })
    case "selectedIndex": return facts.selectedIndex.map { .number(Double($0)) }
    case "selectedViewController":
      guard let index = facts.selectedIndex, facts.children.indices.contains(index) else {
        return nil
      }
      return .controller(facts.children[index])
    case "topViewController", "visibleViewController":
      return facts.viewControllers == nil ? nil : named(facts.topViewController)
    case "parent", "parentViewController": return named(facts.parent)
    case "presentingViewController": return named(facts.presentingViewController)
    case "presentedViewController": return named(facts.presentedViewController)
    case "navigationController": return named(facts.navigationController)
    case "tabBarController": return named(facts.tabBarController)
    default: return nil
    }
  }

  /// A role of the call (`toVC`) as the world's controller it stands for, so that it compares
  /// equal to that controller reached another way; any other value as it is.
  func inWorld(_ value: SwiftValue) -> SwiftValue {
    guard case .controller(let role) = value, let name = world?.roles[role] else { return value }
    return .controller(name)
  }

  /// `array.firstIndex(of:)`, `index(of:)` and `contains(_:)` on a list of known values; nil
  /// for any other call.
  func arrayCall(_ base: SwiftValue, _ method: String, _ arguments: SwiftArguments)
    -> SwiftValue?
  {
    guard case .array(let values) = base, arguments.values.count == 1,
      let wanted = arguments.values.first
    else { return nil }
    let target = inWorld(wanted)
    if case .unknown = target { return .unknown("\(method) of a value the tool cannot know") }
    let index = values.firstIndex { SwiftInterpreter.same(inWorld($0), target) }
    switch (method, arguments.labels.first ?? nil) {
    case ("firstIndex", "of"), ("index", "of"): return index.map { .number(Double($0)) } ?? .null
    case ("contains", nil): return .bool(index != nil)
    default: return nil
    }
  }
}
