import Foundation
import TUI
import Testing

@testable import Pictures

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `tscope shot --format svg | html`: the output parses as XML and its text is the canvas's,
/// cell for cell.
@Suite struct PictureTests {
  /// A frame with box characters, markup characters, styles and a wide character.
  static var canvas: Canvas {
    var canvas = Canvas(width: 12, height: 4)
    canvas.put("┌──────────┐", x: 0, y: 0, style: Style(.border))
    canvas.put("│a<b>&\"c' │", x: 0, y: 1)
    canvas.put("│漢字 ok", x: 0, y: 2, style: Style(.added, bold: true))
    canvas.put("sel", x: 8, y: 2, style: Style(.selected))
    canvas.put("└──────────┘", x: 0, y: 3, style: Style(.border))
    return canvas
  }

  @Test(arguments: [Theme.dark, .light, .mono])
  func svgParsesAndItsTextIsTheCanvas(theme: Theme) throws {
    let svg = SVGText.render(Self.canvas, theme: theme)
    let document = try XMLDocument(data: Data(svg.utf8))
    let root = try #require(document.rootElement())
    #expect(root.name == "svg")
    var grid = Array(repeating: Array(repeating: Character(" "), count: 12), count: 4)
    for element in try root.nodes(forXPath: "//*[local-name()='text']") {
      let text = try #require(element as? XMLElement)
      let x = try #require(Double(Self.attribute("x", of: text) ?? ""))
      let y = try #require(Double(Self.attribute("y", of: text) ?? ""))
      let length = try #require(Double(Self.attribute("textLength", of: text) ?? ""))
      let characters = Array(text.stringValue ?? "")
      // Each run is stretched to exactly its cells, a wide character to two.
      let cells = characters.reduce(0) { $0 + CellWidth.columns($1.unicodeScalars.first ?? " ") }
      #expect(abs(length - Double(cells) * SVGText.cellWidth) < 0.01)
      let column = Int((x / SVGText.cellWidth).rounded())
      let row = Int((y / SVGText.cellHeight).rounded(.down))
      var offset = 0
      for character in characters {
        grid[row][column + offset] = character
        let columns = CellWidth.columns(character.unicodeScalars.first ?? " ")
        if columns == 2 { grid[row][column + offset + 1] = "\u{0}" }
        offset += columns
      }
    }
    // Box-drawing characters are shapes, not text; a wide character's second cell is covered.
    let text = Self.canvas.rows.map { String($0.map { CellShape.isShape($0) ? " " : $0 }) }
    #expect(grid.map { String($0.filter { $0 != "\u{0}" }) } == text)
  }

  /// A black screen area is one black rectangle per row, opaque in every theme; a vertical box
  /// line fills its cell's whole height (no dashes); a run of horizontal line is one bar.
  @Test(arguments: [Theme.dark, .light])
  func shadesAndLinesAreFilledShapes(theme: Theme) {
    var canvas = Canvas(width: 6, height: 3)
    canvas.put("▓▓▓▓", x: 1, y: 0, style: Style(.black))
    canvas.put("│", x: 0, y: 1, style: Style(.border))
    canvas.put("└────┘", x: 0, y: 2, style: Style(.border))
    let svg = SVGText.render(canvas, theme: theme)
    #expect(
      svg.contains(
        "<g shape-rendering=\"crispEdges\" fill=\"#000000\">\n<rect x=\"8.4\" y=\"0\" width=\"33.6\" height=\"17\"/>\n</g>"
      ))
    #expect(svg.contains("<rect x=\"3.6\" y=\"17\" width=\"1.2\" height=\"17\"/>"))
    #expect(svg.contains("<rect x=\"8.4\" y=\"41.9\" width=\"33.6\" height=\"1.2\"/>"))
    #expect(!svg.contains("▓") && !svg.contains("│") && !svg.contains("─"))
  }

  /// Where strokes overlap (a corner), the group carries the dimming, not each rectangle, so
  /// the overlap is not darker than the line.
  @Test func dimLinesAreDimmedAsAGroup() {
    var canvas = Canvas(width: 3, height: 2)
    canvas.put("┌─┐", x: 0, y: 0, style: Style(.border))
    let svg = SVGText.render(canvas, theme: .dark)
    #expect(svg.contains("opacity=\"0.6\">"))
    #expect(!svg.contains("fill-opacity"))
    #expect(svg.components(separatedBy: "<g ").count == 2)
  }

  /// An attribute's value (looked up by name: the SVG namespace hides it from `attribute(forName:)`).
  static func attribute(_ name: String, of element: XMLElement) -> String? {
    element.attributes?.first { $0.name == name }?.stringValue
  }

  @Test func svgFillsReverseCellsAndUsesThePalette() {
    let svg = SVGText.render(Self.canvas, theme: .dark)
    let colors = TerminalColors.of(.dark)
    #expect(
      svg.contains(
        "<rect x=\"67.2\" y=\"34\" width=\"25.2\" height=\"17\" fill=\"\(colors.foreground)\"/>"))
    #expect(svg.contains("fill=\"\(colors.ansi[2])\" font-weight=\"bold\""))
    #expect(
      svg.contains(">a&lt;b&gt;&amp;&quot;c&apos; </text>")
        || svg.contains("a&lt;b&gt;&amp;&quot;c&apos;"))
  }

  @Test func wideCharactersAreRunsOfTheirOwn() {
    let runs = CellRuns.runs(Self.canvas, row: 2)
    #expect(runs.map { String($0.text) } == ["│", "漢", "字", " ok", "sel", " "])
    #expect(runs.map(\.column) == [0, 1, 3, 5, 8, 11])
    #expect(runs.map(\.cells) == [1, 2, 2, 3, 3, 1])
  }

  /// A wide character is written once in ANSI text (the terminal gives it two columns), and
  /// its SVG text and HTML block span two cells, so what follows stays in its column.
  @Test func aWideCharacterSpansTwoCellsInEveryPicture() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.put("首页", x: 0, y: 0)
    canvas.put("ab", x: 4, y: 0, style: Style(.accent))
    let ansi = ANSIText.render(canvas, theme: .mono)
    #expect(ansi.replacing(#/\x1B\[[0-9;]*m/#, with: "") == "首页ab\n")
    let svg = SVGText.render(canvas, theme: .dark)
    #expect(svg.contains("<text x=\"0\" y=\"13.26\" textLength=\"16.8\""))
    #expect(svg.contains("<text x=\"16.8\" y=\"13.26\" textLength=\"16.8\""))
    #expect(svg.contains("<text x=\"33.6\" y=\"13.26\" textLength=\"16.8\""))
    let html = HTMLText.render(canvas, theme: .dark)
    #expect(
      html.contains("<span style=\"display:inline-block;width:2ch;overflow:hidden\">首</span>"))
  }

  @Test func htmlIsWellFormedAndItsTextIsTheCanvas() throws {
    let html = HTMLText.render(Self.canvas, theme: .light, title: "a<b>", caption: "A & B")
    // A browser keeps the newline between two rows of shapes (`</span>\n<span>`), so the
    // parser must too.
    let document = try XMLDocument(data: Data(html.utf8), options: .nodePreserveWhitespace)
    let pre = try #require(try document.nodes(forXPath: "//pre").first)
    #expect(pre.stringValue == Self.canvas.rows.joined(separator: "\n") + "\n")
    #expect(html.contains("<title>a&lt;b&gt;</title>"))
    #expect(html.contains("<figcaption>A &amp; B</figcaption></figure>"))
    // Box lines are painted blocks, a stretch of horizontal line one block.
    #expect(
      html.contains("<span class=\"g g9472\" style=\"color:#1f2328;opacity:0.6;width:10ch\">"))
  }
}
