import SceneFile
import SceneText
import SwiftScene
import Testing
import TransitionEngine

/// SV-11: `collapseSecondary: handled | notHandled | none` on a classic split.
@Suite struct CollapseSecondaryKeyTests {
  private func scene(_ extra: String) -> String {
    "title: t\nroot: { split: S, primary: { navigation: N, stack: [A] }, secondary: B\(extra) }\n"
  }

  @Test func theWordsLoadAndWriteBack() throws {
    let handled = try SwiftSceneLoader.parse(scene(", collapseSecondary: handled"), path: "s.yaml")
    #expect(handled.root.options.collapseSecondary == .handled)
    let written = SceneDocument(scene: handled).text
    #expect(written.contains("collapseSecondary: handled"))
    let back = try SwiftSceneLoader.parse(written, path: "w.yaml")
    #expect(back.root.options.collapseSecondary == .handled)
    #expect(SceneDocument(scene: back).text == written)
    let notHandled = try SwiftSceneLoader.parse(
      scene(", collapseSecondary: notHandled"), path: "s.yaml")
    #expect(notHandled.root.options.collapseSecondary == .notHandled)
    let none = try SwiftSceneLoader.parse(scene(", collapseSecondary: none"), path: "s.yaml")
    #expect(none.root.options.collapseSecondary == nil)
    #expect(!SceneDocument(scene: none).text.contains("collapseSecondary"))
  }

  @Test func misusesAreLocatedErrors() {
    #expect(
      errorLine(scene(", collapseSecondary: handeld"))
        == "s.yaml:2:92: error: unknown collapseSecondary answer 'handeld'; did you mean "
        + "'handled'?")
    #expect(
      errorLine(
        "title: t\nroot: { split: S, style: doubleColumn, primary: A, secondary: B, "
          + "collapseSecondary: handled }\n")
        == "s.yaml:2:66: error: 'collapseSecondary' is a classic split's delegate (SV-11); a "
        + "column-style split's delegate chooses with 'topColumnForCollapsing' (SV-9)")
    #expect(
      errorLine("title: t\nroot: { navigation: N, stack: [A], collapseSecondary: handled }\n")
        == "s.yaml:2:36: error: key 'collapseSecondary' is not allowed in navigation controller "
        + "(it belongs to split controllers)")
  }
}
