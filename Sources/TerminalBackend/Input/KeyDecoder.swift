import CNcurses
import TUI

/// Turns a character or key code read from ncurses into a key, or says the caller must ask
/// ncurses for more (a mouse event or the new size). `UTF8Assembler` feeds it.
///
/// Pure: only ncurses' key-code constants are read. The terminal is in raw mode, so Ctrl-C
/// and Ctrl-L arrive as the characters 3 and 12 rather than as signals.
enum KeyDecoder {
  /// What one character or key code means.
  enum Decoded: Hashable {
    case key(Key)
    case mouse
    case resize
    /// Nothing the interface reacts to (ERR, a timeout, an unknown key or control code).
    case nothing
  }

  /// `status`: OK for a character (`value` its scalar), KEY_CODE_YES for a key code.
  static func decode(status: Int32, value: UInt32) -> Decoded {
    if status == tscope_ok() { return character(value) }
    if status == tscope_key_code_yes() { return keyCode(Int32(bitPattern: value)) }
    return .nothing
  }

  private static func character(_ value: UInt32) -> Decoded {
    switch value {
    case 3: return .key(.ctrlC)
    case 12: return .key(.ctrlL)
    case 9: return .key(.tab)
    case 10, 13: return .key(.enter)
    case 27: return .key(.escape)
    case 8, 127: return .key(.backspace)
    case 0..<32: return .nothing
    default:
      guard let scalar = Unicode.Scalar(value) else { return .nothing }
      return .key(.character(Character(scalar)))
    }
  }

  private static func keyCode(_ code: Int32) -> Decoded {
    if let key = namedKeys[code] { return .key(key) }
    if code == tscope_key_mouse() { return .mouse }
    if code == tscope_key_resize() { return .resize }
    let function = code - tscope_key_f(0)
    if function >= 1 && function <= 63 { return .key(.function(Int(function))) }
    return .nothing
  }

  /// Key codes with a `Key` of their own. Home and End also come as KEY_FIND/KEY_SELECT
  /// (screen, tmux: ESC [1~ and ESC [4~) and as the keypad's KEY_A1/KEY_C1 on some terminals.
  private static let namedKeys: [Int32: Key] = [
    tscope_key_up(): .up, tscope_key_down(): .down, tscope_key_left(): .left,
    tscope_key_right(): .right, tscope_key_ppage(): .pageUp, tscope_key_npage(): .pageDown,
    tscope_key_home(): .home, tscope_key_end(): .end, tscope_key_find(): .home,
    tscope_key_select(): .end, tscope_key_a1(): .home, tscope_key_c1(): .end,
    tscope_key_btab(): .backTab, tscope_key_enter(): .enter,
    tscope_key_backspace(): .backspace, tscope_key_dc(): .delete,
  ]
}
