import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// K-4: a container's `transition(from:to:duration:options:animations:completion:)` in the
/// developer's Swift (here a segue's `perform()`) runs as the `code` statement
/// `P.transition(from: A, to: B)` does: the same trees and the same events, phase by phase.
@Suite struct SwiftContainerTransitionTests {
  static let swift = """
    import UIKit
    final class SwapSegue: UIStoryboardSegue {
      override func perform() {
        guard let container = source.parent else { return }
        container.addChild(destination)
        container.transition(
          from: source, to: destination, duration: 0.3, options: .transitionCrossDissolve,
          animations: nil
        ) { _ in
          self.destination.didMove(toParent: container)
        }
      }
    }
    final class SwapBackSegue: UIStoryboardSegue {
      override func perform() {
        source.willMove(toParent: nil)
        source.parent?.transition(
          from: source, to: destination, duration: 0.3, options: [], animations: {}
        ) { finished in
          self.source.removeFromParent()
        }
      }
    }
    """

  static let dialect = """
    title: t
    root:
      container: Shell
      children: [Start]
    steps:
      - segue: Detail
        from: Start
        kind: custom
        perform: |
          source.parent.addChild(destination)
          source.parent.transition(from: source, to: destination)
          destination.didMove(toParent: source.parent)
      - unwind: Start
        from: Detail
        perform: |
          source.willMove(toParent: nil)
          source.parent.transition(from: source, to: destination)
          source.removeFromParent()
    """

  static let real = """
    title: t
    swift: S.swift
    root:
      container: Shell
      children: [Start]
    steps:
      - segue: Detail
        from: Start
        class: SwapSegue
      - unwind: Start
        from: Detail
        class: SwapBackSegue
    """

  static func phases(_ yaml: String) throws -> [[String]] {
    let scene = try SwiftSceneLoader.parse(
      yaml, path: "t.yaml", swiftFile: { $0 == "S.swift" ? ("S.swift", Self.swift) : nil })
    return TimelineBuilder.build(scene).steps.flatMap { step in
      step.phases.map { phase in
        #expect(InvariantChecker.violations(in: phase) == [])
        return ViewTreeText.lines(phase.window) + phase.events.map(\.description)
      }
    }
  }

  @Test func theSwiftSwapRunsAsTheCodeStatementDoes() throws {
    let real = try Self.phases(Self.real)
    #expect(real == (try Self.phases(Self.dialect)))
    // Not vacuous: Detail's view replaces Start's in Shell, then Start's comes back.
    #expect(real.contains { $0.contains { $0.hasSuffix("<Detail>") } })
    #expect(real.last?.contains { $0.hasSuffix("<Detail>") } == false)
  }
}
