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
      return resolver.routeTarget(route, call: call, assumed: &ignored) == nil
        ? unfollowed(call) : nil
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
      } else if let host = host(of: owner, receiver: last) {
        // A section or cell controller's `viewController`: the controller that makes it.
        ref = .type(host.name)
        onOwner = false
        assumed.append(hostSaid(host, text: "`\(text)` in \(owner)", owner: owner))
      } else if let classes = model.storedClasses[last], classes.count == 1,
        let only = classes.first, only != "UIViewController",
        model.isA(only, ["UIViewController"]) || only.hasSuffix("Controller")
      {
        // A property of that name in the files holds one class of controller (a property
        // typed `UIViewController` names none).
        ref = .type(only)
        onOwner = false
        assumed.append("`\(text)` is taken for the \(only) a property `\(last)` of the files holds")
      } else if let named = classNamed(text) {
        // A closure's parameter (`{ webViewController in webViewController.present(…) }`).
        ref = .type(named)
        onOwner = false
        assumed.append("`\(text)` is taken for a \(named), the controller class of its name")
      } else {
        assumed.append(
          "the call is made on `\(text)`, which the scan cannot follow: \(owner) stands for it")
      }
    case .some(let receiver):
      ref = receiver
      onOwner = false
      if receiver == .type("UIViewController"), let host = host(of: owner, receiver: nil) {
        // A property typed `UIViewController` the object is handed: its maker's controller.
        ref = .type(host.name)
        assumed.append(hostSaid(host, text: "the UIViewController \(owner) holds", owner: owner))
      } else if receiver == .type("UIViewController"), site.via != nil, model.isController(owner) {
        // A flow's `presentedOn: UIViewController`, played where a controller calls it.
        ref = .type(owner)
        assumed.append(
          "the call is made on a UIViewController the scan cannot name: \(owner), where the call starts, stands for it"
        )
      }
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

  /// The controller whose code makes `owner` (an object that is no controller, such as a list
  /// section controller, presenting on a `viewController` it is handed), following up to three
  /// makers that are not controllers; nil when the property names a class of its own.
  func host(of owner: String, receiver: String?) -> (name: String, others: [String])? {
    guard !model.isController(owner), !owner.hasSuffix("ViewController"),
      !owner.hasSuffix("Controller") || model.declares(owner)
    else { return nil }
    if let receiver {
      guard Self.hostProperties.contains(receiver),
        (model.storedClasses[receiver] ?? []).allSatisfy({ $0 == "UIViewController" })
      else { return nil }
    }
    var level = [owner]
    var seen: Set<String> = [owner]
    for _ in 0..<3 {
      let makers = level.flatMap { model.makers[$0] ?? [] }.filter { seen.insert($0).inserted }
      // A class named `…ViewController` whose superclass is not in the folder is one too.
      let hosts = makers.filter {
        model.declares($0) && (model.isController($0) || $0.hasSuffix("ViewController"))
      }
      if let first = hosts.first { return (first, Array(hosts.dropFirst())) }
      level = makers
    }
    return nil
  }

  /// The names an object that is no controller gives the controller that hosts it.
  static let hostProperties: Set<String> = ["viewController", "hostViewController"]

  /// `addChild(AboutCoordinator(…))` of a type of the files that is no controller: a
  /// coordinator's own list of children, not UIKit's, said as skipped.
  func notAChild(_ site: SwiftSite, _ target: ControllerRef) -> ScanSkip? {
    guard case .type(let name) = target, model.declares(name), !model.isController(name),
      !name.hasSuffix("Controller")
    else { return nil }
    return ScanSkip(
      file: site.file, line: site.line,
      why: "`\(site.text)`: \(name) is no controller; its addChild is not UIKit's")
  }

  /// `top.present(self, …)` in an extension of a class the files do not declare
  /// (`extension UIViewController`): the controller shown is whatever the method is called on,
  /// from a presenter the method finds at run time; not followed to its callers, said.
  func presentsItselfUnfollowed(_ site: SwiftSite, owner: String, target: ControllerRef)
    -> ScanSkip?
  {
    guard target == .unknown("self"), !model.declares(owner), let function = site.function else {
      return nil
    }
    let count = (callsByFunction[function] ?? []).filter { !$0.base.isEmpty }.count
    let callers =
      count == 0
      ? "no Swift call of it is in the files (Objective-C callers are not read)"
      : "its \(count) Swift call(s) are not followed to the controllers they are made on"
    return ScanSkip(
      file: site.file, line: site.line,
      why:
        "`\(site.text)` in \(owner).\(function) presents the controller the method is called on: \(callers)"
    )
  }

  /// `WebViewController` for a bare name `webViewController` (a closure's parameter, a local
  /// the scan cannot follow) when the files declare a controller class of that name.
  func classNamed(_ text: String) -> String? {
    guard let first = text.first, first.isLowercase, text.hasSuffix("Controller"),
      text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    let name = first.uppercased() + text.dropFirst()
    return model.declares(name) && model.isController(name) ? name : nil
  }

  /// What a host stands for, said in `# assumed:`.
  func hostSaid(_ host: (name: String, others: [String]), text: String, owner: String) -> String {
    "\(text) is taken for \(host.name), the controller of the files whose code makes \(owner)"
      + (host.others.isEmpty ? "" : " (so do \(host.others.joined(separator: ", ")))")
  }
}
