import Testing

@testable import TUI

/// Wide characters (CJK, emoji) take two cells of a canvas, and nothing that cuts, pads or
/// wraps text ever splits one.
@Suite struct WideCanvasTests {
  @Test func aWideCharacterTakesTwoCellsAndARowKeepsItsWidth() {
    var canvas = Canvas(width: 8, height: 1)
    let end = canvas.put("首页🚀a", x: 0, y: 0)
    #expect(end == 7)
    #expect(canvas.rows == ["首页🚀a "])
    #expect(canvas[0, 0].scalar == "首" && canvas[1, 0].isContinuation)
    #expect(canvas[4, 0].scalar == "🚀" && canvas[5, 0].isContinuation)
    #expect(CellWidth.columns(canvas.rows[0]) == 8)
  }

  @Test func aWideCharacterAtTheEdgeIsASpace() {
    var canvas = Canvas(width: 5, height: 2)
    canvas.put("ab首页", x: 0, y: 0)
    canvas.put("x设置", x: 0, y: 1, maxWidth: 4)
    #expect(canvas.rows == ["ab首 ", "x设  "])
    #expect(!canvas.cells.contains { $0.isWide && $0.scalar == "页" })
    // Starting one column off the canvas, the half that would show is a space.
    var shifted = Canvas(width: 4, height: 1)
    shifted.put("首页", x: -1, y: 0)
    #expect(shifted.rows == [" 页 "])
  }

  @Test func writingOverHalfAWideCharacterBlanksTheOtherHalf() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.put("首页设", x: 0, y: 0)
    canvas.put("x", x: 1, y: 0)  // the right half of 首
    canvas[2, 0] = Cell("y")  // the left half of 页
    canvas.fill(x: 5, y: 0, width: 1, height: 1, with: Cell("z"))  // the right half of 设
    #expect(canvas.rows == [" xy  z"])
    #expect(!canvas.cells.contains { $0.isContinuation })
  }

  @Test func aCutLineEndsWithTheEllipsisAndFillsItsWidth() {
    var canvas = Canvas(width: 8, height: 3, fill: Cell("."))
    canvas.put([Span("UIView <首页设置>")], x: 0, y: 0, width: 8)
    canvas.put([Span("ab"), Span("首页设置")], x: 0, y: 1, width: 6)
    canvas.put([Span("首页")], x: 0, y: 2, width: 8)
    #expect(canvas.rows == ["UIView …", "ab首… ..", "首页...."])
  }

  @Test func wrappingAndTruncationCountColumns() {
    #expect(TextWrap.wrap("首页 is the first tab", width: 9) == ["首页 is", "the first", "tab"])
    #expect(TextWrap.wrap("首页设置详情", width: 5) == ["首页", "设置", "详情"])
    #expect(TextWrap.truncate("首页设置", width: 6) == "首页…")
    #expect(TextWrap.truncate("首页设置", width: 4, ellipsis: "...") == "...")
    #expect(TextWrap.truncate("首页", width: 4) == "首页")
    #expect([Span("a首"), Span("🚀")].length == 5)
  }

  @Test func theWidthTableFollowsWcwidth() {
    for wide in ["首", "Ｗ", "가", "🚀", "😀", "〈"] {
      #expect(CellWidth.columns(Unicode.Scalar(wide) ?? " ") == 2, "\(wide)")
    }
    // Narrow: Latin, half-width katakana, box drawing, arrows, and ❤ (text presentation).
    for narrow in ["a", "é", "ｶ", "─", "→", "❤", "…", "×"] {
      #expect(CellWidth.columns(Unicode.Scalar(narrow) ?? "?") == 1, "\(narrow)")
    }
  }
}
