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
    var index: Int?
    if let label = parameter.label {
      index = call.labels.firstIndex(of: label)
    } else if parameter.index < call.arguments.count, parameter.index < call.labels.count,
      call.labels[parameter.index] == nil
    {
      index = parameter.index
    }
    guard let index, index < call.arguments.count else { return .other("the default") }
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
          played.target = Self.routing(target, function: route.function, route: name)
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
  static func routing(_ target: ControllerRef, function: String, route: String) -> ControllerRef {
    switch target {
    case .made(function, _, _): return .routed(route: route, call: target)
    case .navigation(let root, let className):
      return .navigation(
        root: routing(root, function: function, route: route), className: className)
    case .routed(_, let call) where Self.calls(call, function):
      return .routed(route: route, call: call)
    default: return target
    }
  }

  private static func calls(_ ref: ControllerRef, _ function: String) -> Bool {
    if case .made(function, _, _) = ref { return true }
    return false
  }
}
