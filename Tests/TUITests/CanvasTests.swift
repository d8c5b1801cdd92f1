import Testing

@testable import TUI

@Suite struct CanvasTests {
  @Test func putClipsToTheCanvas() {
    var canvas = Canvas(width: 5, height: 2)
    canvas.put("hello world", x: 1, y: 0)
    canvas.put("ab", x: -1, y: 1)
    #expect(canvas.rows == [" hell", "b    "])
  }
}
