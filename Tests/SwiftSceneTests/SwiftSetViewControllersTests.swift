import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// N-16 in real Swift: a segue's `perform()` calling `setViewControllers(_:animated:)` or
/// assigning `viewControllers` plays the same engine path as the `setViewControllers:` step.
@Suite struct SwiftSetViewControllersTests {
  static let swift = """
    import UIKit
    final class ReplaceSegue: UIStoryboardSegue {
      override func perform() {
        guard let nav = source.navigationController else { return }
        nav.setViewControllers([destination], animated: true)
      }
    }
    final class AssignSegue: UIStoryboardSegue {
      override func perform() {
        source.navigationController?.viewControllers = [source, destination]
      }
    }
    final class UnknownListSegue: UIStoryboardSegue {
      override func perform() {
        source.navigationController?.viewControllers = makeStack()
      }
    }
    """

  static func segue(_ name: String) throws -> Step {
    let yaml =
      "title: t\nswift: S.swift\nroot: { navigation: Nav, stack: [Home, List] }\nsteps:\n"
      + "  - segue: Detail\n    from: List\n    class: \(name)\n"
    let scene = try SwiftSceneLoader.parse(
      yaml, path: "t.yaml", swiftFile: { $0 == "S.swift" ? ("S.swift", Self.swift) : nil })
    return try #require(plan(scene).steps.last)
  }

  @Test func setViewControllersInPerformIsAPushThatReplacesTheStack() throws {
    let step = try Self.segue("ReplaceSegue")
    #expect(
      step.phases.contains {
        $0.explanation.hasPrefix("S.swift:5, `nav.setViewControllers([destination], animated:")
      })
    #expect(step.phases.last?.controller("Nav")?.children.map(\.name) == ["Detail"])
    #expect(
      step.allEvents.filter { $0.contains("Move") } == [
        "Home.willMove(toParent: nil)", "Home.didMove(toParent: nil)",
        "Detail.willMove(toParent: Nav)", "Detail.didMove(toParent: Nav)",
        "List.willMove(toParent: nil)", "List.didMove(toParent: nil)",
      ])
  }

  @Test func assigningViewControllersIsNotAnimated() throws {
    let step = try Self.segue("AssignSegue")
    #expect(step.phases.last?.controller("Nav")?.children.map(\.name) == ["List", "Detail"])
    #expect(step.allEvents.contains("Detail.viewWillAppear(animated: false)"))
    #expect(!step.phaseNames.contains("push: animating"))
  }

  @Test func aListTheToolCannotNameIsNotModelled() throws {
    let step = try Self.segue("UnknownListSegue")
    #expect(step.phases.last?.controller("Nav")?.children.map(\.name) == ["Home", "List"])
    #expect(
      step.phases.contains {
        $0.explanation.contains("source.parent.viewControllers set to a list the tool cannot name")
      })
  }
}
