import TestSupport
import Testing

@testable import TransitionEngine

/// The controller table's index of kinds and column splits, read in creation order, names
/// exactly the controllers a walk over every controller finds, after every step of a scene
/// that makes, moves and drops tab, navigation and split controllers.
@Suite struct KindIndexTests {
  static let scene = SceneSpec(
    title: "kinds", device: "iphone-15",
    root: ControllerSpec(
      name: "Tabs",
      kind: .tab(
        tabs: [
          SpecBuilders.nav("FeedNav", ["Feed"]),
          ControllerSpec(
            name: "Split",
            kind: .split(primary: SpecBuilders.plain("List"), secondary: SpecBuilders.plain("D"))),
        ] + (1...5).map { SpecBuilders.plain("T\($0)") }, selected: .index(0))),
    steps: [
      SpecBuilders.step(.push(SpecBuilders.nav("InnerNav", ["Inner"]), on: "FeedNav")),
      SpecBuilders.step(.select(.index(1), tab: nil)),
      SpecBuilders.step(.rotate(.landscape)),
      SpecBuilders.step(.select(.index(6), tab: nil)),
      SpecBuilders.step(.rotate(.portrait)),
    ])

  /// What the index answers against the walk over `creationOrder`, per kind.
  static func mismatches(_ world: World) -> [String] {
    var found: [String] = []
    let kinds: [ControllerKind] = [.plain, .navigation, .tab, .split, .container]
    for kind in kinds {
      let walked = world.creationOrder.filter { world.controllers[$0]?.kind == kind }
      let indexed = world.inCreationOrder(world.controllers.names(of: kind))
      if walked != indexed { found.append("\(kind): \(walked) vs \(indexed)") }
      let shown = walked.filter { world.isInWindow($0) }
      if world.inWindow(kind: kind) != shown { found.append("in window \(kind)") }
    }
    let columns = world.creationOrder.filter { world.controllers[$0]?.columns != nil }
    if world.inCreationOrder(world.controllers.namesWithColumns) != columns {
      found.append("columns: \(columns)")
    }
    return found
  }

  @Test func theIndexNamesWhatTheWalkFinds() throws {
    let device = try #require(Device.named(Self.scene.device))
    var world = World(
      environment: Environment(
        device: device, orientation: Self.scene.orientation,
        multitasking: Self.scene.multitasking, ios: Self.scene.ios))
    world.installRoot(world.instantiate(Self.scene.root))
    #expect(world.controllers.names(of: .tab) == ["Tabs"])
    #expect(Self.mismatches(world) == [])
    var planner = Planner(world: world)
    for (offset, spec) in Self.scene.steps.enumerated() {
      _ = planner.run(spec, index: offset + 1)
      #expect(Self.mismatches(planner.world) == [], "step \(offset + 1)")
    }
  }
}
