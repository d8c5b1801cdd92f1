import SceneFile
import SceneText
import SwiftScene
import Testing
import TransitionEngine

private func scene(_ steps: String, style: String = "scroll") -> String {
  """
  title: t
  root:
    navigation: Nav
    stack:
      - { pageView: Pager, transitionStyle: \(style), pages: [One] }
  steps:
  \(steps)
  """
}

/// K-10: `pageView:` with `pages` and `transitionStyle`, and the `setPage` step with `on`,
/// `direction` and `interactive`.
@Suite struct PageViewKeyTests {
  @Test func theKeysLoadAndWriteBack() throws {
    let text = scene(
      "  - setPage: Two\n    on: Pager\n    direction: reverse\n    interactive: cancelled\n")
    let loaded = try SwiftSceneLoader.parse(text, path: "s.yaml")
    let pager = try #require(loaded.root.childSpecs.first)
    #expect(pager.options.pageStyle == .scroll)
    #expect(pager.childSpecs.map(\.name) == ["One"])
    let step = try #require(loaded.steps.first)
    guard case .setPage(let turn) = step.action else {
      Issue.record("no setPage")
      return
    }
    #expect(turn.pager == "Pager")
    #expect(turn.page.name == "Two")
    #expect(turn.direction == .reverse)
    #expect(turn.swipe == .cancelled)
    #expect(
      StepWriter.items([step])
        == "  - setPage: Two\n    on: Pager\n    direction: reverse\n    interactive: cancelled\n")
    let written = SceneDocument(scene: loaded).text
    #expect(written.contains("pageView: Pager"))
    #expect(written.contains("transitionStyle: scroll"))
    let back = try SwiftSceneLoader.parse(written, path: "w.yaml")
    #expect(SceneDocument(scene: back).text == written)
    #expect(StepWriter.items(back.steps) == StepWriter.items(loaded.steps))
  }

  @Test func theDefaultsAreUIKits() throws {
    let text = """
      title: t
      root: { pageView: Pager, pages: [One] }
      steps:
        - setPage: Two
          on: Pager
      """
    let loaded = try SwiftSceneLoader.parse(text, path: "s.yaml")
    #expect(loaded.root.options.pageStyle == .pageCurl)
    guard case .setPage(let turn) = loaded.steps.first?.action else {
      Issue.record("no setPage")
      return
    }
    #expect(turn.direction == .forward)
    #expect(turn.swipe == nil)
  }

  @Test func misusesAreLocatedErrors() {
    #expect(
      errorLine(scene("  - setPage: Two\n    on: Pager\n", style: "scrol"))
        == "s.yaml:5:43: error: unknown page transition style 'scrol'; did you mean 'scroll'?")
    #expect(
      errorLine(scene("  - setPage: Two\n    on: Pager\n    direction: forwards\n"))
        == "s.yaml:9:16: error: unknown page direction 'forwards'; did you mean 'forward'?")
    #expect(
      errorLine(scene("  - setPage: Two\n    on: Pagr\n"))
        == "s.yaml:8:9: error: unknown controller 'Pagr'; did you mean 'Pager'?")
    #expect(
      errorLine(scene("  - setPage: Two\n    on: Nav\n"))
        == "s.yaml:8:9: error: 'on' must name a page view controller, but 'Nav' is a "
        + "navigation controller (defined at line 3)")
    #expect(
      errorLine(scene("  - setPage: Two\n"))
        == "s.yaml:7:5: error: missing required key 'on' in 'setPage' step")
    #expect(
      errorLine(scene("  - setPage: Two\n    on: Pager\n    interactive: done\n"))
        == "s.yaml:9:18: error: unknown interactive value 'done'; expected one of: cancelled, "
        + "completed")
    #expect(
      errorLine(
        """
        title: t
        root: { pageView: Pager, pages: [One, Two] }
        """)
        == "s.yaml:2:33: error: 'pages' lists 2 controllers, but a page view controller shows "
        + "one page here (two-page spreads, spineLocation .mid, are not modelled)")
    #expect(
      errorLine(
        """
        title: t
        root: { pageView: Pager, page: [One] }
        """
      ).hasPrefix("s.yaml:2:26: error: unknown key 'page'"))
  }
}
