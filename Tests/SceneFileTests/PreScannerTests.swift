import SceneFile
import SwiftScene
import Testing

/// Text that looks like aliases, anchors or deep brackets but is not, in every scalar style.
@Test func indicatorsInsideScalarsAndCommentsAreNotFlagged() throws {
  let opening = String(repeating: "[", count: 80)
  let text = """
    title: "Stars *and* [brackets { #not a comment"
    about: |
      *not an alias* &not-an-anchor
      \(opening) unbalanced
    root:
      vc: A   # a comment with *alias, &anchor and \(opening)
      views: ['*x', "&y", "a\\"*b", 'it''s *z', a*b, c&d]
    steps:
      - rotate: portrait
        note: see *this* & that, it's fine [1
      - rotate: landscape
        note: this is
          *a continued* plain scalar
      - rotate: portrait
        note: "a quoted
          *multi-line* string"

    """
  let scene = try SwiftSceneLoader.parse(text, path: "s.yaml")
  #expect(scene.title == "Stars *and* [brackets { #not a comment")
  #expect(scene.about == "*not an alias* &not-an-anchor\n\(opening) unbalanced")
  #expect(scene.root.options.views == ["*x", "&y", "a\"*b", "it's *z", "a*b", "c&d"])
  #expect(
    scene.steps.map(\.note) == [
      "see *this* & that, it's fine [1", "this is *a continued* plain scalar",
      "a quoted *multi-line* string",
    ])
}

@Test func aliasesAreFoundAfterTrickyQuotes() {
  // A quote inside a plain scalar does not start a quoted string.
  #expect(
    errorLine("title: T\nroot: A\nabout: it's\nx: *q\n")
      == "s.yaml:4:4: error: aliases (*q) are not supported in scene files")
  // A `#` inside a quoted string does not start a comment.
  #expect(
    errorLine("title: T\nroot: A\nx: [\"a #\", *q]\n")
      == "s.yaml:3:12: error: aliases (*q) are not supported in scene files")
  // An escaped quote does not end a double-quoted string.
  #expect(
    errorLine("title: T\nroot: A\nx: \"a\\\" b\"\ny: *q\n")
      == "s.yaml:4:4: error: aliases (*q) are not supported in scene files")
  // Other line breaks than LF end comments too (here a Unicode line separator).
  #expect(
    errorLine("title: T\nroot: A\nx: 1 # c\u{2028}y: *q\n")
      == "s.yaml:4:4: error: aliases (*q) are not supported in scene files")
}

@Test func crlfLineEndingsParse() throws {
  let scene = try SwiftSceneLoader.parse("title: T\r\nroot:\r\n  vc: A\r\n", path: "s.yaml")
  #expect(scene.root.name == "A")
}
