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
