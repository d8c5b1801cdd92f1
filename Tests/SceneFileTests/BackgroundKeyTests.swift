import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// `background: opaque | translucent | clear` on any controller, in the root or in a step.
@Suite struct BackgroundKeyTests {
  @Test func backgroundsAreReadFromRootAndSteps() throws {
    let scene = try SwiftSceneLoader.parse(
      """
      title: b
      root:
        navigation: Nav
        background: clear
        stack: [Feed]
      steps:
        - present: { vc: Glass, background: translucent }
          from: Feed
          style: overFullScreen
      """, path: "b.yaml")
    #expect(scene.backgrounds == ["Nav": .clear, "Feed": .opaque, "Glass": .translucent])
  }

  @Test func anUnknownBackgroundIsALocatedErrorWithASuggestion() {
    #expect(
      errorLine("title: b\nroot: { vc: A, background: translucnt }\n")
        == "s.yaml:2:28: error: unknown background 'translucnt'; did you mean 'translucent'?")
  }
}
