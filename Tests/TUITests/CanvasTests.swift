import Testing

@testable import TUI

@Suite struct CanvasTests {
  @Test func putClipsToTheCanvas() {
    var canvas = Canvas(width: 5, height: 2)
    canvas.put("hello world", x: 1, y: 0)
    canvas.put("ab", x: -1, y: 1)
    #expect(canvas.rows == [" hell", "b    "])
  }

  /// ASCII text takes the fast path, other text one grapheme a column; both blank newlines
  /// and keep one scalar a cell.
  @Test func putWritesOneColumnPerCharacterOnBothPaths() {
    var canvas = Canvas(width: 6, height: 3)
    canvas.put("a\r\nb\rc", x: 0, y: 0, maxWidth: 4)
    canvas.put("é\ne\u{301}x", x: 0, y: 1)
    canvas.put("─│", x: 4, y: 2, style: Style(.border))
    #expect(canvas.rows == ["a b   ", "é ex  ", "    ─│"])
    #expect(canvas[4, 2] == Cell("─", Style(.border)))
    #expect(canvas[0, 0].style == .normal)
  }
}
