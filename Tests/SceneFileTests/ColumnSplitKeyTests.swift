import SceneFile
import SceneText
import SwiftScene
import Testing
import TransitionEngine

/// A split's `style:` and columns and the `showColumn` / `hideColumn` steps (SV-8–SV-10), with
/// located errors for misuse.
@Suite struct ColumnSplitKeyTests {
  @Test func aTripleColumnSplitIsReadWithEveryColumn() throws {
    let scene = try SwiftSceneLoader.parse(
      """
      title: t
      root:
        split: Split
        style: tripleColumn
        primary: Boxes
        supplementary: Messages
        secondary: { navigation: MessageNav, stack: [Message] }
        compact: Phone
        inspector: Info
        topColumnForCollapsing: supplementary
      steps:
        - showColumn: inspector
        - hideColumn: primary
          on: Split
      """, path: "t.yaml")
    let expected = ColumnSplitSpec(
      style: .tripleColumn,
      columns: [
        .primary: vc("Boxes", bare: true), .supplementary: vc("Messages", bare: true),
        .secondary: ControllerSpec(
          name: "MessageNav", kind: .navigation(stack: [vc("Message", bare: true)])),
        .compact: vc("Phone", bare: true), .inspector: vc("Info", bare: true),
      ], topColumnForCollapsing: .supplementary)
    #expect(scene.root.withoutLocations.kind == .columnSplit(expected))
    #expect(
      scene.steps.map(\.action) == [
        .column(.inspector, shown: true, split: nil),
        .column(.primary, shown: false, split: "Split"),
      ])
    // SV-8: UIKit creates a navigation controller for each column that is not one, except
    // the compact column; the app's own navigation controller stays as it is.
    #expect(
      scene.root.childSpecs.map(\.name) == [
        "Split.primary", "Split.supplementary", "MessageNav", "Phone", "Split.inspector",
      ])
  }

  @Test func theWriterWritesWhatTheLoaderReads() throws {
    let text = """
      title: t
      root: { split: S, style: doubleColumn, primary: A, secondary: B, inspector: I }
      steps:
        - showColumn: inspector
          on: S
      """
    let scene = try SwiftSceneLoader.parse(text, path: "t.yaml")
    let written = SceneDocument(scene: scene).text
    let back = try SwiftSceneLoader.parse(written, path: "w.yaml")
    // The root is written in block form (`vc: A`), so only its bare-name flags differ.
    guard case .columnSplit(let read) = back.root.kind,
      case .columnSplit(let wrote) = scene.root.kind
    else {
      Issue.record("not a column-style split")
      return
    }
    #expect(read.style == wrote.style)
    #expect(read.columns.mapValues(\.name) == wrote.columns.mapValues(\.name))
    #expect(SceneDocument(scene: back).text == written)
    #expect(back.steps.map(\.withoutLocations) == scene.steps.map(\.withoutLocations))
    #expect(
      written.contains(
        "root:\n  split: S\n  style: doubleColumn\n  primary:\n    vc: A\n  secondary:\n"))
  }

  @Test func columnKeysOnAClassicSplitAreLocatedErrors() {
    #expect(
      errorLine("title: t\nroot: { split: S, primary: A, compact: C }\n")
        == "s.yaml:2:31: error: 'compact' belongs to a column-style split: add 'style: "
        + "doubleColumn' or 'style: tripleColumn' (a classic split has only 'primary' and "
        + "'secondary', SV-8)")
    #expect(
      errorLine("title: t\nroot: { split: S, style: unspecified, primary: A, inspector: I }\n")
        .hasPrefix("s.yaml:2:51: error: 'inspector' belongs to a column-style split"))
  }

  @Test func aSupplementaryNeedsATripleColumnSplit() {
    #expect(
      errorLine("title: t\nroot: { split: S, style: doubleColumn, primary: A, supplementary: B }\n")
        == "s.yaml:2:52: error: 'supplementary' needs 'style: tripleColumn': UIKit ignores a "
        + "supplementary column in a doubleColumn split (SV-8)")
  }

  @Test func theTopColumnIsOneTheStyleHas() {
    #expect(
      errorLine(
        "title: t\nroot: { split: S, style: doubleColumn, primary: A, "
          + "topColumnForCollapsing: supplementary }\n")
        == "s.yaml:2:76: error: 'topColumnForCollapsing' must be one of primary, secondary for "
        + "a doubleColumn split, found 'supplementary' (SV-9)")
    #expect(
      errorLine("title: t\nroot: { split: S, style: tripleColumn, primary: A, style: x }\n")
        .contains("error:"))
  }

  @Test func anUnknownStyleOrColumnSuggestsTheNearest() {
    #expect(
      errorLine("title: t\nroot: { split: S, style: doubleColum, primary: A }\n")
        == "s.yaml:2:26: error: unknown split style 'doubleColum'; did you mean 'doubleColumn'?")
    #expect(
      errorLine(
        "title: t\nroot: { split: S, style: doubleColumn, primary: A }\nsteps:\n"
          + "  - showColumn: inspecter\n")
        == "s.yaml:4:17: error: unknown column 'inspecter'; did you mean 'inspector'?")
  }

  @Test func theCreatedNavigationNameIsReserved() {
    #expect(
      errorLine(
        "title: t\nroot:\n  split: S\n  style: doubleColumn\n  primary: A\n"
          + "  secondary: S.primary\n")
        == "s.yaml:6:14: error: duplicate controller name 'S.primary' (first defined at line 5)")
  }

  @Test func theStepNamesASplit() {
    #expect(
      errorLine(
        "title: t\nroot: { navigation: N, stack: [A] }\nsteps:\n  - showColumn: primary\n"
          + "    on: N\n")
        == "s.yaml:5:9: error: 'on' must name a split controller, but 'N' is a navigation "
        + "controller (defined at line 2)")
  }
}
