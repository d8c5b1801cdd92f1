extension TransitionFinder {
  /// The calls of the functions that present, push or show their parameter (`presentSheet(x)`):
  /// each is the wrapper's transition, on the caller's controller, with the argument as its
  /// destination and what the wrapper sets on it. A wrapper no call reaches is skipped, said.
  mutating func addWrapperCalls() {
    var wrappers: [String: [SwiftFacts.Wrapper]] = [:]
    for file in model.swift {
      for wrapper in file.wrappers { wrappers[wrapper.function, default: []].append(wrapper) }
    }
    guard !wrappers.isEmpty else { return }
    var called: Set<SwiftSite> = []
    for file in model.swift {
      for call in file.calls {
        // Several routers of the files may declare the method (`push(_:animated:)` in two
        // classes behind one protocol): the call is one transition, played by the first.
        var played: Set<SwiftSite.Action> = []
        for wrapper in wrappers[call.function] ?? []
        where wrapper.parameter < call.arguments.count {
          let target = call.arguments[wrapper.parameter]
          // One overload handing its parameter to another (`push(module, animated: true)` in
          // the router itself, or in a protocol extension) is the wrapper, not a call of it.
          if call.owner == wrapper.site.owner, case .unknown = target { continue }
          if case .unknown(let text) = target, call.callerParameters.contains(text) { continue }
          // `coordinator.present(animated: true)`: a literal is no controller, another method.
          if case .unknown(let text) = target, ["true", "false", "nil"].contains(text) { continue }
          called.insert(wrapper.site)
          guard var site = narrowed(wrapper.site, at: call),
            played.insert(wrapper.site.action).inserted
          else { continue }
          site.owner = call.owner
          site.target = target
          if presentsOnHeldStack(wrapper) { site.receiver = nil }
          if wrapper.presentsItself {
            // `picker.present(from: self)`: the picker is shown, from the argument.
            guard let shown = call.baseRef, !ControllerResolver.isUnknown(shown) else { continue }
            site.target = shown
            site.receiver = target == .unknown("self") ? nil : target
          }
          site.file = call.file
          site.line = call.line
          site.text = call.text
          site.function = call.caller
          site.via = "\(wrapper.function), \(wrapper.site.file):\(wrapper.site.line)"
          if wrapper.afterFirstCall { site.stackBranch = wrapper.site.owner }
          site = Self.settled(site, in: wrapper.function)
          add(site)
        }
      }
    }
    // A wrapper that overloads UIKit's own method (`pushViewController(_:animated:completion:)`
    // in an extension, a router's `present(_ item:animated:completion:)`) is called where a
    // site of the files calls that name: the site is read as the transition it starts.
    let sites = model.sites.map(\.text) + wrappers.values.flatMap { $0.map(\.site.text) }
    for list in wrappers.values {
      for wrapper in list where !called.contains(wrapper.site) {
        if let site = previewCommit(wrapper) {
          add(site)
          continue
        }
        let name = wrapper.function + "("
        if sites.contains(where: {
          $0 != wrapper.site.text && ($0.hasPrefix(name) || $0.contains("." + name))
        }) {
          continue
        }
        skipped.append(
          ScanSkip(
            file: wrapper.site.file, line: wrapper.site.line,
            why:
              "`\(wrapper.site.text)` in \(wrapper.function) starts a transition on its parameter: no call of it is in the files"
          ))
      }
    }
  }

  /// A router (no controller) presenting on the navigation or tab bar controller it holds
  /// (`stack?.present(controller, …)`): the stack is the one its caller handed it, so the
  /// caller's controller, not a new navigation controller, is where the present starts.
  private func presentsOnHeldStack(_ wrapper: SwiftFacts.Wrapper) -> Bool {
    guard wrapper.site.action == .present, !wrapper.presentsItself,
      let owner = wrapper.site.owner, !model.isController(owner),
      case .type(let held)? = wrapper.site.receiver
    else { return false }
    return model.isA(held, ["UINavigationController", "UITabBarController"])
  }

  /// `previewingContext(_:commit:)` showing the controller it is handed: UIKit hands it the
  /// controller the same type's `previewingContext(_:viewControllerForLocation:)` returned
  /// (UIViewControllerPreviewingDelegate), so that return is the destination.
  private func previewCommit(_ wrapper: SwiftFacts.Wrapper) -> SwiftSite? {
    guard wrapper.function == "previewingContext", wrapper.parameter == 1,
      let peeked = model.returns[wrapper.function]?.first(where: {
        $0.owner == wrapper.site.owner && !ControllerResolver.isUnknown($0.ref)
      })
    else { return nil }
    var site = wrapper.site
    site.target = peeked.ref
    site.function = nil
    site.via =
      "the controller previewingContext(_:viewControllerForLocation:) returns, line \(peeked.line)"
    return site
  }
}
