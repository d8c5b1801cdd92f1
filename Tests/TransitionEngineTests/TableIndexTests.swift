import TestSupport
import Testing

@testable import TransitionEngine

/// The indexes the controller and presentation tables keep follow every kind of write, and
/// the questions answered through them give what a scan of everything would.
@Suite struct TableIndexTests {
  private func controller(_ name: String, _ kind: ControllerKind = .plain) -> Controller {
    Controller(name: name, kind: kind, options: ControllerOptions())
  }

  private func emptyWorld() -> World? {
    guard let device = Device.named(Device.defaultName) else { return nil }
    return World(
      environment: Environment(
        device: device, orientation: .portrait, multitasking: .full, ios: 17))
  }

  @Test func controllerIndexesFollowSetsModifiesAndRemovals() throws {
    var world = try #require(emptyWorld())
    world.controllers["A"] = controller("A", .navigation)
    world.controllers["B"] = controller("B")
    world.controllers["C"] = controller("C")
    world.linkChild("B", to: "A")
    world.linkChild("C", to: "A")
    #expect(world.controllers.named(asParentBy: "A") == ["B", "C"])
    world.linkChild("C", to: "B")
    #expect(world.controllers.named(asParentBy: "A") == ["B"])
    #expect(world.controllers.named(asParentBy: "B") == ["C"])
    #expect(world["A"]?.children == ["B"])
    world.controllers["B"] = nil
    #expect(world.controllers.named(asParentBy: "A").isEmpty)
    #expect(world.controllers.contains(kind: .navigation))
    #expect(!world.controllers.contains(kind: .tab))
    world.controllers["A"] = nil
    #expect(!world.controllers.contains(kind: .navigation))
    #expect(world.controllers.contains(kind: .plain))
  }

  private func presentation(_ presented: String, by presenter: String, _ style: PresentationStyle)
    -> Presentation
  {
    Presentation(
      presented: presented, presenter: presenter, source: presenter, requestedStyle: style,
      style: style, custom: nil, anchor: nil, placement: .window, container: ViewID(1))
  }

  @Test func presentationIndexesFollowPresenterStyleAndRemoval() {
    var table = PresentationTable()
    table["B"] = presentation("B", by: "A", .fullScreen)
    table["C"] = presentation("C", by: "A", .pageSheet)
    #expect(table.presented(by: "A") == ["B", "C"])
    #expect(table.cards == ["C"])
    table["C"]?.presenter = "B"
    table["B"]?.style = .formSheet
    #expect(table.presented(by: "A") == ["B"])
    #expect(table.presented(by: "B") == ["C"])
    #expect(table.cards == ["B", "C"])
    #expect(table.serial(of: "B") < table.serial(of: "C"))
    table["B"] = nil
    table["B"] = presentation("B", by: "A", .fullScreen)
    #expect(table.serial(of: "C") < table.serial(of: "B"))
    #expect(table.cards == ["C"])
  }

  /// A presentation made from a child of `name` counts, and so does one stacked on it; an
  /// older presentation from a controller that only later came under `name` does not.
  @Test func presentationsWithinFollowContainmentAndStacking() throws {
    var world = try #require(emptyWorld())
    world.controllers["Root"] = controller("Root", .container)
    world.controllers["Kid"] = controller("Kid")
    world.linkChild("Kid", to: "Root")
    world.controllers["Late"] = controller("Late")
    for (presented, presenter) in [("L", "Late"), ("P", "Kid"), ("Q", "P"), ("X", "Other")] {
      world.controllers[presented] = controller(presented)
      world.linkPresentation(
        presentation(presented, by: presenter, .fullScreen), controllerClass: "C")
    }
    world.linkChild("Late", to: "Q")
    #expect(world.presentations(within: "Root").map(\.presented) == ["P", "Q"])
    #expect(world.presentations(within: "Kid").map(\.presented) == ["P", "Q"])
    #expect(world.presentations(within: "Q").map(\.presented) == ["L"])
    #expect(world.presentations(within: "Late").map(\.presented) == ["L"])
  }
}
