extension TransitionFinder {
  /// What a call hands one of the called function's parameters.
  enum Handed {
    /// A case of an enum (`transition: .show`, `.modal(animated: true)`): the route as written.
    case known(String)
    /// The caller's own parameter, passed on (`get(scene: scene)`).
    case passed(SwiftFacts.Parameter)
    /// Something else, as written (or "the default" when the call leaves it out).
    case other(String)
  }

  /// What `call` hands `parameter`: the argument of its label, or in its place when it has
  /// none.
  func handed(_ parameter: SwiftFacts.Parameter, at call: SwiftFacts.Call) -> Handed {
    guard let index = argumentIndex(parameter, at: call) else { return .other("the default") }
    switch call.arguments[index] {
    case .routed(let route, _): return .known(route)
    case .unknown(let text):
      if let place = call.callerParameters.firstIndex(of: text) {
        let label = place < call.callerLabels.count ? call.callerLabels[place] : nil
        return .passed(SwiftFacts.Parameter(name: text, label: label, index: place))
      }
      return .other(text)
    case let other: return .other(other.label)
    }
  }

  /// The argument of the parameter's label, or in its place when it has none.
  func argumentIndex(_ parameter: SwiftFacts.Parameter, at call: SwiftFacts.Call) -> Int? {
    if let label = parameter.label {
      return call.labels.firstIndex(of: label).flatMap { $0 < call.arguments.count ? $0 : nil }
    }
    guard parameter.index < call.arguments.count, parameter.index < call.labels.count,
      call.labels[parameter.index] == nil
    else { return nil }
    return parameter.index
  }

  /// The site as played at `call` of the function it is written in: nil when the call's
  /// argument takes another branch of a `switch` on its parameter; else the site with the
  /// controller the argument's route makes, and the branches still open (the caller's
  /// parameters passed on) for the caller's callers. A case the
  /// scan cannot read keeps the branch, said.
  func narrowed(_ site: SwiftSite, at call: SwiftFacts.Call) -> SwiftSite? {
    var played = site
    played.branches = []
    for branch in site.branches {
      switch handed(branch.parameter, at: call) {
      case .known(let route):
        guard branch.takes(String(route.prefix { $0 != "(" })) else { return nil }
      case .passed(let parameter):
        var passed = SwiftFacts.Branch(
          parameter: parameter, cases: branch.cases, isDefault: branch.isDefault)
        passed.origin = branch.origin ?? Self.origin(branch, in: site.function)
        played.branches.append(passed)
      case .other(let text):
        played.assumed.append(Self.unread(branch, text: text, in: site.function))
      }
    }
    if let route = site.routeArgument {
      played.routeArgument = nil
      switch handed(route.parameter, at: call) {
      case .known(let name):
        if let target = site.target {
          let value = passedValue(name, of: route, at: call)
          played.target = Self.routing(
            target, function: route.function, route: name, value: value)
        }
      case .passed(let parameter):
        played.routeArgument = SwiftFacts.RouteArgument(
          parameter: parameter, function: route.function)
      case .other: break
      }
    }
    return played
  }

  /// A branch whose case no call tells: played with the others, said.
  static func unread(_ branch: SwiftFacts.Branch, text: String, in function: String?) -> String {
    let which =
      branch.isDefault ? "default" : branch.cases.map { "." + $0 }.joined(separator: ", ")
    return
      "\(branch.origin ?? origin(branch, in: function)) is handed \(text), not a case the scan can read: its \(which) branch is played as one of several"
  }

  /// `` `way:` of go ``: the parameter a branch's switch tests, in its function.
  static func origin(_ branch: SwiftFacts.Branch, in function: String?) -> String {
    let name = branch.parameter.label.map { $0 + ":" } ?? branch.parameter.name
    return "`\(name)` of \(function ?? "the function")"
  }

  /// The site played where it starts (no caller's callers followed): the branches on the
  /// caller's own parameters are not known, said.
  static func settled(_ site: SwiftSite, in function: String?) -> SwiftSite {
    var site = site
    for branch in site.branches {
      site.assumed.append(
        unread(branch, text: "the caller's parameter `\(branch.parameter.name)`", in: function))
    }
    site.branches = []
    return site
  }

  /// `target` with the call of `function` in it made for `route` (`get(scene:)` handed
  /// `.detail`), inside a navigation controller too.
  /// `value` (a case's associated value the function returns as it is) stands for the call.
  static func routing(
    _ target: ControllerRef, function: String, route: String, value: ControllerRef? = nil
  ) -> ControllerRef {
    switch target {
    case .made(function, _, _): return value ?? .routed(route: route, call: target)
    case .navigation(let root, let className):
      return .navigation(
        root: routing(root, function: function, route: route, value: value),
        className: className)
    case .routed(_, let call) where Self.calls(call, function):
      return value ?? .routed(route: route, call: call)
    default: return target
    }
  }

  /// `get(scene: .alert(alert: sheet))` where `get`'s case `.alert(let alert)` returns the
  /// value as it is: the caller's `sheet`, when the scan can name it and the case returns
  /// nothing else.
  func passedValue(
    _ route: String, of argument: SwiftFacts.RouteArgument, at call: SwiftFacts.Call
  ) -> ControllerRef? {
    let name = String(route.prefix { $0 != "(" })
    let returns = (model.routeReturns[name] ?? []).filter { $0.function == argument.function }
    guard returns.allSatisfy({ $0.routeValue != nil }), let place = returns.first?.routeValue,
      let index = argumentIndex(argument.parameter, at: call), index < call.routeValues.count,
      place < call.routeValues[index].count
    else { return nil }
    let value = call.routeValues[index][place]
    return ControllerResolver.isUnknown(value) ? nil : value
  }

  private static func calls(_ ref: ControllerRef, _ function: String) -> Bool {
    if case .made(function, _, _) = ref { return true }
    return false
  }
}
