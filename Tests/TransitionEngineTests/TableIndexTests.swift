import Testing

@testable import TransitionEngine

/// The indexes the controller and presentation tables keep follow every kind of write, and
/// the questions answered through them give what a scan of everything would.
@Suite struct TableIndexTests {
  private func controller(_ name: String, _ kind: ControllerKind = .plain, parent: String? = nil)
    -> Controller
  {
    var controller = Controller(name: name, kind: kind, options: ControllerOptions())
    controller.parent = parent
    return controller
  }

  @Test func controllerIndexesFollowSetsModifiesAndRemovals() {
    var table = ControllerTable()
    table["A"] = controller("A", .navigation)
    table["B"] = controller("B", parent: "A")
    table["C"] = controller("C", parent: "A")
    #expect(table.named(asParentBy: "A") == ["B", "C"])
    table["C"]?.parent = "B"
    #expect(table.named(asParentBy: "A") == ["B"])
    #expect(table.named(asParentBy: "B") == ["C"])
    table["B"] = nil
    #expect(table.named(asParentBy: "A").isEmpty)
    #expect(table.contains(kind: .navigation))
    #expect(!table.contains(kind: .tab))
    table["A"] = nil
    #expect(!table.contains(kind: .navigation))
    #expect(table.contains(kind: .plain))
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
  @Test func presentationsWithinFollowContainmentAndStacking() {
    guard let device = Device.named(Device.defaultName) else { return }
    var world = World(
      environment: Environment(
        device: device, orientation: .portrait, multitasking: .full, ios: 17))
    world.controllers["Root"] = controller("Root", .container)
    world.controllers["Kid"] = controller("Kid", parent: "Root")
    world.controllers["Late"] = controller("Late")
    for (presented, presenter) in [("L", "Late"), ("P", "Kid"), ("Q", "P"), ("X", "Other")] {
      world.controllers[presented] = controller(presented)
      world.presentations[presented] = presentation(presented, by: presenter, .fullScreen)
      world.presentationOrder.append(presented)
    }
    world.controllers["Late"]?.parent = "Q"
    #expect(world.presentations(within: "Root").map(\.presented) == ["P", "Q"])
    #expect(world.presentations(within: "Kid").map(\.presented) == ["P", "Q"])
    #expect(world.presentations(within: "Q").map(\.presented) == ["L"])
    #expect(world.presentations(within: "Late").map(\.presented) == ["L"])
  }
}
