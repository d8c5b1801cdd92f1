import TransitionEngine

/// The controllers the app's code makes in one planning of a scene (issue 32): the planner
/// hands it each controller of a class of the files as the world creates it, and it runs that
/// class's appearance overrides for what they present, the children `viewDidLoad` adds and
/// the background it gives the view (P-10–P-12, K-1, M-7, T-4), naming each controller the
/// code makes as the scene reader once did, against the world's names at that moment.
public final class CodeMadeControllers {
  /// What `className`'s overrides do for the controller named by the second argument; nil
  /// when they do nothing the planner places.
  public typealias Overrides = (_ className: String, _ controller: String) -> ControllerOverrides?

  let overrides: Overrides
  let hasOverrides: (String) -> Bool
  /// The names the code made so far, with their kinds, and every class known by name.
  private var made = NameRegistry()
  var classes: [String: String] = [:]
  /// The controllers whose overrides already ran (a controller the code made is settled as
  /// it is made, before the world creates it).
  private var settled: Set<String> = []
  /// The world's controllers when the planner asked, with their classes ("" for none).
  private var world: [String: String] = [:]

  public init(overrides: @escaping Overrides, hasOverrides: @escaping (String) -> Bool) {
    self.overrides = overrides
    self.hasOverrides = hasOverrides
  }

  /// `spec` as the app's code makes it: its overrides' presents as lifecycle hooks, the
  /// children its `viewDidLoad` adds (a plain controller becomes a container), the background
  /// and the `not modelled` lines. `world` maps each controller of the world to its class.
  public func settle(_ spec: ControllerSpec, world: [String: String]) -> ControllerSpec {
    guard let className = spec.options.className, !settled.contains(spec.name) else {
      return spec
    }
    self.world = world
    classes[spec.name] = className
    var spec = spec
    let children = SwiftOverridesReader(names: self).apply(
      &spec.options, controller: spec.name, className: className)
    spec.options.swiftChildren = children.map(\.name)
    if let note = SwiftOverridesReader.unplacedChildrenNote(spec.kind, children) {
      spec.options.overrideNotes["viewDidLoad", default: []].append(note)
      spec.options.swiftChildren = []
    }
    spec.kind = SwiftOverridesReader.kind(spec.kind, children: children)
    return spec
  }

  /// True when a controller of the world or of the code has `name`.
  func isDefined(_ name: String) -> Bool { world[name] != nil || made[name] != nil }

  /// The class of the controller `name`, as the world or the code made it.
  func className(of name: String) -> String? {
    if let className = classes[name] { return className }
    guard let className = world[name], !className.isEmpty else { return nil }
    return className
  }

  /// Names a controller the code makes.
  func define(_ name: String, line: Int, kind: NameRegistry.Kind = .plain) {
    made.add(name, kind: kind, line: line)
  }

  /// Marks the overrides of `name` as run.
  func markSettled(_ name: String) { settled.insert(name) }
}
