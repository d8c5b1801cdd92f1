import TransitionEngine
import Yams

/// Reads controllers: a bare name, or a mapping with exactly one kind key plus that kind's
/// keys and the common options (Scenes/README.md, Controllers).
struct ControllerReader {
  /// Where the controller is written: in `root`'s tree a repeated bare name is a duplicate;
  /// in a step it refers to the existing controller.
  enum Position {
    case root
    case step
  }

  static let kindKeys = ["vc", "navigation", "tab", "split", "container", "pageView"]
  static let kindKeyKeys: [String: [String]] = [
    "vc": [], "navigation": ["stack"] + navigationBarKeys,
    "tab": [
      "tabs", "selected", "tabBarHidden", "mode", "selectedTab", "minimizeBehavior",
      "bottomAccessory",
    ],
    "split": [
      "primary", "secondary", "style", "supplementary", "compact", "inspector",
      "topColumnForCollapsing", "collapseSecondary",
    ],
    "container": ["children"],
    "pageView": ["pages", "transitionStyle"],
  ]
  static let kinds: [String: NameRegistry.Kind] = [
    "vc": .plain, "navigation": .navigation, "tab": .tab, "split": .split,
    "container": .container, "pageView": .page,
  ]
  static let optionKeys =
    [
      "class", "viewClass", "definesPresentationContext",
      "providesPresentationContextTransitionStyle", "modalTransitionStyle",
      "preferredContentSize", "hidesBottomBarWhenPushed", "modalInPresentation", "shouldDismiss",
      "adaptive",
      "views",
      "frame",
      "background",
      "preferredTransition", "zoomSource",
    ] + barOptionKeys + LifecycleHookReader.keys

  let context: ReadContext
  let position: Position
  var reader: NodeReader { context.reader }

  /// The key only an entry of a tab controller's `tabs` may carry (TB-11).
  static let tabEntryKey = "tabGroup"

  /// The controller at `node`; `what` names its place for messages (e.g. `'root'`);
  /// `tabEntry` when it is an entry of a tab controller's `tabs` (it may be a `tabGroup`).
  func read(_ node: Node, for what: String, depth: Int = 0, tabEntry: Bool = false)
    throws(SceneError) -> ControllerSpec
  {
    if depth > InputLimits.maxControllerDepth {
      throw reader.error(
        "controllers are nested too deeply (more than \(InputLimits.maxControllerDepth) levels)",
        at: node)
    }
    try context.countControllerOrView(at: node)
    switch node {
    case .scalar where !NodeReader.isNull(node):
      return try readBareName(node, for: what)
    case .mapping:
      return try readMapping(node, depth: depth, tabEntry: tabEntry)
    default:
      throw reader.error(
        "expected a controller (a name or a mapping) for \(what), "
          + "found \(NodeReader.describe(node))", at: node)
    }
  }

  private func readBareName(_ node: Node, for what: String) throws(SceneError) -> ControllerSpec {
    let name = try reader.name(node, for: what)
    if position == .root || context.names[name] == nil {
      try context.define(name, kind: .plain, at: node)
    }
    return ControllerSpec(
      name: name, kind: .plain, isBareName: true, location: reader.location(of: node))
  }

  private func readMapping(_ node: Node, depth: Int, tabEntry: Bool) throws(SceneError)
    -> ControllerSpec
  {
    var map = try MappingReader(node, for: "a controller", what: "controller", reader: reader)
    let kindEntry = try map.single(
      among: Self.kindKeys,
      known: Self.kindKeys + Self.kindKeyKeys.values.flatMap { $0 } + Self.optionKeys
        + [Self.tabEntryKey],
      none: "controller has no kind key; expected one of: "
        + Self.kindKeys.joined(separator: ", "),
      many: { "controller has more than one kind key ('\($0)' and '\($1)'); use exactly one" })
    let kindKey = kindEntry.key
    let kind = Self.kinds[kindKey] ?? .plain
    map.what = kind.rawValue
    var owners = Self.owners(except: kindKey)
    owners[Self.tabEntryKey] = "the entries of a tab controller's 'tabs'"
    try LifecycleHookReader.checkCallbackKeys(map)
    try map.checkKeys(
      allowed: [kindKey] + Self.optionKeys + (Self.kindKeyKeys[kindKey] ?? [])
        + (tabEntry ? [Self.tabEntryKey] : []),
      owners: owners)
    let name = try reader.name(kindEntry.value, for: "'\(kindKey)'")
    try context.define(name, kind: kind, at: kindEntry.value)
    var options = try OptionsReader(context: context).read(map)
    options.lifecyclePresents = try LifecycleHookReader(context: context).read(
      map, controller: name)
    if let className = options.className {
      context.classes[name] = className
      // LC-1, A-5: the planner asks the app's code at each callback UIKit sends this class;
      // what its overrides present and add is made when the planner creates it.
      options.hasSwiftOverrides =
        context.startedSwift?.hasControllerOverrides(ofClass: className)
        == true
      if options.hasSwiftOverrides {
        context.asksApp = true
        context.codeMayMakeControllers = true
      }
    }
    try readBarOptions(map, host: name, into: &options)
    if kindKey == "navigation" { try readNavigationBars(map, into: &options) }
    if kindKey == "pageView" { options.pageStyle = try pageStyle(map) }  // K-10
    if kindKey == "split", let node = map.optional("collapseSecondary") {  // SV-11
      options.collapseSecondary = try collapseAnswer(node)
    }
    if kindKey == "tab" {
      options.tabBarHidden = try map.optionalBool("tabBarHidden") ?? false  // TB-12
      if let node = map.optional("mode") {  // TB-11
        options.uiTab.mode = try reader.choice(
          node, as: TabBarMode.self, noun: "tab bar mode", for: "'mode'")
      }
      if let node = map.optional("minimizeBehavior") {  // TB-13
        options.uiTab.minimizeBehavior = try reader.choice(
          node, as: TabBarMinimizeBehavior.self, noun: "minimize behavior",
          for: "'minimizeBehavior'")
      }
      if let node = map.optional("bottomAccessory") {  // TB-13
        options.uiTab.bottomAccessory = try reader.name(node, for: "'bottomAccessory'")
      }
    }
    if tabEntry, let node = map.optional(Self.tabEntryKey) {
      options.uiTab.group = try tabGroup(node)
    }
    let declaredKind = try readKind(kindKey, map: map, name: name, depth: depth)
    var specKind = declaredKind
    if case .tab(let tabs, _) = specKind, let node = map.optional("selectedTab") {
      if let selected = map.optional("selected") {
        throw reader.error(
          "'\(name)' has both 'selected' and 'selectedTab'; use one of them", at: selected)
      }
      let (tab, root) = try selectedTab(node, tabs: tabs, name: name)
      options.uiTab.selectedTab = tab
      specKind = .tab(tabs: tabs, selected: .name(root))
    }
    return ControllerSpec(
      name: name, kind: specKind, options: options, location: reader.location(of: node))
  }

  private func readKind(
    _ kindKey: String, map: MappingReader, name: String, depth: Int
  ) throws(SceneError) -> ControllerSpec.Kind {
    switch kindKey {
    case "navigation":
      return .navigation(stack: try children(map, "stack", required: true, depth: depth))
    case "tab":
      let tabs = try children(map, "tabs", required: true, depth: depth, tabEntries: true)
      let selected = try map.optional("selected").map { (node) throws(SceneError) in
        try selector(node, tabs: tabs, name: name)
      }
      return .tab(tabs: tabs, selected: selected ?? .index(0))
    case "split":
      return try readSplit(map, name: name, depth: depth)
    case "container":
      return .container(children: try children(map, "children", required: false, depth: depth))
    case "pageView":
      return .container(children: try pages(map, depth: depth))
    default:
      return .plain
    }
  }

  /// `pages: [Page1]` of a `pageView` (K-10): the one page it shows at launch.
  private func pages(_ map: MappingReader, depth: Int) throws(SceneError) -> [ControllerSpec] {
    let pages = try children(map, "pages", required: true, depth: depth)
    if pages.count > 1, let node = map.optional("pages") {
      throw reader.error(
        "'pages' lists \(pages.count) controllers, but a page view controller shows one page "
          + "here (two-page spreads, spineLocation .mid, are not modelled)", at: node)
    }
    return pages
  }

  /// `transitionStyle: scroll | pageCurl` of a `pageView` (K-10); UIKit's default is
  /// pageCurl.
  private func pageStyle(_ map: MappingReader) throws(SceneError) -> PageTransitionStyle {
    guard let node = map.optional("transitionStyle") else { return .pageCurl }
    return try reader.choice(
      node, as: PageTransitionStyle.self, noun: "page transition style", for: "'transitionStyle'")
  }

  /// `stack`, `tabs` or `children`: a sequence of controllers (at least one when required).
  private func children(
    _ map: MappingReader, _ key: String, required: Bool, depth: Int, tabEntries: Bool = false
  ) throws(SceneError) -> [ControllerSpec] {
    let node: Node
    if required {
      node = try map.required(key)
    } else if let value = map.optional(key) {
      node = value
    } else {
      return []
    }
    let entries = try reader.sequence(node, for: "'\(key)'")
    if required && entries.isEmpty {
      throw reader.error("'\(key)' must list at least one controller", at: node)
    }
    var specs: [ControllerSpec] = []
    for entry in entries {
      specs.append(
        try read(entry, for: "entries of '\(key)'", depth: depth + 1, tabEntry: tabEntries))
    }
    return specs
  }

  /// `selected:`: an index into `tabs` or the name of one of them.
  private func selector(
    _ node: Node, tabs: [ControllerSpec], name: String
  ) throws(SceneError) -> TabSelector {
    if let index = NodeReader.plainInteger(node) {
      guard tabs.indices.contains(index) else {
        throw reader.error(
          "'selected' index \(index) is out of range ('\(name)' has \(tabs.count) "
            + (tabs.count == 1 ? "tab)" : "tabs)"), at: node)
      }
      return .index(index)
    }
    let selected = try reader.name(node, for: "'selected'")
    let names = tabs.map(\.name)
    guard names.contains(selected) else {
      throw reader.error(
        "'selected' must be an index or the name of one of the tabs of '\(name)' ("
          + names.joined(separator: ", ") + "), found '\(selected)'", at: node)
    }
    return .name(selected)
  }

  /// `tabGroup: [Albums, Artists]`: the names of a `UITabGroup`'s child tabs (TB-11).
  private func tabGroup(_ node: Node) throws(SceneError) -> [String] {
    let entries = try reader.sequence(node, for: "'\(Self.tabEntryKey)'")
    if entries.isEmpty {
      throw reader.error("'\(Self.tabEntryKey)' must list at least one child tab", at: node)
    }
    var names: [String] = []
    for entry in entries {
      let name = try reader.name(entry, for: "entries of '\(Self.tabEntryKey)'")
      try context.defineChildTab(name, at: entry)
      names.append(name)
    }
    return names
  }

  /// `selectedTab:` (TB-11): a tab's controller, or a child tab of one of the groups; returns
  /// it with the tab whose controller shows for it.
  private func selectedTab(
    _ node: Node, tabs: [ControllerSpec], name: String
  ) throws(SceneError) -> (tab: String, root: String) {
    let selected = try reader.name(node, for: "'selectedTab'")
    if tabs.contains(where: { $0.name == selected }) { return (selected, selected) }
    if let group = tabs.first(where: { $0.options.uiTab.group?.contains(selected) == true }) {
      return (selected, group.name)
    }
    let names = tabs.flatMap { [$0.name] + ($0.options.uiTab.group ?? []) }
    throw reader.error(
      "'selectedTab' must name one of the tabs of '\(name)' or a child tab of its groups ("
        + names.joined(separator: ", ") + "), found '\(selected)'", at: node)
  }

  /// For each kind's own keys, the kind it belongs to, except `kindKey`'s.
  private static func owners(except kindKey: String) -> [String: String] {
    var owners: [String: String] = [:]
    for (other, keys) in kindKeyKeys where other != kindKey {
      for key in keys { owners[key] = (kinds[other]?.rawValue ?? other) + "s" }
    }
    return owners
  }
}
