import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// K-9: the app's own `beginAppearanceTransition` / `endAppearanceTransition` are counted. A
/// nested begin waits for its own end before the did-callback; an end with nothing open, a
/// begin never ended and a begin in the other direction over an open one are the app's
/// mistakes, named at their lines.
@Suite struct SwiftAppearanceCountTests {
  /// The segue step's phases: (phase name, its events) and the explanations.
  static func segue(_ body: String) throws -> Step {
    let swift = """
      final class CountingSegue: UIStoryboardSegue {
        override func perform() {
      \(body)
        }
      }
      """
    let yaml = """
      title: t
      swift: S.swift
      root: { vc: Home }
      steps:
        - segue: Detail
          from: Home
          class: CountingSegue
      """
    let scene = try SwiftSceneLoader.parse(
      yaml, path: "t.yaml", swiftFile: { $0 == "S.swift" ? ("S.swift", swift) : nil })
    return try #require(plan(scene).steps.dropFirst().first)
  }

  /// `name: events` for each phase of a line of the segue's `perform()`.
  static func lines(_ step: Step) -> [String] {
    step.phases.dropFirst().dropLast().filter { $0.name.hasPrefix("S.swift") }.map { phase in
      phase.name + ": " + phase.events.map(\.description).joined(separator: ", ")
    }
  }

  static func mistakes(_ step: Step) -> [String] {
    step.phases.map(\.explanation).filter { $0.contains("The mistake") }
  }

  @Test func aNestedBeginWaitsForTheSecondEnd() throws {
    let step = try Self.segue(
      """
          source.beginAppearanceTransition(false, animated: true)
          source.beginAppearanceTransition(false, animated: true)
          source.endAppearanceTransition()
          source.endAppearanceTransition()
      """)
    #expect(
      Self.lines(step) == [
        "S.swift:3: source.beginAppearanceTransition(false, animated: true): Home.viewWillDisappear(animated: true)",
        "S.swift:4: source.beginAppearanceTransition(false, animated: true): ",
        "S.swift:5: source.endAppearanceTransition(): ",
        "S.swift:6: source.endAppearanceTransition(): Home.viewDidDisappear(animated: true)",
      ])
    #expect(Self.mistakes(step) == [])
  }

  @Test func aBalancedPairIsNoMistake() throws {
    let step = try Self.segue(
      """
          source.beginAppearanceTransition(false, animated: false)
          source.endAppearanceTransition()
      """)
    #expect(
      Self.lines(step) == [
        "S.swift:3: source.beginAppearanceTransition(false, animated: false): Home.viewWillDisappear(animated: false)",
        "S.swift:4: source.endAppearanceTransition(): Home.viewDidDisappear(animated: false)",
      ])
    #expect(Self.mistakes(step) == [])
  }

  @Test func anEndWithoutABeginIsNamedAtItsLine() throws {
    let step = try Self.segue("    source.endAppearanceTransition()")
    #expect(Self.lines(step) == ["S.swift:3: source.endAppearanceTransition(): "])
    let mistakes = Self.mistakes(step)
    #expect(mistakes.count == 1)
    #expect(
      mistakes.first?.contains(
        "The mistake (S.swift:3): no beginAppearanceTransition is open on Home") == true)
  }

  @Test func aBeginLeftOpenIsNamedWhenTheStepEnds() throws {
    let step = try Self.segue(
      """
          source.beginAppearanceTransition(false, animated: true)
          source.beginAppearanceTransition(false, animated: true)
          source.endAppearanceTransition()
      """)
    let after = try #require(step.phases.last)
    #expect(
      after.explanation.contains(
        "The mistake (S.swift:3): Home.beginAppearanceTransition(false, …) has no matching "
          + "endAppearanceTransition() when the step ends, so Home stays disappearing"))
    #expect(Self.mistakes(step).count == 1)
  }

  @Test func aBeginTheOtherWayOverAnOpenOneIsNamed() throws {
    let step = try Self.segue(
      """
          source.beginAppearanceTransition(false, animated: true)
          source.beginAppearanceTransition(true, animated: true)
          source.endAppearanceTransition()
      """)
    #expect(
      Self.lines(step) == [
        "S.swift:3: source.beginAppearanceTransition(false, animated: true): Home.viewWillDisappear(animated: true)",
        "S.swift:4: source.beginAppearanceTransition(true, animated: true): Home.viewWillAppear(animated: true)",
        "S.swift:5: source.endAppearanceTransition(): Home.viewDidAppear(animated: true)",
      ])
    #expect(Self.mistakes(step).count == 1)
    #expect(
      Self.mistakes(step).first?.contains("The mistake (S.swift:3): that begin was never ended")
        == true)
  }
}

extension SwiftAppearanceCountTests {
  /// The shipped scene: a begin in a helper nests, and the two ends in the present's trailing
  /// completion (run once, after the presentation) send viewDidDisappear at the second.
  @Test func theShippedCoverSegueEndsAtItsSecondEnd() throws {
    let swift = try String(
      contentsOf: PresentationControllerTests.scenes.appendingPathComponent(
        "AppearanceCountSegue.swift"),
      encoding: .utf8)
    let yaml = """
      title: t
      swift: AppearanceCountSegue.swift
      root: { navigation: Nav, stack: [List] }
      steps:
        - segue: Detail
          from: List
          class: CoverSegue
      """
    let scene = try SwiftSceneLoader.parse(
      yaml, path: "t.yaml",
      swiftFile: {
        $0 == "AppearanceCountSegue.swift" ? ("AppearanceCountSegue.swift", swift) : nil
      }
    )
    let step = try #require(plan(scene).steps.dropFirst().first)
    let ends = step.phases.filter { $0.name.contains("endAppearanceTransition") }
    #expect(
      ends.map { "\($0.name): \($0.events.map(\.description))" } == [
        "AppearanceCountSegue.swift:11: self.source.endAppearanceTransition(): []",
        "AppearanceCountSegue.swift:12: self.source.endAppearanceTransition(): [\"List.viewDidDisappear(animated: true)\"]",
      ])
    #expect(Self.mistakes(step) == [])
  }
}
