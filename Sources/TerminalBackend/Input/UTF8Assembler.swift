import CNcurses
import TUI

/// Turns what `wgetch` returns, one byte or key code at a time, into keys: it assembles UTF-8
/// sequences itself, so a byte that cannot continue a sequence drops the incomplete sequence
/// at once and counts as the start of the next key.
///
/// (ncurses' own `wget_wch` keeps reading after an invalid sequence until its buffer is full
/// or the read times out, so one stray byte such as 0xE2 or 0xFF swallowed the keys that
/// followed it.) Pure apart from ncurses' key-code constants.
struct UTF8Assembler {
  private var pending: [UInt8] = []
  private var length = 0

  /// One `wgetch` result: ERR, a byte (0–255) or a key code.
  mutating func feed(_ code: Int32) -> KeyDecoder.Decoded {
    if code == tscope_err() { return .nothing }  // a timeout: the next byte decides
    guard (0...255).contains(code) else {
      pending = []
      return KeyDecoder.decode(status: tscope_key_code_yes(), value: UInt32(bitPattern: code))
    }
    let byte = UInt8(code)
    if !pending.isEmpty {
      if continues(byte) {
        pending.append(byte)
        guard pending.count == length else { return .nothing }
        let value = scalar()
        pending = []
        return KeyDecoder.decode(status: tscope_ok(), value: value)
      }
      pending = []
    }
    switch byte {
    case 0..<0x80: return KeyDecoder.decode(status: tscope_ok(), value: UInt32(byte))
    case 0xC2...0xDF: start(byte, length: 2)
    case 0xE0...0xEF: start(byte, length: 3)
    case 0xF0...0xF4: start(byte, length: 4)
    default: break  // 0x80–0xC1, 0xF5–0xFF start no sequence
    }
    return .nothing
  }

  /// True while a sequence has started and is not complete.
  var isPending: Bool { !pending.isEmpty }

  private mutating func start(_ byte: UInt8, length: Int) {
    pending = [byte]
    self.length = length
  }

  /// A continuation byte that keeps the sequence well formed (no overlong forms, no
  /// surrogates, nothing above U+10FFFF).
  private func continues(_ byte: UInt8) -> Bool {
    guard (0x80...0xBF).contains(byte) else { return false }
    guard pending.count == 1, let lead = pending.first else { return true }
    switch lead {
    case 0xE0: return byte >= 0xA0
    case 0xED: return byte <= 0x9F
    case 0xF0: return byte >= 0x90
    case 0xF4: return byte <= 0x8F
    default: return true
    }
  }

  private func scalar() -> UInt32 {
    guard let lead = pending.first else { return 0 }
    let leadBits: UInt32 = length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07
    return pending.dropFirst().reduce(UInt32(lead) & leadBits) { ($0 << 6) | UInt32($1 & 0x3F) }
  }
}
