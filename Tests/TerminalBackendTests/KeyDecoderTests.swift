import CNcurses
import TUI
import Testing

@testable import TerminalBackend

@Suite struct KeyDecoderTests {
  private func character(_ value: UInt32) -> KeyDecoder.Decoded {
    KeyDecoder.decode(status: tscope_ok(), value: value)
  }

  private func code(_ value: Int32) -> KeyDecoder.Decoded {
    KeyDecoder.decode(status: tscope_key_code_yes(), value: UInt32(bitPattern: value))
  }

  @Test func controlCharactersAreKeys() {
    #expect(character(3) == .key(.ctrlC))
    #expect(character(12) == .key(.ctrlL))
    #expect(character(9) == .key(.tab))
    #expect(character(13) == .key(.enter))
    #expect(character(10) == .key(.enter))
    #expect(character(27) == .key(.escape))
    #expect(character(127) == .key(.backspace))
    #expect(character(8) == .key(.backspace))
    #expect(character(1) == .nothing)
  }

  @Test func charactersIncludeNonASCII() {
    #expect(character(UInt32(UInt8(ascii: "q"))) == .key(.character("q")))
    #expect(character(0xE9) == .key(.character("é")))
    #expect(character(0x2192) == .key(.character("→")))
    #expect(character(0xD800) == .nothing)  // a lone surrogate is no character
  }

  @Test func keyCodes() {
    #expect(code(tscope_key_up()) == .key(.up))
    #expect(code(tscope_key_down()) == .key(.down))
    #expect(code(tscope_key_left()) == .key(.left))
    #expect(code(tscope_key_right()) == .key(.right))
    #expect(code(tscope_key_ppage()) == .key(.pageUp))
    #expect(code(tscope_key_npage()) == .key(.pageDown))
    #expect(code(tscope_key_home()) == .key(.home))
    #expect(code(tscope_key_end()) == .key(.end))
    #expect(code(Int32(KEY_FIND)) == .key(.home))
    #expect(code(Int32(KEY_SELECT)) == .key(.end))
    #expect(code(tscope_key_btab()) == .key(.backTab))
    #expect(code(tscope_key_enter()) == .key(.enter))
    #expect(code(tscope_key_backspace()) == .key(.backspace))
    #expect(code(tscope_key_dc()) == .key(.delete))
    #expect(code(tscope_key_f(1)) == .key(.function(1)))
    #expect(code(tscope_key_f(12)) == .key(.function(12)))
    #expect(code(tscope_key_mouse()) == .mouse)
    #expect(code(tscope_key_resize()) == .resize)
    #expect(code(Int32(KEY_IC)) == .nothing)
  }

  @Test func errorsAndTimeoutsAreNothing() {
    #expect(KeyDecoder.decode(status: tscope_err(), value: 0) == .nothing)
  }

  @Test func mouseReports() {
    #expect(
      MouseDecoder.event(state: tscope_button1_pressed(), x: 4, y: 2)
        == MouseEvent(kind: .click, x: 4, y: 2))
    #expect(
      MouseDecoder.event(state: tscope_button1_clicked(), x: 0, y: 0)
        == MouseEvent(kind: .click, x: 0, y: 0))
    #expect(MouseDecoder.event(state: tscope_button4_pressed(), x: 1, y: 1)?.kind == .wheelUp)
    #expect(MouseDecoder.event(state: tscope_button5_pressed(), x: 1, y: 1)?.kind == .wheelDown)
    #expect(MouseDecoder.event(state: tscope_button1_released(), x: 1, y: 1) == nil)
    #expect(MouseDecoder.mask & tscope_button1_pressed() != 0)
  }
}
