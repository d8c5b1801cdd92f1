import SceneFile
import SceneText
import SwiftScene
import Testing
import TransitionEngine

private func scene(_ steps: String, device: String = "ipad-pro-11") -> String {
  """
  title: t
  device: \(device)
  root: { navigation: Nav, stack: [Doc] }
  steps:
    - present: { vc: Menu, shouldDismiss: false }
      from: Doc
      style: popover
      source: Doc
      passthrough: [Nav]
  \(steps)
  """
}

/// M-22, D-10: `passthrough`, `shouldDismiss`, and a dismiss's `gesture: tapOutside` / `at`.
@Suite struct PopoverKeyTests {
  @Test func theKeysLoadAndWriteBack() throws {
    let loaded = try SwiftSceneLoader.parse(
      scene(
        "  - dismiss: Menu\n    interactive: completed\n    gesture: tapOutside\n    at: Nav\n"),
      path: "s.yaml")
    guard case .present(let present) = loaded.steps.first?.action else {
      Issue.record("no present")
      return
    }
    #expect(present.passthrough == ["Nav"])
    #expect(present.controller.options.shouldDismiss == false)
    let tap = try #require(loaded.steps.last)
    #expect(tap.tapOutside)
    #expect(tap.tapAt == "Nav")
    #expect(!tap.swipeCompleted)
    #expect(
      StepWriter.items([tap])
        == "  - dismiss: Menu\n    interactive: completed\n    gesture: tapOutside\n    at: Nav\n")
    #expect(StepWriter.items([loaded.steps[0]]).contains("    passthrough: [Nav]\n"))
  }

  @Test func misusesAreLocatedErrors() {
    #expect(
      errorLine(scene("  - dismiss: Menu\n    gesture: tapOutside\n"))
        == "s.yaml:11:14: error: 'gesture: tapOutside' is the user's tap; add 'interactive: "
        + "completed'")
    #expect(
      errorLine(scene("  - dismiss: Menu\n    interactive: completed\n    gesture: tapOutsde\n"))
        == "s.yaml:12:14: error: unknown gesture 'tapOutsde' on a dismiss; expected tapOutside; "
        + "did you mean 'tapOutside'?")
    #expect(
      errorLine(scene("  - dismiss: Menu\n    at: Nav\n"))
        == "s.yaml:11:9: error: 'at' says where a tap outside a popover lands; add 'gesture: "
        + "tapOutside'")
    #expect(
      errorLine(
        scene(
          "  - dismiss: Menu\n    interactive: completed\n    gesture: tapOutside\n    at: Nw\n")
      ) == "s.yaml:13:9: error: unknown controller 'Nw'")
    #expect(
      errorLine(
        """
        title: t
        root: { navigation: Nav, stack: [Doc] }
        steps:
          - present: Menu
            from: Doc
            style: pageSheet
            passthrough: [Nav]
        """)
        == "s.yaml:7:18: error: 'passthrough' sets a popover's passthroughViews, but style "
        + "pageSheet is no popover; use it with style: popover")
  }
}
