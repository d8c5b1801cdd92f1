import TestSupport
import Testing

@testable import TransitionEngine

/// A promise broken deep in the part of a phase that changed is caught by the incremental
/// checker with the full walk's words, after it has followed the real phases before it.
@Suite struct IncrementalInvariantTests {
  static let timeline = TimelineBuilder.build(
    SceneSpec(
      title: "pushes", device: "iphone-15", root: SpecBuilders.nav("Nav", ["A"]),
      steps: [
        SpecBuilders.step(.push(SpecBuilders.plain("B"), on: "Nav")),
        SpecBuilders.step(.push(SpecBuilders.plain("C"), on: "Nav")),
      ]))

  static var last: Phase { timeline.steps.last?.phases.last ?? timeline.steps[0].phases[0] }

  /// The last phase with one view record replaced.
  static func replacingView(owned owner: String, _ make: (ViewRecord) -> ViewRecord) -> Phase? {
    let phase = last
    guard let stored = phase.window.stored,
      let view = phase.window.first(where: { $0.owner == owner })
    else { return nil }
    var table = stored.table
    table.set(view.id.raw, make(view.record))
    guard let root = table[phase.window.id.raw] else { return nil }
    let window = ViewNode(record: root, table: table, depth: 0, depthLimit: stored.limit)
    return Phase(
      kind: phase.kind, window: window, controllers: phase.controllers, events: [],
      environment: phase.environment, explanation: "")
  }

  /// The last phase with one controller record replaced.
  static func replacingController(_ name: String, _ make: (ControllerRecord) -> ControllerRecord)
    -> Phase?
  {
    let phase = last
    guard let node = phase.controllers.flattened().first(where: { $0.name == name }) else {
      return nil
    }
    var table = phase.controllers.table
    table.set(node.slot, make(node.record))
    let root = phase.controllers
    guard let record = table[root.slot] else { return nil }
    let controllers = ControllerNode(
      record: record, table: table, slot: root.slot, depth: 0, depthLimit: root.depthLimit)
    return Phase(
      kind: phase.kind, window: phase.window, controllers: controllers, events: [],
      environment: phase.environment, explanation: "")
  }

  static func view(
    _ record: ViewRecord, owner: String?? = nil, role: ViewRole?? = nil, adding: [ViewID] = []
  ) -> ViewRecord {
    ViewRecord(
      id: record.id, className: record.className, frame: record.layoutFrame,
      owner: owner ?? record.owner, role: role ?? record.role, isHidden: record.isHidden,
      transform: record.transform, alpha: record.alpha, subviewIDs: record.subviewIDs + adding)
  }

  static func controller(
    _ record: ControllerRecord, state: AppearanceState? = nil, inWindow: Bool? = nil
  ) -> ControllerRecord {
    ControllerRecord(
      id: record.id, className: record.className, kind: record.kind,
      state: state ?? record.state, inWindow: inWindow ?? record.inWindow,
      viewClassName: record.viewClassName, children: record.children,
      presented: record.presented,
      presentationControllerClass: record.presentationControllerClass)
  }

  /// Both checkers' messages for `broken`, after the incremental one followed every phase.
  static func messages(_ broken: Phase?) -> (full: [String], incremental: [String]) {
    guard let broken else { return (["no phase"], []) }
    var checker = IncrementalInvariantChecker()
    for phase in timeline.steps.flatMap(\.phases) {
      #expect(checker.violations(in: phase) == [])
    }
    return (InvariantChecker.violations(in: broken), checker.violations(in: broken))
  }

  @Test func aViewListedTwiceDeepInTheTree() throws {
    let window = try #require(Self.last.window.subviews.first)
    let (full, incremental) = Self.messages(
      Self.replacingView(owned: "C") { Self.view($0, adding: [window.id]) })
    #expect(full.contains("view \(window.id.raw) appears twice"))
    #expect(incremental == full)
  }

  @Test func aViewThatChangedOwner() {
    let (full, incremental) = Self.messages(
      Self.replacingView(owned: "C") { Self.view($0, owner: "Ghost") })
    #expect(
      full == [
        "Ghost's view is in the window but Ghost is not in the controller tree",
        "C says inWindow=true but its view is not in the window",
      ])
    #expect(incremental == full)
  }

  @Test func aSecondContainerViewAtRest() {
    let (full, incremental) = Self.messages(
      Self.replacingView(owned: "C") { Self.view($0, role: .containerView) })
    #expect(full == ["1 containerViews marked in phase 'after'"])
    #expect(incremental == full)
  }

  @Test func aControllerOutOfStepAtRest() {
    let (full, incremental) = Self.messages(
      Self.replacingController("C") { Self.controller($0, state: .disappeared) })
    #expect(full == ["C is disappeared at rest (expected appeared)"])
    #expect(incremental == full)
  }

  @Test func aNavigationControllerShowingTwoChildren() {
    let (full, incremental) = Self.messages(
      Self.replacingController("B") { Self.controller($0, state: .appeared, inWindow: true) })
    #expect(
      full == [
        "Nav shows [\"B\", \"C\"] instead of its top C",
        "B says inWindow=true but its view is not in the window",
      ])
    #expect(incremental == full)
  }
}
