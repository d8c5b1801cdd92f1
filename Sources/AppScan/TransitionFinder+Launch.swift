extension TransitionFinder {
  /// The call that fills an empty navigation controller set as the window's root.
  struct LaunchFill {
    var target: ControllerRef
    var owner: String
    var function: String
    var file: String
    var line: Int
    var text: String
  }

  /// The push (or `setViewControllers`, or a call of the files' wrapper of either) that fills
  /// an empty navigation controller set as the window's root (`window.rootViewController =
  /// coordinator.navigationController` or `= nav`, beside `coordinator.start()` in the same
  /// function, whose `start` shows the first screen): that controller is the stack's root,
  /// and the call is the app's setup, not a transition. Nil when the root is no such
  /// navigation controller or no called method fills it.
  func launchFill(of site: SwiftSite, target: ControllerRef) -> LaunchFill? {
    guard bareNavigation(target) != nil, let owner = site.owner, let function = site.function
    else { return nil }
    var wrappers: [String: SwiftFacts.Wrapper] = [:]
    for file in model.swift {
      for wrapper in file.wrappers where [.push, .setStack].contains(wrapper.site.action) {
        wrappers[wrapper.function] = wrappers[wrapper.function] ?? wrapper
      }
    }
    for call in callsByCaller["\(owner).\(function)"] ?? [] {
      var type: String?
      if case .type(let name)? = call.baseRef { type = name }
      let fits = { (writer: String) in
        !model.isController(writer) && (type.map { model.isA($0, [writer]) } ?? true)
      }
      if let start = model.sites.first(where: { candidate in
        candidate.function == call.function && candidate.target != nil
          && [.push, .setStack].contains(candidate.action)
          && candidate.owner.map(fits) == true
      }), let first = start.target, let writer = start.owner {
        return LaunchFill(
          target: first, owner: writer, function: call.function, file: start.file,
          line: start.line, text: start.text)
      }
      for writer in model.types.keys.sorted() where fits(writer) {
        for inner in callsByCaller["\(writer).\(call.function)"] ?? [] {
          guard let wrapper = wrappers[inner.function],
            wrapper.parameter < inner.arguments.count
          else { continue }
          return LaunchFill(
            target: inner.arguments[wrapper.parameter], owner: writer,
            function: call.function, file: inner.file, line: inner.line, text: inner.text)
        }
      }
    }
    return nil
  }

  /// The navigation class of a root that names a navigation controller without its root:
  /// `UINavigationController()` (or a subclass of the files), or a property the scan cannot
  /// follow whose name says navigation (`coordinator.navigationController`).
  func bareNavigation(_ target: ControllerRef) -> String? {
    switch target {
    case .type(let name)
    where name == "UINavigationController" || model.isA(name, ["UINavigationController"]):
      return name
    case .unknown(let text):
      let last = (text.split(separator: ".").last.map(String.init) ?? text).lowercased()
      return last.contains("nav") && !text.contains("(") ? "UINavigationController" : nil
    default: return nil
    }
  }
}

extension TransitionFinder {
  /// A router whose method pushes only when its navigation stack already holds a controller
  /// (`if navigationController.viewControllers.count == 0 { presentModally(vc) } else {
  /// push(vc) }`): a call whose source is no controller that router showed is its first, and
  /// takes the other branch, which presents the router's navigation controller with the
  /// controller as its root; that present, written in the router, is the call's, not one of
  /// its own. A router without such a present keeps its push.
  mutating func followStackBranches() {
    var owned: Set<String> = []
    var routers: Set<String> = []
    for index in transitions.indices {
      guard let router = transitions[index].stackBranch else { continue }
      let source = transitions[index].source.key
      let shown = transitions.contains {
        $0.stackBranch == router && $0.source.key != $0.destination.key
          && $0.destination.keys.contains(source)
      }
      let presents = model.sites.filter { $0.owner == router && $0.action == .present }
      guard !shown, !presents.isEmpty else { continue }
      var first = transitions[index]
      let root = first.destination
      first.kind = .present
      first.destination = AppController(
        key: "nav(\(root.key))", stem: root.stem + "Nav", className: nil, kind: .navigation(root))
      first.notes.append(
        "\(router)'s first call: its navigation stack is empty, so it presents its navigation controller with \(root.stem) as the root"
      )
      transitions[index] = first
      for site in presents { owned.insert("\(site.file):\(site.line)") }
      routers.insert(router)
    }
    // The router's own present, found at its line or through its own methods.
    transitions.removeAll { found in
      owned.contains("\(found.file):\(found.line)")
        || (found.kind == .present
          && routers.contains { router in
            found.notes.contains { $0.hasPrefix("through \(router).") }
          })
    }
  }
}
