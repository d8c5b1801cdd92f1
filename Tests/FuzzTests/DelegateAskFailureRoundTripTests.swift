import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// Fresh fuzz of seed 90431: a `transitioningDelegate` expression that builds no type of the
/// scene's Swift fails only when UIKit asks it, as the step plays, and is a warning located in
/// the scene file (`scene.yaml:10:29: 'Card()' does not build an object …`). The scene written
/// back by the scene writer holds the expression on another line of another file, so the
/// round trip compares the timelines with scene-file places normalized, as it does lines.
@Suite struct DelegateAskFailureRoundTripTests {
  static let text = """
    title: a transitioning delegate that is not a type of the files
    swift: WindowDimming.swift
    root:
      navigation: Nav
      stack: [Home]
    steps:
      - present: Card
        from: Home
        style: fullScreen
        transitioningDelegate: "Card()"
      - dismiss: Card
    """

  @Test func theWarningIsLocatedInTheSceneAndTheWrittenScenePlansTheSameTimeline() throws {
    let scene = try SwiftSceneLoader.parse(
      Self.text, path: "asked.yaml", swiftFile: FuzzPaths.swiftFile)
    let timeline = TimelineBuilder.build(scene)
    #expect(
      timeline.steps[1].warnings.first?.hasPrefix(
        "asked.yaml:10:29: 'Card()' does not build an object of a type in the 'swift' files")
        == true)
    #expect(FuzzCase.roundTripProblems(scene, timeline: timeline) == [])
  }
}
