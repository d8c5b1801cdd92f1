import TransitionEngine

/// Turns what the code and the storyboards name into `AppController`s: a class of the files
/// with what it sets on itself, a storyboard controller with its relationships (navigation
/// root, tab children), or an expression the scan cannot follow (said as assumed).
struct ControllerResolver {
  let model: AppModel

  /// UIKit's classes for the storyboard elements that have one.
  static let elementClasses: [String: String] = [
    "tableViewController": "UITableViewController",
    "collectionViewController": "UICollectionViewController",
    "pageViewController": "UIPageViewController",
    "hostingController": "UIHostingController",
    "splitViewController": "UISplitViewController",
    "avPlayerViewController": "AVPlayerViewController",
  ]

  /// `Detail` for `DetailViewController`, letters and digits only.
  static func stem(_ name: String) -> String {
    var stem = name
    for suffix in ["ViewController", "Controller"]
    where stem.hasSuffix(suffix) && stem.count > suffix.count {
      stem.removeLast(suffix.count)
      break
    }
    let kept = String(
      stem.unicodeScalars.filter {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
      }.map(Character.init))
    guard let first = kept.first else { return "Screen" }
    return first.isNumber ? "Screen" + kept : first.uppercased() + kept.dropFirst()
  }

  /// The controller a reference in the code names; `assumed` collects what was guessed.
  func controller(_ ref: ControllerRef, assumed: inout [String], depth: Int = 0) -> AppController {
    guard depth < 8 else { return unknown("…", assumed: &assumed) }
    switch ref {
    case .type(let name):
      if model.protocols.contains(name), let stand = model.implementers(of: name).first {
        // A property typed by a protocol several controllers adopt: one stands in, said.
        let all = model.implementers(of: name)
        if all.count > 1 {
          assumed.append(
            "`\(name)` is a protocol that \(all.joined(separator: ", ")) adopt: \(stand) stands in")
        }
        return controller(.type(stand), assumed: &assumed, depth: depth + 1)
      }
      if let (storyboard, found) = model.storyboardClasses[name] {
        return controller(storyboard, found, assumed: &assumed, depth: depth + 1)
      }
      if let shown = presentedController(of: name, assumed: &assumed) {
        return controller(shown, assumed: &assumed, depth: depth + 1)
      }
      return ofClass(name, assumed: &assumed, depth: depth)
    case .storyboardID(let id, let cast):
      if let (storyboard, found) = model.storyboardIDs[id] {
        return controller(storyboard, found, assumed: &assumed, depth: depth + 1)
      }
      assumed.append("the storyboard identifier \"\(id)\" is in no storyboard of the folder")
      if cast == nil, model.declares(id) { return ofClass(id, assumed: &assumed, depth: depth) }
      return cast.map { ofClass($0, assumed: &assumed, depth: depth) }
        ?? unknown(id, assumed: &assumed)
    case .initial(let name):
      let storyboard = model.storyboards.first {
        (name == nil || $0.name == name) && $0.initialController != nil
      }
      if let storyboard, let id = storyboard.initialController,
        let found = storyboard.controller(id: id)
      {
        return controller(storyboard, found, assumed: &assumed, depth: depth + 1)
      }
      return unknown(ref.label, assumed: &assumed)
    case .navigation(let root, let className):
      let inner = controller(root, assumed: &assumed, depth: depth + 1)
      return AppController(
        key: "nav(\(inner.key))", stem: inner.stem + "Nav",
        className: className == "UINavigationController" ? nil : className,
        kind: .navigation(inner))
    case .tab(let children, let className):
      if children.isEmpty, model.types[className]?.tabChildren != nil {
        // `KitchenTabBarController()`: the tabs its own `viewControllers = […]` sets.
        return ofClass(className, assumed: &assumed, depth: depth)
      }
      let tabs = children.map { controller($0, assumed: &assumed, depth: depth + 1) }
      return AppController(
        key: className == "UITabBarController"
          ? "tabs(\(tabs.map(\.key).joined(separator: ",")))" : className,
        stem: "Tabs", className: className == "UITabBarController" ? nil : className,
        kind: .tab(tabs))
    case .alert:
      return AppController(key: "UIAlertController", stem: "Alert", className: nil)
    case .made(let function, let type, let text):
      guard let ref = factory(function, type: type, assumed: &assumed) else {
        return unknown(text, assumed: &assumed)
      }
      return controller(ref, assumed: &assumed, depth: depth + 1)
    case .columnSplit(let style, let columns):
      var resolved: [SplitColumn: AppController] = [:]
      for (name, ref) in columns {
        guard let column = SplitColumn(rawValue: name) else { continue }
        resolved[column] = controller(ref, assumed: &assumed, depth: depth + 1)
      }
      return AppController(
        key:
          "split(\(resolved.sorted { $0.key.rawValue < $1.key.rawValue }.map(\.value.key).joined(separator: ","))",
        stem: "Split", className: nil,
        kind: .columnSplit(style: SplitStyle(rawValue: style) ?? .doubleColumn, columns: resolved))
    case .routed(let route, let call):
      guard let found = routeTarget(route, call: call, assumed: &assumed) else {
        return controller(call, assumed: &assumed, depth: depth + 1)
      }
      return controller(found, assumed: &assumed, depth: depth + 1)
    case .unknown(let text):
      return unknown(text, assumed: &assumed)
    }
  }

  /// What a call of a function of the files makes: the function of that name declared in
  /// `type` (or its superclasses and protocols, a `Self` return making a `type`), else the
  /// only type of the files declaring it, else the first in file order, said. Nil when no
  /// function of the files of that name returns a controller.
  func factory(_ function: String, type: String?, assumed: inout [String]) -> ControllerRef? {
    let all = model.returns[function] ?? []
    guard !all.isEmpty else { return nil }
    let lineage = type.map { model.lineage($0) } ?? []
    let ofType = all.filter { found in
      found.owner.map { owner in
        lineage.contains(owner) || type.map { model.isA($0, [owner]) } == true
      } ?? false
    }
    let candidates = ofType.isEmpty ? all : ofType
    let owners = Set(candidates.map { $0.owner ?? "" })
    guard let chosen = candidates.first(where: { !Self.isUnknown($0.ref) }) ?? candidates.first
    else { return nil }
    if owners.count > 1 {
      assumed.append(
        "\(function)() is declared by \(owners.sorted().joined(separator: ", ")): \(chosen.owner ?? "a free function")'s stands in"
      )
    }
    if chosen.returnType == "Self", let type { return .type(type) }
    // Inside the factory, a bare call (`instanceFromStoryboard()`) and `Self` mean the type
    // the call was made on, or the factory's own.
    let context = type ?? chosen.owner
    if case .made(let inner, nil, let text) = chosen.ref {
      return .made(function: inner, type: context, text: text)
    }
    if chosen.ref == .type("Self") { return context.map(ControllerRef.type) }
    if Self.isUnknown(chosen.ref) {
      let declared = chosen.returnType
      guard declared.first?.isUppercase == true, declared != "UIViewController",
        declared != "Self"
      else { return nil }
      return .type(declared)
    }
    return chosen.ref
  }

  static func isUnknown(_ ref: ControllerRef) -> Bool {
    if case .unknown = ref { return true }
    return false
  }

  private func unknown(_ text: String, assumed: inout [String]) -> AppController {
    let word = text.split { !($0.isLetter || $0.isNumber) }.last.map(String.init) ?? "Screen"
    assumed.append("`\(text)`: the scan cannot tell its class; a plain UIViewController stands in")
    return AppController(key: "?" + text, stem: Self.stem(word), className: nil)
  }

  /// A class of the files (or UIKit's), with what it sets on itself.
  private func ofClass(_ name: String, assumed: inout [String], depth: Int) -> AppController {
    var result = AppController(key: name, stem: Self.stem(name), className: name)
    guard let fact = model.types[name] else { return result }
    result.origin = "\(fact.file):\(fact.line)"
    result.definesPresentationContext = fact.definesPresentationContext
    result.hidesBottomBarWhenPushed = fact.hidesBottomBarWhenPushed
    result.modalTransitionStyle = fact.ownTransition.flatMap(ModalTransitionStyle.init(rawValue:))
    if let children = fact.tabChildren, model.isA(name, ["UITabBarController"]) {
      result.kind = .tab(children.map { controller($0, assumed: &assumed, depth: depth + 1) })
    }
    return result
  }
}
