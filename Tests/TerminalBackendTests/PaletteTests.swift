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
  private func glyph(_ character: Character, ascii: Bool = false) -> Character? {
    let value = CellGlyph.scalar(Cell(character).scalar, asciiOnly: ascii)
    return Unicode.Scalar(value).map(Character.init)
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
    #expect(glyph("界") == "?")
    #expect(glyph("😀") == "?")
    #expect(glyph("\u{9B}") == "?")  // C1 control (CSI)
    #expect(glyph("👍🏽") == "?")  // an emoji sequence keeps its first scalar, two columns wide
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
