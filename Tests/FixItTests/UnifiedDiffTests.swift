import Testing

@testable import FixIt

/// One-line edits (gone, new, rewritten) and their diffs, at the edges of a file.
@Suite struct UnifiedDiffTests {
  static let text = "a\nb\nc\nd\ne\nf\ng\nh"

  @Test func aDeletionInTheMiddleHasThreeLinesEachSide() {
    #expect(
      UnifiedDiff.of(SwiftEdit(file: "F.swift", line: 5, change: .delete), in: Self.text) == """
        --- a/F.swift
        +++ b/F.swift
        @@ -2,7 +2,6 @@
         b
         c
         d
        -e
         f
         g
         h

        """)
  }

  @Test func aDeletionOfTheFirstLineAndAnInsertionAtTheEnd() {
    #expect(
      UnifiedDiff.of(SwiftEdit(file: "F.swift", line: 1, change: .delete), in: "x\ny")
        == "--- a/F.swift\n+++ b/F.swift\n@@ -1,2 +1 @@\n-x\n y\n")
    #expect(
      UnifiedDiff.of(SwiftEdit(file: "F.swift", line: 3, change: .insert("z")), in: "x\ny")
        == "--- a/F.swift\n+++ b/F.swift\n@@ -1,2 +1,3 @@\n x\n y\n+z\n")
  }

  @Test func aReplacedLineIsOneLineOutAndOneIn() {
    let edit = SwiftEdit(file: "F.swift", line: 2, change: .replace("B"))
    #expect(
      UnifiedDiff.of(edit, in: "x\nb\ny")
        == "--- a/F.swift\n+++ b/F.swift\n@@ -1,3 +1,3 @@\n x\n-b\n+B\n y\n")
    #expect(edit.applied(to: "x\nb\ny") == "x\nB\ny")
    #expect(SwiftEdit(file: "F", line: 2, change: .replace("y")).applied(to: "x") == nil)
  }

  @Test func aCompletionCallsArgumentIsRewrittenWithTheRestOfTheLineKept() {
    let lines = SwiftLines("  ctx.completeTransition(done(a, b)) // end\nctx.completeTransition(")
    #expect(
      lines.withCompletionArgument(1, "completeTransition(!x)")
        == "  ctx.completeTransition(!x) // end")
    #expect(lines.withCompletionArgument(2, "completeTransition(!x)") == nil)
    #expect(lines.withCompletionArgument(3, "completeTransition(!x)") == nil)
  }

  @Test func anEditOutsideTheFileChangesNothing() {
    #expect(SwiftEdit(file: "F", line: 9, change: .delete).applied(to: "x") == nil)
    #expect(SwiftEdit(file: "F", line: 0, change: .insert("y")).applied(to: "x") == nil)
    #expect(SwiftEdit(file: "F", line: 2, change: .insert("y")).applied(to: "x") == "x\ny")
  }

  @Test func linesAreReadAsTheEngineNamesThem() {
    #expect(FileLines.place("Fade.swift:12")! == ("Fade.swift", 12))
    #expect(FileLines.place("line 4") == nil)
    #expect(
      FileLines.withoutLineNumbers("snapshot left behind: Zoom.swift:20 (Zoom.swift:31)")
        == "snapshot left behind: Zoom.swift (Zoom.swift)")
  }
}
