import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// A-5 (iOS 17): a handler a controller registers with `registerForTraitChanges` in its
/// `viewDidLoad` is called when a trait it watches changes, after `traitCollectionDidChange`
/// (the order is the tool's inference), and is an event; one watching a trait that did not
/// change is not called.
@Suite struct TraitChangeHandlerTests {
  static let swift = """
    import UIKit

    final class ShelfViewController: UIViewController {
      var columns = 2

      override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitVerticalSizeClass.self]) {
          (self: Self, previous: UITraitCollection) in
          self.columns = 4
          self.view.layer.cornerRadius = 8
        }
        registerForTraitChanges([UITraitHorizontalSizeClass.self], action: #selector(relayout))
      }

      @objc func relayout() {
        columns = 6
      }
    }

    final class WideViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges(
          UITraitCollection.systemTraitsAffectingSizeClass, target: self,
          action: #selector(Self.reflow(_:)))
      }

      @objc func reflow(_ previous: UITraitCollection) {}
    }
    """

  static func steps(_ root: String, _ steps: String, device: String? = nil) throws -> [Step] {
    try FixtureTimelines.timeline(root, steps, swift: swift, device: device)
  }

  static func events(_ step: Step) -> [String] {
    step.phases.flatMap(\.events).map(\.description).filter {
      $0.contains("traitCollectionDidChange") || $0.contains("registerForTraitChanges")
    }
  }

  @Test func aRotationCallsTheHandlerOfTheTraitItChanges() throws {
    let steps = try Self.steps(
      "{ navigation: Nav, stack: [{ vc: Shelf, class: ShelfViewController }] }",
      "  - rotate: landscape\n  - rotate: portrait\n")
    // An iPhone's rotation changes the vertical size class only: the closure runs, the
    // horizontal registration's selector does not.
    #expect(
      Self.events(steps[1]) == [
        "Nav.traitCollectionDidChange(w compact / h regular)",
        "Shelf.traitCollectionDidChange(w compact / h regular)",
        "Shelf.registerForTraitChanges handler at App.swift:8 (previous: w compact / h regular)",
      ])
    #expect(
      Self.events(steps[2]).last
        == "Shelf.registerForTraitChanges handler at App.swift:8 (previous: w compact / h compact)"
    )
    let said = try #require(steps[1].phases.last?.explanation)
    #expect(
      said.contains(
        "UIKit calls the handler Shelf registered with registerForTraitChanges at App.swift:8, "
          + "since a trait it watches changed; Apple does not say whether it runs before or "
          + "after traitCollectionDidChange, the tool puts it after (inferred, A-5)."))
    // The handler's own line the model does not hold is named as the handler runs.
    #expect(said.contains("App.swift:11"))
  }

  @Test func aSelectorRegistrationForEverySizeClassRunsItsMethod() throws {
    let steps = try Self.steps(
      "{ navigation: Nav, stack: [{ vc: Wide, class: WideViewController }] }",
      "  - rotate: landscape\n")
    #expect(
      Self.events(steps[1]).last
        == "Wide.registerForTraitChanges handler at App.swift:24 (previous: w compact / h regular)"
    )
  }

  @Test func noTraitChangeNoHandler() throws {
    // An iPad's rotation keeps both size classes regular: traitCollectionDidChange is not sent.
    let steps = try Self.steps(
      "{ navigation: Nav, stack: [{ vc: Shelf, class: ShelfViewController }] }",
      "  - rotate: landscape\n", device: "ipad-pro-11")
    #expect(Self.events(steps[1]).isEmpty)
  }

  @Test func bothSizeClassesChangingRunBothInTheOrderRegistered() throws {
    let steps = try Self.steps(
      "{ navigation: Nav, stack: [{ vc: Shelf, class: ShelfViewController }] }",
      "  - rotate: landscape\n", device: "iphone-16-plus")
    #expect(
      Self.events(steps[1]).suffix(2) == [
        "Shelf.registerForTraitChanges handler at App.swift:8 (previous: w compact / h regular)",
        "Shelf.registerForTraitChanges handler at App.swift:13 (previous: w compact / h regular)",
      ])
  }
}
