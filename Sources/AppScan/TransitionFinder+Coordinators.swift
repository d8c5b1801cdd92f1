extension TransitionFinder {
  /// A transition written in a coordinator or router of the files (a type that is no
  /// controller: `func showDetail(_ item:) { navigationController.pushViewController(…) }`)
  /// starts where its method is called: in a controller (`coordinator?.showDetail(item)`), or
  /// in another method of a coordinator, from the controller that method shows (the closure
  /// `list.onSelect = { self.showDetail($0) }` beside `push(list)`), or in a delegate method
  /// of the coordinator, from the controller its parameter names. Each such caller is one
  /// transition, with the caller's line and the method named; nil when no caller is found.
  func coordinatorSites(_ site: SwiftSite, owner: String) -> [SwiftSite]? {
    // A protocol extension that controllers adopt (`extension Sharing where Self:
    // UIViewController`) runs in the controller: its calls are the controller's own.
    // A class the Swift files only extend, named `…ViewController` (an Objective-C
    // controller's Swift extension), is a controller: its calls start where it is written.
    guard !model.isController(owner), model.implementers(of: owner).isEmpty,
      !(owner.hasSuffix("ViewController") && !model.declares(owner)),
      let function = site.function, function != "init"
    else {
      return nil
    }
    var found: [SwiftSite] = []
    var sources: Set<String> = []
    for call in callsByFunction[function] ?? []
    where call.line != site.line || call.file != site.file {
      guard let caller = call.owner else { continue }
      // A bare call (`self?.handle(event)`) calls the method of its own type, not another
      // coordinator's method of the same name.
      if call.base.isEmpty, caller != owner, !model.isA(caller, [owner]) { continue }
      // `router.present(vc, animated:)` in a coordinator is the router's method, not the
      // coordinator's `present(animated:)`: a receiver of another type of the files.
      if case .type(let type)? = call.baseRef, model.types[type] != nil,
        !model.isA(owner, [type]), !model.isA(type, [owner])
      {
        continue
      }
      guard var played = narrowed(site, at: call) else { continue }
      played.file = call.file
      played.line = call.line
      played.text = call.text
      played.function = nil  // followed once: the caller is its source
      played.via = "\(owner).\(function), \(site.file):\(site.line)"
      // `showLock()` handing its work to its overload `showLock(with:)`: the overload's
      // callers are the real ones, and they are among this name's calls already; the
      // controller the overload shows is not where it starts.
      if caller == owner, call.caller == function, !model.isController(caller) { continue }
      let outer =
        site.hops < 3 && !model.isController(caller) && callsOwner(call, owner)
        ? call.caller.flatMap { callsByFunction[$0] == nil ? nil : $0 } : nil
      // A call under a case of a switch on its caller's parameter (or handing a branch on
      // to it) is picked by the caller's callers: followed to them first.
      let picked = !call.branches.isEmpty || !played.branches.isEmpty
      if model.isController(caller) {
        played.owner = caller
      } else if picked, let outer {
        Self.hop(&played, to: outer, caller: caller, call: call, hops: site.hops)
      } else if let sender = call.callerParameterTypes.first(where: model.isController) {
        // A delegate method of the coordinator, `picker(_ picker: PickerViewController, …)`:
        // the controller that tells its delegate.
        played.owner = caller
        played.receiver = .type(sender)
      } else if let shown = shownController(in: call.caller, of: caller) {
        played.owner = caller
        played.receiver = shown
      } else if root != nil, model.isA(caller, ["UIApplicationDelegate", "UIWindowSceneDelegate"]) {
        // Started by the app's launch (`applicationCoordinator.start()` in the app delegate):
        // the app's root is on screen.
        played.owner = caller
        played.receiver = .unknown("window.rootViewController")
      } else if let outer {
        // `child.start()` in a coordinator's `presentChild(_:)`: followed to its callers in
        // turn (a few calls deep), whose controller is the source.
        Self.hop(&played, to: outer, caller: caller, call: call, hops: site.hops)
      } else {
        continue
      }
      if played.function == nil { played = Self.settled(played, in: function) }
      var key = (played.receiver?.label ?? caller)
      // A call picking a branch or a route is its own transition, whatever the caller.
      if !site.branches.isEmpty || site.routeArgument != nil { key += "@\(call.file):\(call.line)" }
      guard sources.insert(key).inserted else { continue }
      found.append(played)
    }
    return found.isEmpty ? nil : found
  }

  /// The site followed on to the callers of `outer`, the function the call is written in.
  private static func hop(
    _ played: inout SwiftSite, to outer: String, caller: String, call: SwiftFacts.Call, hops: Int
  ) {
    played.owner = caller
    played.function = outer
    played.hops = hops + 1
    played.branches += call.branches
  }

  /// True when the call is surely of `owner`'s method: bare in `owner` or a type adopting it,
  /// or made on a value whose type (a property's, or the caller's parameter's, `child:
  /// Flow`) `owner` is or adopts. A call of a common name (`start()`) on anything else is not
  /// followed further up.
  private func callsOwner(_ call: SwiftFacts.Call, _ owner: String) -> Bool {
    if call.base.isEmpty { return true }
    var type: String?
    if case .type(let name)? = call.baseRef {
      type = name
    } else if let index = call.callerParameters.firstIndex(of: call.base),
      index < call.callerParameterTypes.count
    {
      type = call.callerParameterTypes[index]
    }
    guard let type else { return false }
    return model.isA(owner, [type]) || model.isA(type, [owner])
  }

  /// The controller a coordinator's method pushes, presents or shows (the first), if any;
  /// else the controller it hands to a router's call that sets it as the stack's root or top
  /// (`router.setRootModule(list)`, `router.setRoot(list)`), the one the router shows next.
  private func shownController(in function: String?, of owner: String) -> ControllerRef? {
    guard let function else { return nil }
    if let site = model.sites.first(where: {
      $0.owner == owner && $0.function == function && $0.target != nil
        && [.push, .present, .show, .showDetail].contains($0.action)
    }) {
      return site.target
    }
    for call in callsByCaller["\(owner).\(function)"] ?? [] {
      for argument in call.arguments where handsController(argument) { return argument }
    }
    return nil
  }

  /// True when the argument is a controller the scan can name: a controller class of the
  /// files, or a factory of theirs it follows to one.
  private func handsController(_ argument: ControllerRef, depth: Int = 0) -> Bool {
    guard depth < 8 else { return false }  // a factory returning its own call
    var ignored: [String] = []
    switch argument {
    case .type(let name):
      return (model.declares(name) && model.isController(name))
        || !model.implementers(of: name).isEmpty
    case .made(let function, let type, _):
      guard let made = resolver.factory(function, type: type, assumed: &ignored) else {
        return false
      }
      return handsController(made, depth: depth + 1)
    case .routed(let route, let call):
      return resolver.routeTarget(route, call: call, assumed: &ignored) != nil
        || handsController(call, depth: depth + 1)
    case .storyboardID, .navigation: return true
    default: return false
    }
  }
}
