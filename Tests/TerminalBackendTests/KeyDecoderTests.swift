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
    #expect(code(tscope_key_find()) == .key(.home))
    #expect(code(tscope_key_select()) == .key(.end))
    #expect(code(tscope_key_a1()) == .key(.home))
    #expect(code(tscope_key_c1()) == .key(.end))
    #expect(code(tscope_key_btab()) == .key(.backTab))
    #expect(code(tscope_key_enter()) == .key(.enter))
    #expect(code(tscope_key_backspace()) == .key(.backspace))
    #expect(code(tscope_key_dc()) == .key(.delete))
    #expect(code(tscope_key_f(1)) == .key(.function(1)))
    #expect(code(tscope_key_f(12)) == .key(.function(12)))
    #expect(code(tscope_key_mouse()) == .mouse)
    #expect(code(tscope_key_resize()) == .resize)
    #expect(code(tscope_key_ic()) == .nothing)
  }

  @Test func errorsAndTimeoutsAreNothing() {
    #expect(KeyDecoder.decode(status: tscope_err(), value: 0) == .nothing)
  }

  @Test func mouseReports() {
    #expect(
      MouseDecoder.event(kind: TSCOPE_MOUSE_CLICK, x: 4, y: 2)
        == MouseEvent(kind: .click, x: 4, y: 2))
    #expect(
      MouseDecoder.event(kind: TSCOPE_MOUSE_WHEEL_UP, x: 1, y: 0)
        == MouseEvent(kind: .wheelUp, x: 1, y: 0))
    #expect(
      MouseDecoder.event(kind: TSCOPE_MOUSE_WHEEL_DOWN, x: 0, y: 3)
        == MouseEvent(kind: .wheelDown, x: 0, y: 3))
    #expect(MouseDecoder.event(kind: TSCOPE_MOUSE_OTHER, x: 1, y: 1) == nil)
  }
}
