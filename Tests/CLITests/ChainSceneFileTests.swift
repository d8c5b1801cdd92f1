import SceneFile
import Testing
import TransitionEngine

@testable import TScopeCLI

/// The chain scene files `tscope bench --scene-file` writes are the scenes `bench` plans:
/// the same title, device and steps, so the same printed timeline (the loaded scene also
/// knows where each controller and step sits in the file).
@Suite struct ChainSceneFileTests {
  @Test(arguments: ChainSceneFile.actions)
  func theFileLoadsAsTheChainScene(_ action: ChainAction) throws {
    for steps in [1, 2, 7] {
      let text = try #require(ChainSceneFile.yaml(action, steps: steps))
      let spec = try SceneLoader.parse(text, path: "chain.yaml")
      let made = ChainScene.make(action, steps: steps)
      #expect(spec.title == made.title)
      #expect(spec.steps.count == made.steps.count)
      #expect(
        TimelineText.render(TimelineBuilder.build(spec))
          == TimelineText.render(TimelineBuilder.build(made)), "\(action) \(steps)")
      #expect(
        JSONDescription.render(TimelineBuilder.build(spec))
          == JSONDescription.render(TimelineBuilder.build(made)), "\(action) \(steps)")
    }
  }

  @Test func otherChainsHaveNoFile() {
    #expect(ChainSceneFile.yaml(.rotate, steps: 3) == nil)
  }
}
