// Proves the CNcurses shim end to end without a real terminal: ncurses is started with
// newterm on the slave side of a pseudo-terminal, the test plays the terminal (reads what
// ncurses prints) and the user (types keys) on the master side.

import CNcurses
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failure while setting up the pseudo-terminal or the screen (fails the test via `throws`).
private struct PTYError: Error, CustomStringConvertible {
  let description: String
}

/// A pseudo-terminal of a given size with an ncurses screen running on its slave side.
///
/// The C layer's reader thread drains the master end as ncurses writes, so no frame can fill
/// the kernel's buffer, and ncurses only ever waits on input with a timeout (`wtimeout`), so
/// nothing here can hang.
private final class PTYScreen {
  let pty: OpaquePointer
  let screen: OpaquePointer
  /// Everything ncurses wrote to the terminal so far (drained from the master end).
  private(set) var output: [UInt8] = []

  init(terminal: String, rows: UInt16, cols: UInt16) throws {
    // The size ncurses must report is set on the pty; ncurses reads it back with TIOCGWINSZ.
    guard let pty = tscope_pty_open(rows, cols) else {
      throw PTYError(description: "openpty failed: errno \(errno)")
    }
    // Size from the tty only: ignore LINES/COLUMNS that CI or a developer shell may export
    // (use_env(false) would otherwise mean "terminfo size"; use_tioctl(true) keeps the
    // ioctl, and with use_env off ncurses neither reads nor rewrites the environment).
    tscope_use_env(false)
    tscope_use_tioctl(true)
    // Name the terminal type explicitly: TERM is often unset in CI.
    let slave = tscope_pty_slave(pty)
    guard let screen = tscope_init_screen(terminal, slave, slave) else {
      tscope_pty_close(pty)
      throw PTYError(description: "newterm(\(terminal)) failed: no terminfo entry?")
    }
    self.pty = pty
    self.screen = screen
    drain()
  }

  /// Read whatever ncurses has written so far; never blocks.
  func drain() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBufferPointer {
        tscope_pty_take(pty, $0.baseAddress, $0.count)
      }
      output.append(contentsOf: buffer[0..<count])
      if count < buffer.count { return }
    }
  }

  /// Type `text` as the user would (UTF-8 bytes into the master end).
  func type(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(tscope_pty_master(pty), $0.baseAddress, $0.count) }
    return written == bytes.count
  }

  /// Restore the terminal, free the screen, close the pty. Call exactly once.
  func shutdown() {
    tscope_end_screen(screen)
    drain()
    tscope_pty_close(pty)
  }
}

/// Run `body` with LC_CTYPE set to a UTF-8 locale (needed for wide characters), restoring
/// the previous LC_CTYPE afterwards. Only LC_CTYPE is touched, never LC_ALL: other test
/// targets run in the same process and LC_NUMERIC etc. must stay "C" for them.
private func withUTF8CType<T>(_ body: () throws -> T) throws -> T {
  let previous = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
  // C.UTF-8 is macOS 15+ and glibc; UTF-8 and en_US.UTF-8 are the older macOS spellings.
  let names = ["C.UTF-8", "C.utf8", "UTF-8", "en_US.UTF-8"]
  guard names.contains(where: { setlocale(LC_CTYPE, $0) != nil }) else {
    throw PTYError(description: "no C.UTF-8 locale available")
  }
  defer { setlocale(LC_CTYPE, previous) }
  return try body()
}

private func wide(_ scalar: Unicode.Scalar) -> UInt32 { scalar.value }

// ncurses keeps global state (the current screen, stdscr, LINES/COLS): run serially.
// The time limit is only a backstop: every read already has its own short timeout.
@Suite("CNcurses shim on a pseudo-terminal", .serialized, .timeLimit(.minutes(1)))
struct CNcursesTests {
  /// Terminal type used throughout; Debian ships it in ncurses-base (/lib/terminfo/x).
  static let terminal = "xterm-256color"

  @Test("newterm reports the pty's size through tscope_lines/cols and getmaxyx")
  func screenSize() throws {
    try withUTF8CType {
      let pty = try PTYScreen(terminal: Self.terminal, rows: 17, cols: 53)
      defer { pty.shutdown() }
      #expect(tscope_lines() == 17)
      #expect(tscope_cols() == 53)
      var rows: Int32 = 0
      var cols: Int32 = 0
      tscope_getmaxyx(tscope_stdscr(), &rows, &cols)
      #expect(rows == 17)
      #expect(cols == 53)
    }
  }

  @Test("a wide character written with attributes reads back, and reaches the terminal")
  func wideCharacterRoundTrip() throws {
    try withUTF8CType {
      let pty = try PTYScreen(terminal: Self.terminal, rows: 10, cols: 40)
      defer { pty.shutdown() }
      let window = tscope_stdscr()

      #expect(tscope_put_cell(window, 3, 7, wide("▶"), tscope_a_bold(), 0) == tscope_ok())
      for (offset, scalar) in "héllo".unicodeScalars.enumerated() {
        let column = Int32(2 + offset)
        #expect(tscope_put_cell(window, 5, column, wide(scalar), tscope_a_reverse(), 0) == 0)
      }
      #expect(tscope_present(window) == tscope_ok())
      pty.drain()

      var ch: UInt32 = 0
      var attrs: UInt32 = 0
      var pair: Int16 = -1
      #expect(tscope_read_cell(window, 3, 7, &ch, &attrs, &pair) == tscope_ok())
      #expect(ch == wide("▶"))
      #expect(attrs & tscope_a_bold() != 0)
      #expect(pair == 0)

      #expect(tscope_read_cell(window, 5, 3, &ch, &attrs, nil) == tscope_ok())
      #expect(ch == wide("é"))
      #expect(attrs & tscope_a_reverse() != 0)
      var readBack = ""
      for column in Int32(2)..<Int32(7) {
        #expect(tscope_read_cell(window, 5, column, &ch, nil, nil) == tscope_ok())
        if let scalar = Unicode.Scalar(ch) {
          readBack.unicodeScalars.append(scalar)
        }
      }
      #expect(readBack == "héllo")

      // Outside the window is an error, not a crash.
      #expect(tscope_put_cell(window, 10, 0, wide("x"), tscope_a_normal(), 0) == tscope_err())

      // The terminal really received the characters as UTF-8 (LC_CTYPE is honoured).
      let printed = String(decoding: pty.output, as: UTF8.self)
      #expect(printed.contains("▶"))
      #expect(printed.contains("é"))
    }
  }

  @Test("keys typed on the pty are read by getch/get_wch, and an idle getch times out")
  func keyboardInput() throws {
    try withUTF8CType {
      let pty = try PTYScreen(terminal: Self.terminal, rows: 10, cols: 40)
      defer { pty.shutdown() }
      let window = tscope_stdscr()
      // Generous: ESC O A must not be split into a bare ESC if the pty delivers it in two
      // parts on a loaded CI machine (a complete sequence is decoded without waiting).
      #expect(tscope_set_escdelay(1000) == tscope_ok())
      #expect(tscope_escdelay() == 1000)
      // Every read below gives up after 2 s instead of waiting forever.
      tscope_timeout(window, 2000)

      #expect(pty.type("q"))
      #expect(tscope_getch(window) == Int32(UInt8(ascii: "q")))

      // keypad mode is on (tscope_init_screen) and xterm's Up is ESC O A in keypad mode.
      #expect(pty.type("\u{1B}OA"))
      #expect(tscope_getch(window) == tscope_key_up())

      // F5 on xterm is ESC [ 1 5 ~.
      #expect(pty.type("\u{1B}[15~"))
      #expect(tscope_getch(window) == tscope_key_f(5))

      // A non-ASCII key arrives as one wide character.
      var key: UInt32 = 0
      #expect(pty.type("é"))
      #expect(tscope_get_wch(window, &key) == tscope_ok())
      #expect(key == wide("é"))

      // Nothing typed: wgetch returns ERR once the (short) timeout expires.
      tscope_timeout(window, 50)
      #expect(tscope_getch(window) == tscope_err())
      pty.drain()
    }
  }

  @Test("constant wrappers give distinct, ncurses-defined values")
  func constants() {
    let attributes = [
      tscope_a_bold(), tscope_a_dim(), tscope_a_reverse(), tscope_a_underline(),
      tscope_a_standout(),
    ]
    #expect(tscope_a_normal() == 0)
    #expect(Set(attributes).count == attributes.count)
    #expect(attributes.allSatisfy { $0 != 0 })
    #expect(tscope_color_pair(3) != 0)
    #expect(tscope_color_pair(3) & tscope_a_bold() == 0)

    let keys = [
      tscope_key_up(), tscope_key_down(), tscope_key_left(), tscope_key_right(),
      tscope_key_home(), tscope_key_end(), tscope_key_npage(), tscope_key_ppage(),
      tscope_key_resize(), tscope_key_mouse(), tscope_key_btab(), tscope_key_enter(),
      tscope_key_backspace(), tscope_key_dc(), tscope_key_f(1), tscope_key_f(12),
      tscope_key_find(), tscope_key_select(), tscope_key_a1(), tscope_key_c1(),
    ]
    #expect(Set(keys).count == keys.count)
    #expect(keys.allSatisfy { $0 > 255 })  // never confused with a character
    #expect(tscope_key_f(2) == tscope_key_f(1) + 1)

    #expect(tscope_err() == -1)
    #expect(tscope_ok() == 0)
    // No mouse event queued (no screen even): ERR, not a crash.
    var x: Int32 = 0
    var y: Int32 = 0
    var kind: Int32 = 0
    #expect(tscope_getmouse(&x, &y, &kind) == tscope_err())
  }
}
