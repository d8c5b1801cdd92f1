import Testing
import TransitionEngine

@testable import TUI

/// `RowList.columns(of:)` counts a row as wide as `ViewRowText` writes it in `--ascii`, in
/// every phase of the fixtures, folded and not, so the Views pane's width fits its rows.
@Suite struct RowWidthTests {
  @Test(arguments: [Fixtures.push, Fixtures.pageSheet, Fixtures.tabs, Fixtures.container])
  func theCountIsTheWrittenWidth(spec: SceneSpec) {
    let session = SceneSession(entry: Fixtures.entry(spec))
    var position: Position? = .start
    var rows = 0
    while let here = position {
      let phase = session.at(here)
      let fold: Set<ViewID> = phase.phase.window.subviews.first.map { [$0.id] } ?? []
      for folded in [Set<ViewID>(), fold] {
        for row in TreeRows.rows(phase.phase.window, diff: phase.diff, folded: folded) {
          let line = ViewRowText.line(row, glyphs: .ascii, selected: false, match: false)
          let written = line.reduce(0) { $0 + CellWidth.columns($1.text) }
          #expect(RowList.columns(of: row) == written, "\(row.node.className) at \(here)")
          rows += 1
        }
      }
      position = here.next(in: session.timeline)
    }
    #expect(rows > 20)
  }

  /// A frame's columns are counted by arithmetic for whole values and by formatting for the
  /// rest; both give what `Rect.description` writes.
  @Test func aFrameIsCountedAsItIsWritten() {
    let values: [Double] = [
      0, -0.0, 1, 9, 10, 99, 100, 393, 852, 1_000_000, -1, -10, -393, 196.5, 0.004, -0.5,
      0.333, 999_999_999_999_999, 1e15, -1e16, .infinity, -.infinity, .nan,
    ]
    for x in values {
      for width in [0, 393.25, -7, 1e15] {
        let frame = Rect(x: x, y: -x, width: width, height: x * 3)
        #expect(RowList.frameColumns(frame) == frame.description.count, "\(frame)")
      }
    }
  }
}
