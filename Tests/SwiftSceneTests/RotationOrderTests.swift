import TestSupport
import Testing
import TransitionEngine

/// the rotation order, exact. New size classes: willTransition(to:with:) for the whole
/// tree, then viewWillTransition(to:with:), then traitCollectionDidChange(_:) after the new
/// layout; the same classes: viewWillTransition(to:with:) only. super forwards both to the
/// children; a presentation controller forwards to its presented controller.
@Suite struct RotationOrderTests {
  static let container = """
    { container: Box, children: [{ vc: Left, frame: [0, 0, 196, 852] }, { vc: Right, frame: [196, 0, 197, 852] }] }
    """

  /// The size and trait callbacks of a step, without the layout passes.
  static func sizeEvents(_ step: Step) -> [String] {
    step.allEvents.filter { $0.contains("Transition(to") || $0.contains("traitCollection") }
  }

  @Test func theSameSizeClassesSendOnlyViewWillTransitionToTheChildrenToo() throws {
    // Another iPhone of the same classes: the size changes, the traits do not.
    let steps = try FixtureTimelines.timeline(
      Self.container, "  - device: iphone-16-pro\n", swift: nil)
    #expect(
      Self.sizeEvents(steps[1]) == [
        "Box.viewWillTransition(to: 402×874, with: coordinator)",
        "Left.viewWillTransition(to: 402×874, with: coordinator)",
        "Right.viewWillTransition(to: 402×874, with: coordinator)",
      ])
    let ipad = try FixtureTimelines.timeline(
      Self.container, "  - rotate: landscape\n", swift: nil, device: "ipad-pro-11")
    #expect(
      Self.sizeEvents(ipad[1]) == [
        "Box.viewWillTransition(to: 1194×834, with: coordinator)",
        "Left.viewWillTransition(to: 1194×834, with: coordinator)",
        "Right.viewWillTransition(to: 1194×834, with: coordinator)",
      ])
  }

  @Test func newSizeClassesReachTheWholeTreeWithWillTransitionFirst() throws {
    let steps = try FixtureTimelines.timeline(Self.container, "  - rotate: landscape\n", swift: nil)
    let order = ["Box", "Left", "Right"]
    #expect(
      Self.sizeEvents(steps[1])
        == order.map { "\($0).willTransition(to: w compact / h compact, with: coordinator)" }
        + order.map { "\($0).viewWillTransition(to: 852×393, with: coordinator)" }
        + order.map { "\($0).traitCollectionDidChange(w compact / h regular)" })
    // traitCollectionDidChange comes after the new layout's size callbacks, never between.
    let events = steps[1].allEvents
    let lastSize = try #require(events.lastIndex { $0.contains("viewWillTransition") })
    let firstTrait = try #require(events.firstIndex { $0.contains("traitCollectionDidChange") })
    #expect(lastSize < firstTrait)
  }

  @Test func aPresentationControllerForwardsToItsPresentedController() throws {
    let swift = """
      import UIKit

      final class HalfPresentation: UIPresentationController {
        override func viewWillTransition(
          to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
        ) {
          super.viewWillTransition(to: size, with: coordinator)
        }
      }

      final class HalfTransition: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(
          forPresented presented: UIViewController, presenting: UIViewController?,
          source: UIViewController
        ) -> UIPresentationController? {
          HalfPresentation(presentedViewController: presented, presenting: presenting)
        }
      }
      """
    let steps = try FixtureTimelines.timeline(
      Self.container,
      """
        - present: Sheet
          from: Left
          style: custom
          transitioningDelegate: "HalfTransition()"
        - rotate: landscape
      """, swift: swift)
    let order = ["Box", "Left", "Right", "Sheet"]
    #expect(
      Self.sizeEvents(steps[2])
        == order.map { "\($0).willTransition(to: w compact / h compact, with: coordinator)" }
        + order.dropLast().map { "\($0).viewWillTransition(to: 852×393, with: coordinator)" }
        + [
          "Sheet.presentationController.viewWillTransition(to: 852×393, with: coordinator)",
          "Sheet.viewWillTransition(to: 852×393, with: coordinator)",
        ]
        + order.map { "\($0).traitCollectionDidChange(w compact / h regular)" })
  }

  @Test func aControllerClassOverrideIsNotedWhereUIKitCallsIt() throws {
    let swift = """
      import UIKit

      final class ChartViewController: UIViewController {
        var rotations = 0

        override func viewWillTransition(
          to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
        ) {
          super.viewWillTransition(to: size, with: coordinator)
          print("rotating")
          view.backgroundColor = size.width > size.height ? .black : .white
        }
      }
      """
    let steps = try FixtureTimelines.timeline(
      "{ vc: Chart, class: ChartViewController }",
      "  - rotate: landscape\n  - rotate: portrait\n", swift: swift)
    for step in steps.dropFirst() {
      let phase = try #require(
        step.phases.first { $0.eventLines.contains { $0.hasPrefix("Chart.viewWillTransition") } })
      #expect(phase.explanation.contains("not modelled: App.swift:10"))
      #expect(phase.explanation.contains("not modelled: App.swift:11"))
    }
    #expect(!steps[0].phases.contains { $0.explanation.contains("App.swift:10") })
  }
}
