extension TransitionFinder {
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
