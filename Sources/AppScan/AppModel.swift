/// Everything the scan read in the app's folder, joined: the Swift types by name (a class
/// with its extensions), the storyboards, and which storyboard is the main one.
struct AppModel {
  var swift: [SwiftFacts]
  var storyboards: [Storyboard]
  /// The main storyboard's name from Info.plist (`UIMainStoryboardFile`, or the scene
  /// configuration's `UISceneStoryboardFile`), and the plist's path.
  var mainStoryboard: (name: String, plist: String)?
  /// The types, their declarations merged (a class and its extensions, in file order).
  private(set) var types: [String: SwiftFacts.TypeFact] = [:]
  /// Storyboard controllers by storyboard identifier.
  /// The Swift files' facts by path.
  private(set) var byFile: [String: SwiftFacts] = [:]
  private(set) var storyboardIDs: [String: (Storyboard, Storyboard.Controller)] = [:]
  /// The first storyboard controller (not a reference) of each custom class.
  private(set) var storyboardClasses: [String: (Storyboard, Storyboard.Controller)] = [:]
  /// Every segue identifier of the storyboards.
  private(set) var segueIdentifiers: Set<String> = []
  /// Every call site of the Swift files, in file order.
  private(set) var sites: [SwiftSite] = []
  /// The classes the types' stored properties of each name hold (`appViewController`).
  private(set) var storedClasses: [String: Set<String>] = [:]
  /// What the functions of the files return, by function name, in file order.
  private(set) var returns: [String: [SwiftFacts.FunctionReturn]] = [:]
  /// The returns written under a `switch` case, by the case's name (`detail` for `case
  /// .detail: return DetailViewController()`), in file order.
  private(set) var routeReturns: [String: [SwiftFacts.FunctionReturn]] = [:]
  /// Each enum case of the files (`Route.detail`) with its labels (`name:`, "" for none).
  private(set) var enumCases: [String: String] = [:]
  /// The protocols the files declare.
  private(set) var protocols: Set<String> = []
  /// The types whose code makes each type (`Host` for `Section()` written in `Host`), in file
  /// order, each once.
  private(set) var makers: [String: [String]] = [:]

  init(swift: [SwiftFacts], storyboards: [Storyboard], mainStoryboard: (String, String)?) {
    self.swift = swift
    self.storyboards = storyboards
    self.mainStoryboard = mainStoryboard.map { (name: $0.0, plist: $0.1) }
    for file in swift {
      byFile[file.file] = file
      for fact in file.types { merge(fact) }
      sites += file.sites
      enumCases.merge(file.enumCases) { old, _ in old }
      for found in file.returns {
        returns[found.function, default: []].append(found)
        if let route = found.route { routeReturns[route, default: []].append(found) }
      }
      protocols.formUnion(file.protocols)
      for (made, owners) in file.makers.sorted(by: { $0.key < $1.key }) {
        for owner in owners where !(makers[made]?.contains(owner) ?? false) {
          makers[made, default: []].append(owner)
        }
      }
    }
    for fact in types.values {
      for (name, ref) in fact.stored {
        if case .type(let type) = ref { storedClasses[name, default: []].insert(type) }
      }
    }
    for storyboard in storyboards {
      for controller in storyboard.controllers {
        if let id = controller.storyboardIdentifier, storyboardIDs[id] == nil {
          storyboardIDs[id] = (storyboard, controller)
        }
        if let name = controller.customClass, !controller.placeholder,
          storyboardClasses[name] == nil
        {
          storyboardClasses[name] = (storyboard, controller)
        }
        segueIdentifiers.formUnion(controller.segues.compactMap(\.identifier))
      }
    }
  }

  private mutating func merge(_ declaration: SwiftFacts.TypeFact) {
    guard var known = types[declaration.name] else {
      types[declaration.name] = declaration
      return
    }
    var fact = declaration
    // The class itself leads (its superclass first, its file and line), whichever file of its
    // extensions came first.
    if known.isExtension && !fact.isExtension { swap(&known, &fact) }
    known.inherited += fact.inherited
    known.methods.merge(fact.methods) { old, _ in old }
    known.unwindSelectors += fact.unwindSelectors
    known.seguePreparations += fact.seguePreparations
    known.stored.merge(fact.stored) { old, _ in old }
    known.storedText.merge(fact.storedText) { old, _ in old }
    known.ownStyle = known.ownStyle ?? fact.ownStyle
    known.ownTransition = known.ownTransition ?? fact.ownTransition
    known.ownDelegate = known.ownDelegate ?? fact.ownDelegate
    known.navigationDelegate = known.navigationDelegate ?? fact.navigationDelegate
    known.definesPresentationContext =
      known.definesPresentationContext || fact.definesPresentationContext
    known.hidesBottomBarWhenPushed = known.hidesBottomBarWhenPushed || fact.hidesBottomBarWhenPushed
    if known.tabChildren == nil {
      known.tabChildren = fact.tabChildren
      known.tabChildrenLine = fact.tabChildrenLine
    }
    types[fact.name] = known
  }

  /// A class declared in the files (not only extended).
  func declares(_ name: String) -> Bool {
    types[name].map { !$0.isExtension } ?? false
  }

  /// `name` and its superclasses, as far as the files declare them (at most 16).
  func lineage(_ name: String) -> [String] {
    var chain = [name]
    var current = name
    while chain.count < 16, let next = types[current]?.inherited.first, !chain.contains(next) {
      chain.append(next)
      current = next
    }
    return chain
  }

  /// True when the type is (or inherits, as far as the files say) one of `bases`, or adopts
  /// one of them as a protocol.
  func isA(_ name: String, _ bases: Set<String>) -> Bool {
    for type in lineage(name) {
      if bases.contains(type) { return true }
      if let fact = types[type], fact.inherited.contains(where: bases.contains) { return true }
    }
    return false
  }

  /// True when the type is a view controller as far as the files say (a UIKit controller
  /// class, or a class whose superclasses lead to one).
  func isController(_ name: String) -> Bool {
    lineage(name).contains {
      $0.hasPrefix("UI") && $0.hasSuffix("Controller") && $0 != "UIPresentationController"
    } || isA(name, ["UIViewController"])
  }

  /// The controller classes of the files that adopt the protocol `name`, sorted.
  func implementers(of name: String) -> [String] {
    types.values.filter { !$0.isExtension && $0.inherited.contains(name) && isController($0.name) }
      .map(\.name).sorted()
  }

  /// The files that declare `name` and its superclasses of the files.
  func files(of name: String) -> [String] {
    lineage(name).compactMap { types[$0].flatMap { $0.isExtension ? nil : $0.file } }
  }

  /// The roles of the app's own objects a transition runs: the files of a type of one of
  /// these are followed from the files that mention it.
  static let helperRoles: Set<String> = [
    "UIViewControllerAnimatedTransitioning", "UIViewControllerTransitioningDelegate",
    "UIPresentationController", "UIViewControllerInteractiveTransitioning",
    "UIPercentDrivenInteractiveTransition", "UIStoryboardSegue", "UINavigationControllerDelegate",
    "UITabBarControllerDelegate",
  ]

  /// `files` and the files of the helper types they mention (animators, presentation
  /// controllers, …), followed up to four files deep, at most 24 files.
  func withHelpers(_ files: [String]) -> [String] {
    var result = files
    var index = 0
    while index < result.count, result.count < 24 {
      let file = result[index]
      index += 1
      guard let facts = byFile[file] else { continue }
      for name in facts.mentions.sorted() where declares(name) && isA(name, Self.helperRoles) {
        for found in self.files(of: name) where !result.contains(found) { result.append(found) }
      }
    }
    return result
  }

  /// The class whose `@IBAction` answers an unwind selector (`unwindToHome:`). A storyboard
  /// of Swift 1 and 2 names `func unwindToHome(sender: UIStoryboardSegue)` `unwindToHome:`,
  /// where Swift 3 and later make it `unwindToHomeWithSender:`: when no selector is the same,
  /// one of the same base name answers.
  func unwindTarget(_ selector: String) -> String? {
    let exact = types.values.filter { $0.unwindSelectors.contains(selector) }
    if let name = exact.map(\.name).sorted().first { return name }
    guard selector.hasSuffix(":"), !selector.dropLast().contains(":") else { return nil }
    let base = selector.dropLast()
    return types.values.filter {
      $0.unwindSelectors.contains { $0.hasPrefix(base + "With") }
    }.map(\.name).sorted().first
  }

  /// The storyboard the app starts with: Info.plist's, else one named Main.
  var launchStoryboard: Storyboard? {
    if let main = mainStoryboard {
      return storyboards.first { $0.name == main.name && $0.initialController != nil }
    }
    return nil
  }

  /// Every class the Swift files declare that are navigation or tab bar controllers.
  var navigationClasses: Set<String> {
    Set(types.keys.filter { isA($0, ["UINavigationController"]) })
  }
}
