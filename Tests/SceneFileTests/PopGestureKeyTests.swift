import SceneFile
import SwiftScene
import Testing
import TransitionEngine

private func scene(ios: Int, _ step: String) -> String {
  """
  title: t
  ios: \(ios)
  root: { navigation: Nav, stack: [A, B] }
  steps:
  \(step)
  """
}

/// N-18: `gesture: content` on an interactive pop, iOS 26 and later.
@Suite struct PopGestureKeyTests {
  @Test func aContentPanOnIOS26() throws {
    let loaded = try SwiftSceneLoader.parse(
      scene(ios: 26, "  - pop: Nav\n    interactive: completed\n    gesture: content\n"),
      path: "s.yaml")
    let step = try #require(loaded.steps.first)
    #expect(step.contentPop)
    #expect(step.swipeCompleted)
    let edge = try SwiftSceneLoader.parse(
      scene(ios: 18, "  - pop: Nav\n    interactive: cancelled\n    gesture: edge\n"),
      path: "s.yaml")
    #expect(edge.steps.first?.contentPop == false)
    #expect(edge.steps.first?.action == .pop(nav: "Nav", interactiveCancelled: true))
  }

  @Test func misusesAreLocatedErrors() {
    #expect(
      errorLine(scene(ios: 18, "  - pop: Nav\n    interactive: cancelled\n    gesture: content\n"))
        == "s.yaml:7:14: error: 'gesture: content' is iOS 26's "
        + "interactiveContentPopGestureRecognizer (N-18), but this scene is ios: 18; before "
        + "iOS 26 only the edge swipe pops")
    #expect(
      errorLine(scene(ios: 26, "  - pop: Nav\n    gesture: content\n"))
        == "s.yaml:6:14: error: 'gesture: content' says how the user's swipe back starts; "
        + "add 'interactive: cancelled' or 'interactive: completed'")
    #expect(
      errorLine(scene(ios: 26, "  - pop: Nav\n    interactive: cancelled\n    gesture: middle\n"))
        == "s.yaml:7:14: error: unknown gesture 'middle'; expected edge or content")
    #expect(
      errorLine(scene(ios: 26, "  - push: C\n    gesture: content\n")).hasPrefix(
        "s.yaml:6:5: error: "))
    #expect(
      errorLine(scene(ios: 26, "  - push: C\n    gesture: content\n")).contains(
        "'pop' and 'dismiss' steps"))
  }
}
