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

  static let kindKeys = ["vc", "navigation", "tab", "split", "container"]
  static let kindKeyKeys: [String: [String]] = [
    "vc": [], "navigation": ["stack"], "tab": ["tabs", "selected", "tabBarHidden"],
    "split": ["primary", "secondary"], "container": ["children"],
  ]
  static let kinds: [String: NameRegistry.Kind] = [
    "vc": .plain, "navigation": .navigation, "tab": .tab, "split": .split,
    "container": .container,
  ]
  static let optionKeys = [
    "class", "viewClass", "definesPresentationContext",
    "providesPresentationContextTransitionStyle", "modalTransitionStyle",
    "preferredContentSize", "hidesBottomBarWhenPushed", "modalInPresentation", "adaptive", "views",
    "frame",
    "background",
    "preferredTransition", "zoomSource",
  ]

  let context: ReadContext
  let position: Position
  private var reader: NodeReader { context.reader }

  /// The controller at `node`; `what` names its place for messages (e.g. `'root'`).
  func read(_ node: Node, for what: String, depth: Int = 0) throws(SceneError) -> ControllerSpec {
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
      return try readMapping(node, depth: depth)
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

  private func readMapping(_ node: Node, depth: Int) throws(SceneError) -> ControllerSpec {
    var map = try MappingReader(node, for: "a controller", what: "controller", reader: reader)
    let kindEntry = try map.single(
      among: Self.kindKeys,
      known: Self.kindKeys + Self.kindKeyKeys.values.flatMap { $0 } + Self.optionKeys,
      none: "controller has no kind key; expected one of: "
        + Self.kindKeys.joined(separator: ", "),
      many: { "controller has more than one kind key ('\($0)' and '\($1)'); use exactly one" })
    let kindKey = kindEntry.key
    let kind = Self.kinds[kindKey] ?? .plain
    map.what = kind.rawValue
    try map.checkKeys(
      allowed: [kindKey] + Self.optionKeys + (Self.kindKeyKeys[kindKey] ?? []),
      owners: Self.owners(except: kindKey))
    let name = try reader.name(kindEntry.value, for: "'\(kindKey)'")
    try context.define(name, kind: kind, at: kindEntry.value)
    var options = try OptionsReader(context: context).read(map)
    if let className = options.className { context.classes[name] = className }
    if kindKey == "tab" {
      options.tabBarHidden = try map.optionalBool("tabBarHidden") ?? false  // TB-12
    }
    let specKind = try readKind(kindKey, map: map, name: name, depth: depth)
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
      let tabs = try children(map, "tabs", required: true, depth: depth)
      let selected = try map.optional("selected").map { (node) throws(SceneError) in
        try selector(node, tabs: tabs, name: name)
      }
      return .tab(tabs: tabs, selected: selected ?? .index(0))
    case "split":
      let primary = try read(map.required("primary"), for: "'primary'", depth: depth + 1)
      let secondary = try map.optional("secondary").map { (node) throws(SceneError) in
        try read(node, for: "'secondary'", depth: depth + 1)
      }
      return .split(primary: primary, secondary: secondary)
    case "container":
      return .container(children: try children(map, "children", required: false, depth: depth))
    default:
      return .plain
    }
  }

  /// `stack`, `tabs` or `children`: a sequence of controllers (at least one when required).
  private func children(
    _ map: MappingReader, _ key: String, required: Bool, depth: Int
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
      specs.append(try read(entry, for: "entries of '\(key)'", depth: depth + 1))
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

  /// For each kind's own keys, the kind it belongs to, except `kindKey`'s.
  private static func owners(except kindKey: String) -> [String: String] {
    var owners: [String: String] = [:]
    for (other, keys) in kindKeyKeys where other != kindKey {
      for key in keys { owners[key] = (kinds[other]?.rawValue ?? other) + "s" }
    }
    return owners
  }
}
