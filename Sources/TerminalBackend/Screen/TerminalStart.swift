import CNcurses

/// Starts curses on a terminal type, falling back to `xterm-256color` when the type has no
/// terminfo entry on this system.
///
/// A terminal emulator can set a `TERM` the system's terminfo database lacks: macOS ships no
/// `tmux-256color`, `xterm-kitty`, `xterm-ghostty`, `alacritty` or `wezterm` entry, and every
/// one of those terminals speaks xterm's sequences. Refusing to start helps nobody; drawing
/// as xterm-256color works, and the note says what happened.
enum TerminalStart {
  /// The terminal type used when the asked-for one is unknown.
  static let fallback = "xterm-256color"

  /// The started screen, and the one-line note to show when the fallback was used.
  static func open(_ terminalType: String?, inputFD: Int32, outputFD: Int32)
    throws(TerminalError) -> (screen: OpaquePointer, note: String?)
  {
    if let screen = tscope_init_screen(terminalType, inputFD, outputFD) { return (screen, nil) }
    let name = terminalType ?? SystemCalls.environment("TERM") ?? ""
    // No TERM at all is no terminal to guess at; a failing fallback keeps the real name.
    guard !name.isEmpty else { throw TerminalError("TERM is not set") }
    guard name != fallback, let screen = tscope_init_screen(fallback, inputFD, outputFD) else {
      throw TerminalError("unknown terminal type '\(name)'")
    }
    return (screen, note(for: name))
  }

  /// The note for a terminal type without a terminfo entry.
  static func note(for name: String) -> String {
    "tscope: note: no terminfo entry for TERM '\(name)' here; drawing as \(fallback)"
  }
}
