import TestSupport
import Testing

@testable import TransitionEngine

/// The world operations keep both ends of every link in step: after any sequence of them, a
/// child's parent lists it exactly once, and a presentation's two controllers name each other.
@Suite struct WorldLinksTests {
  private func world(_ names: [String]) throws -> World {
    let device = try #require(Device.named(Device.defaultName))
    var world = World(
      environment: Environment(
        device: device, orientation: .portrait, multitasking: .full, ios: 17))
    for name in names {
      world.controllers[name] = Controller(name: name, kind: .plain, options: ControllerOptions())
    }
    return world
  }

  /// Every containment link as `parent>child`, parents in name order, children in order.
  private func containment(_ world: World) -> [String] {
    world.controllers.namesForTests.flatMap { name in
      (world[name]?.children ?? []).map { "\(name)>\($0)" }
    }
  }

  /// Both ends agree: every child names its parent, every parent lists its child once.
  private func consistent(_ world: World) -> Bool {
    world.controllers.namesForTests.allSatisfy { name in
      let children = world[name]?.children ?? []
      let listedOnce =
        world[name]?.parent.map { parent in
          world[parent]?.children.filter { $0 == name }.count == 1
        } ?? true
      return listedOnce && children.allSatisfy { world[$0]?.parent == name }
        && Set(children).count == children.count
    }
  }

  @Test func linkingAChildTakesItFromItsOldParent() throws {
    var world = try world(["A", "B", "C", "D"])
    world.linkChild("C", to: "A")
    world.linkChild("D", to: "A")
    world.linkChild("C", to: "B")
    #expect(containment(world) == ["A>D", "B>C"])
    #expect(world.controllers.named(asParentBy: "A") == ["D"])
    #expect(consistent(world))
    world.unlinkChild("C")
    world.unlinkChild("C")
    #expect(containment(world) == ["A>D"])
    #expect(world["C"]?.parent == nil)
    world.linkChild("C", to: "Nobody")
    #expect(world["C"]?.parent == nil)
    #expect(consistent(world))
  }

  @Test func settingChildrenUnlinksThoseLeftOutAndAdoptsNewOnes() throws {
    var world = try world(["Nav", "Other", "A", "B", "C"])
    world.setChildren(["A", "B"], of: "Nav")
    world.linkChild("C", to: "Other")
    world.setChildren(["A", "C"], of: "Nav")
    #expect(containment(world) == ["Nav>A", "Nav>C"])
    #expect(world["B"]?.parent == nil)
    #expect(world["C"]?.parent == "Nav")
    #expect(world["Other"]?.children == [])
    #expect(consistent(world))
  }

  /// A pop, a push and a reorder behind a common start: only the rest of the list changes
  /// links, and both ends still agree.
  @Test func settingChildrenBehindACommonStartChangesOnlyTheRest() throws {
    var world = try world(["Nav", "Other", "A", "B", "C", "D"])
    world.setChildren(["A", "B", "C"], of: "Nav")
    world.setChildren(["A", "B"], of: "Nav")
    #expect(containment(world) == ["Nav>A", "Nav>B"])
    #expect(world["C"]?.parent == nil)
    world.setChildren(["A", "B", "D"], of: "Nav")
    world.linkChild("C", to: "Other")
    world.setChildren(["A", "C", "B"], of: "Nav")
    #expect(containment(world) == ["Nav>A", "Nav>C", "Nav>B"])
    #expect(world["D"]?.parent == nil)
    #expect(world["C"]?.parent == "Nav")
    #expect(world["Other"]?.children == [])
    #expect(consistent(world))
    world.setChildren(["A"], of: "Nav")
    #expect(containment(world) == ["Nav>A"])
    #expect(["B", "C", "D"].map { world[$0]?.parent } == [nil, nil, nil])
    #expect(consistent(world))
  }

  /// A list given a name twice: the copy leaving the tail leaves the one in the start, so
  /// the name keeps its parent; an unlink takes every place it had.
  @Test func aNameListedTwiceKeepsItsParentWhileOnePlaceRemains() throws {
    var world = try world(["Nav", "A", "B"])
    world.setChildren(["A", "B", "A"], of: "Nav")
    world.setChildren(["A", "B"], of: "Nav")
    #expect(world["A"]?.parent == "Nav")
    #expect(world["Nav"]?.children == ["A", "B"])
    world.setChildren(["A", "B", "A"], of: "Nav")
    world.unlinkChild("A")
    #expect(world["Nav"]?.children == ["B"])
    #expect(world["A"]?.parent == nil)
  }

  @Test func presentationLinksComeAndGoTogether() throws {
    var world = try world(["P", "V", "W"])
    for (presented, presenter) in [("V", "P"), ("W", "V")] {
      world.linkPresentation(
        Presentation(
          presented: presented, presenter: presenter, source: presenter,
          requestedStyle: .pageSheet, style: .pageSheet, custom: nil, anchor: nil,
          placement: .window, container: ViewID(1)),
        controllerClass: "UISheetPresentationController")
    }
    #expect(world["P"]?.presented == "V")
    #expect(world["V"]?.presenting == "P")
    #expect(world["W"]?.presentationControllerClass == "UISheetPresentationController")
    #expect(world.presentationOrder == ["V", "W"])
    world.unlinkPresentation("W")
    #expect(world["V"]?.presented == nil)
    #expect(world["W"]?.presenting == nil)
    #expect(world["W"]?.presentationControllerClass == nil)
    #expect(world.presentations["W"] == nil)
    #expect(world.presentationOrder == ["V"])
    #expect(world["P"]?.presented == "V")
  }
}

extension ControllerTable {
  /// The names of the test's controllers, sorted (the table itself keeps no order).
  fileprivate var namesForTests: [String] {
    ["A", "B", "C", "D", "Nav", "Other", "P", "V", "W"].filter { self[$0] != nil }
  }
}
