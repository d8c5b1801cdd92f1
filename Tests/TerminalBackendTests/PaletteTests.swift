import CNcurses
import Pictures
import TUI
import Testing

@testable import TerminalBackend

@Suite struct PaletteTests {
  @Test func noColorForcesMonoOnlyWhenNonEmpty() {
    #expect(ThemeLooks.effective(.dark, noColor: "1") == .mono)
    #expect(ThemeLooks.effective(.light, noColor: "") == .light)
    #expect(ThemeLooks.effective(.dark, noColor: nil) == .dark)
  }

  @Test func monoUsesNoColourYetMarksEveryKindOfChange() {
    let looks = Style.Role.allCases.map { ThemeLooks.look(for: $0, in: .mono) }
    #expect(looks.allSatisfy { $0.color == nil })
    for role in [Style.Role.added, .removed, .moved, .reframed, .selected, .error, .warning] {
      #expect(ThemeLooks.look(for: role, in: .mono) != RoleLook(), "\(role) looks plain in mono")
    }
  }

  @Test func lightAvoidsYellowAndCyanText() {
    let colors = Style.Role.allCases.compactMap { ThemeLooks.look(for: $0, in: .light).color }
    #expect(!colors.contains(ThemeLooks.yellow))
    #expect(!colors.contains(ThemeLooks.cyan))
  }

  @Test func paletteNumbersOnePairPerColour() {
    let palette = RolePalette(theme: .dark, colors: true, defaultColors: true)
    let colors = Set(Style.Role.allCases.compactMap { ThemeLooks.look(for: $0, in: .dark).color })
    #expect(palette.pairs.count == colors.count)
    #expect(palette.pairs.map(\.number) == (1...Int16(colors.count)).map { $0 })
    #expect(palette.background == -1)
    #expect(palette.look(of: Style(.normal)) == (tscope_a_normal(), 0))
    #expect(palette.look(of: Style(.added)).pair != 0)
    #expect(RolePalette(theme: .dark, colors: true, defaultColors: false).background == 0)
  }

  @Test func styleFlagsAddToTheRole() {
    let palette = RolePalette(theme: .dark, colors: true, defaultColors: true)
    let look = palette.look(of: Style(.added, bold: true, reverse: true, underline: true))
    #expect(look.attrs & tscope_a_bold() != 0)
    #expect(look.attrs & tscope_a_reverse() != 0)
    #expect(look.attrs & tscope_a_underline() != 0)
    #expect(look.pair == palette.look(of: Style(.added)).pair)
  }

  @Test func withoutColoursEveryStyleIsPairZero() {
    let palette = RolePalette(theme: .dark, colors: false, defaultColors: false)
    #expect(palette.pairs.isEmpty)
    for role in Style.Role.allCases { #expect(palette.look(of: Style(role)).pair == 0) }
    #expect(palette.look(of: Style(.selected)).attrs & tscope_a_reverse() != 0)
    #expect(palette.look(of: Style(.normal, underline: true)).attrs & tscope_a_underline() != 0)
  }
}

@Suite struct CellGlyphTests {
  /// The glyph of a one-character cell, as a terminal that measures like the canvas draws it.
  private func glyph(_ character: Character, ascii: Bool = false) -> Character? {
    let value = CellGlyph.scalar(
      Cell(character), after: nil, asciiOnly: ascii, columns: { CellWidth.columns($0) })
    return value.flatMap(Unicode.Scalar.init).map(Character.init)
  }

  /// The glyphs a row of canvas cells is drawn with (nil: nothing written, the terminal's
  /// wide character covers the cell), with a terminal whose widths are `columns`.
  private func glyphs(
    _ text: String, ascii: Bool = false,
    columns: (Unicode.Scalar) -> Int = { CellWidth.columns($0) }
  ) -> [String] {
    var canvas = Canvas(width: CellWidth.columns(text), height: 1)
    canvas.put(text, x: 0, y: 0)
    return canvas.cells.indices.map { index in
      let previous = index > 0 ? canvas.cells[index - 1] : nil
      let value = CellGlyph.scalar(
        canvas.cells[index], after: previous, asciiOnly: ascii, columns: columns)
      return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? "nil"
    }
  }

  @Test func singleColumnCharactersPassThrough() {
    #expect(glyph("a") == "a")
    #expect(glyph("─") == "─")
    #expect(glyph("é") == "é")
    #expect(glyph("▶") == "▶")
  }

  @Test func charactersThatWouldShiftTheRowAreReplaced() {
    #expect(glyph("\u{07}") == "?")
    #expect(glyph("\u{301}") == "?")  // a lone combining mark
    #expect(glyph("\u{9B}") == "?")  // C1 control (CSI)
  }

  /// A wide character is drawn as itself in its first cell, and nothing is written in its
  /// second, which the terminal fills; an emoji sequence keeps its first scalar.
  @Test func wideCharactersAreDrawnWhole() {
    #expect(glyphs("首页a") == ["首", "nil", "页", "nil", "a"])
    #expect(glyphs("👍🏽") == ["👍", "nil"])
  }

  /// Where the terminal's C library measures a character otherwise than the canvas, it is `?`
  /// a column, so the row never shifts; under `--ascii` every non-ASCII column is `?`.
  @Test func aWideCharacterTheTerminalMeasuresOtherwiseIsQuestionMarks() {
    #expect(glyphs("首a", columns: { _ in 1 }) == ["?", "?", "a"])
    #expect(glyphs("é", columns: { _ in 2 }) == ["?"])
    #expect(glyphs("首页a", ascii: true) == ["?", "?", "?", "?", "a"])
  }

  @Test func aCellKeepsTheFirstScalarOfItsCharacter() {
    #expect(glyph("e\u{301}") == "e")  // e and a combining acute: the terminal shows the e
    #expect(Cell("e\u{301}").character == "e")
  }

  @Test func asciiOnlyReplacesEverythingElse() {
    #expect(glyph("─", ascii: true) == "?")
    #expect(glyph("x", ascii: true) == "x")
  }

  @Test func paddingIsStrippedFromCapabilities() {
    let bytes = RestoreSequence.withoutPadding(Array("\u{1B}[?5h$<100/>\u{1B}[?5l".utf8))
    #expect(bytes == Array("\u{1B}[?5h\u{1B}[?5l".utf8))
    #expect(RestoreSequence.withoutPadding(Array("$x$<".utf8)) == Array("$x$<".utf8))
  }
}
