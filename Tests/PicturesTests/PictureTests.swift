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
      // Each run is stretched to exactly its cells, a wide character to one cell.
      #expect(abs(length - Double(characters.count) * SVGText.cellWidth) < 0.01)
      let column = Int((x / SVGText.cellWidth).rounded())
      let row = Int((y / SVGText.cellHeight).rounded(.down))
      for (offset, character) in characters.enumerated() { grid[row][column + offset] = character }
    }
    #expect(grid.map { String($0) } == Self.canvas.rows)
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
    #expect(runs.map { String($0.text) } == ["│", "漢", "字", " ok", "  ", "sel", " "])
  }

  @Test func htmlIsWellFormedAndItsTextIsTheCanvas() throws {
    let html = HTMLText.render(Self.canvas, theme: .light, title: "a<b>")
    let document = try XMLDocument(data: Data(html.utf8))
    let pre = try #require(try document.nodes(forXPath: "//pre").first)
    #expect(pre.stringValue == Self.canvas.rows.joined(separator: "\n") + "\n")
    #expect(html.contains("<title>a&lt;b&gt;</title>"))
  }
}
