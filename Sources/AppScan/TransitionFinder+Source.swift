extension TransitionFinder {
  /// The text of a call the scan cannot follow to a controller (code not in the folder, a
  /// factory or route the files do not return a controller for), nil when it can.
  func unfollowed(_ target: ControllerRef) -> String? {
    var ignored: [String] = []
    switch target {
    case .unknown(let text) where text.contains("("): return text
    case .made(let function, let type, let text):
      return resolver.factory(function, type: type, assumed: &ignored) == nil ? text : nil
    case .routed(let route, let call):
      return resolver.routeTarget(route, assumed: &ignored) == nil ? unfollowed(call) : nil
    default: return nil
    }
  }

  /// The controller a call starts its transition from: the one it is made on
  /// (`self.homeController.present(…)`; `window?.rootViewController?.present(…)` is the
  /// app's root), else the type it is written in.
  func source(of site: SwiftSite, owner: String, assumed: inout [String]) -> AppController {
    var ref = ControllerRef.type(owner)
    var onOwner = true
    switch site.receiver {
    case .none: break
    case .unknown(let text)?:
      let last = text.split(separator: ".").last.map(String.init) ?? text
      if last == "rootViewController", let root {
        return root.controller
      } else if let classes = model.storedClasses[last], classes.count == 1,
        let only = classes.first,
        model.isA(only, ["UIViewController"]) || only.hasSuffix("Controller")
      {
        // A property of that name in the files holds one class of controller.
        ref = .type(only)
        onOwner = false
        assumed.append("`\(text)` is taken for the \(only) a property `\(last)` of the files holds")
      } else {
        assumed.append(
          "the call is made on `\(text)`, which the scan cannot follow: \(owner) stands for it")
      }
    case .some(let receiver):
      ref = receiver
      onOwner = false
    }
    var source = resolver.controller(ref, assumed: &assumed)
    if onOwner, !model.isA(owner, ["UIViewController"]) && !owner.hasSuffix("Controller") {
      assumed.append(
        "the call is made in \(owner), not in a controller: \(source.stem) stands for the controller it is made on"
      )
      source.className = nil
    }
    return source
  }
}
