import TransitionEngine
import Yams

/// Shared state while reading one scene: the node reader, the names defined so far and the
/// count of controllers and views against `InputLimits`.
final class ReadContext {
  let reader: NodeReader
  /// The scene text split into lines, for positions inside block scalars (`animator: |`).
  let sourceLines: [Substring]
  private(set) var names = NameRegistry()
  /// The detents of every sheet presented so far (for `detent` steps).
  let sheets = SheetDetentRegistry()
  /// The scene's `ios:` once read (keys that need a newer iOS check it).
  var ios = SceneSpec(title: "", root: ControllerSpec(name: "")).ios
  private var controllersAndViews = 0

  /// The app's Swift the reader was given (SwiftScene's `SwiftRuntime`); nil reads scenes
  /// without Swift only.
  let runtime: (any SceneSwift)?
  /// The scene's Swift, started the first time the scene needs it: a scene without Swift
  /// never asks the runtime anything.
  private var reading: (any SceneSwiftReading)?
  /// Set when a step asks the app's Swift something when it runs: the scene then carries its
  /// program.
  var asksApp = false
  /// Reads a `swift:` file named relative to the scene: its path for messages and its text.
  let swiftFile: (String) -> (path: String, text: String)?
  /// The window's size in the scene's setting: a presentation controller's container.
  var windowSize: Size?
  /// Every window size the scene can reach, for a presentation controller's layouts (PC-7).
  var containerSizes: [Size] = []
  /// The delegate expression each presented controller was given, for its dismissal.
  var delegates: [String: Node] = [:]
  /// Each controller's `class:`, for `self` in a delegate expression.
  var classes: [String: String] = [:]
  /// The `navigationDelegate:` / `tabBarDelegate:` each navigation or tab bar controller was
  /// given, kept until another step sets it again (N-24, TB-14).
  var containerDelegates: [String: Node] = [:]
  /// The containers each class makes itself the delegate of in its `viewDidLoad`, as the
  /// Swift answered (N-24, TB-14): asked once per class.
  var parentDelegateKinds: [String: [ControllerKind]] = [:]
  /// The controller `self` named in each presented controller's delegate expression.
  var delegateSelves: [String: String] = [:]
  /// Set once a controller of a class whose overrides the planner runs is read: from then on
  /// a step may name a controller only that code makes (issue 32).
  var codeMayMakeControllers = false
  /// True while the steps are read (the root cannot name what no code has made yet).
  var readingSteps = false
  /// The names the step being read refers to that no controller of the scene has, left for
  /// the planner to find among the controllers the app's code made (`StepSpec.namesFromCode`).
  var namesFromCode: [String] = []

  init(
    path: String, text: String = "",
    swiftFile: @escaping (String) -> (path: String, text: String)? = { _ in nil },
    runtime: (any SceneSwift)? = nil
  ) {
    reader = NodeReader(path: path)
    sourceLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    self.swiftFile = swiftFile
    self.runtime = runtime
  }

  /// The scene's Swift, for Swift written at `node`; a located error when the reader was
  /// given no runtime.
  func swift(at node: Node) throws(SceneError) -> any SceneSwiftReading {
    if let reading { return reading }
    guard let runtime else {
      throw reader.error(
        "this reader reads no Swift (it was given no Swift runtime); use tscope", at: node)
    }
    let started = runtime.startScene()
    reading = started
    return started
  }

  /// The scene's Swift when something has started it; nil for a scene without Swift so far.
  var startedSwift: (any SceneSwiftReading)? { reading }

  /// Counts one controller or view, failing at `node` past the limit.
  func countControllerOrView(at node: Node) throws(SceneError) {
    controllersAndViews += 1
    let limit = InputLimits.maxControllersAndViews
    if controllersAndViews > limit {
      throw reader.error("too many controllers and views (the limit is \(limit))", at: node)
    }
  }

  /// Defines `name` (written at `node`), failing if it is already defined.
  func define(_ name: String, kind: NameRegistry.Kind, at node: Node) throws(SceneError) {
    if let existing = names[name] {
      throw reader.error(
        "duplicate controller name '\(name)' (first defined at line \(existing.line))", at: node)
    }
    if let line = childTabs[name] {
      throw reader.error(
        "'\(name)' is already the name of a child tab (tabGroup, line \(line))", at: node)
    }
    names.add(name, kind: kind, line: node.mark?.line ?? 1)
  }

  /// The name at `node`, which must already be defined (and of `kind`, when given).
  func reference(
    _ node: Node, for key: String, kind: NameRegistry.Kind? = nil
  ) throws(SceneError) -> String {
    let name = try reader.name(node, for: "'\(key)'")
    guard let entry = names[name] else {
      if codeMayMakeControllers && readingSteps {
        if !namesFromCode.contains(name) { namesFromCode.append(name) }
        return name
      }
      let hint = names.closest(to: name).map { "; did you mean '\($0)'?" } ?? ""
      throw reader.error("unknown controller '\(name)'" + hint, at: node)
    }
    if let kind, entry.kind != kind {
      throw reader.error(
        "'\(key)' must name a \(kind.rawValue), but '\(name)' is a \(entry.kind.rawValue) "
          + "(defined at line \(entry.line))", at: node)
    }
    return name
  }

  /// Defines a controller that a code block introduces (`Shell.addChild(B)`), plain unless
  /// `kind` says otherwise.
  func defineFromCode(_ name: String, line: Int, kind: NameRegistry.Kind = .plain) {
    names.add(name, kind: kind, line: line)
  }

  /// The child tabs of every `tabGroup` so far (TB-11), with the line that named them.
  private(set) var childTabs: [String: Int] = [:]

  /// Defines a child tab of a `tabGroup` (TB-11): its name is shared with the controllers'.
  func defineChildTab(_ name: String, at node: Node) throws(SceneError) {
    if let existing = names[name] {
      throw reader.error(
        "child tab '\(name)' has the name of a controller (defined at line \(existing.line))",
        at: node)
    }
    if let line = childTabs[name] {
      throw reader.error("duplicate child tab '\(name)' (first named at line \(line))", at: node)
    }
    childTabs[name] = node.mark?.line ?? 1
  }

  /// A `selectedTab` step's value: a controller or a child tab named before (TB-11).
  func tabReference(_ node: Node, for key: String) throws(SceneError) -> String {
    let name = try reader.name(node, for: "'\(key)'")
    if childTabs[name] != nil { return name }
    return try reference(node, for: key)
  }

  /// True when `name` is defined.
  func isDefined(_ name: String) -> Bool { names[name] != nil }
}
