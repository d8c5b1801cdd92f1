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
/// The master end is non-blocking, so draining output or waiting for it never blocks, and
/// ncurses only ever waits on input with a timeout (`wtimeout`), so nothing here can hang.
private final class PTYScreen {
  let master: Int32
  let slaveIn: UnsafeMutablePointer<FILE>
  let slaveOut: UnsafeMutablePointer<FILE>
  let screen: OpaquePointer
  /// Everything ncurses wrote to the terminal so far (drained from the master end).
  private(set) var output: [UInt8] = []

  init(terminal: String, rows: UInt16, cols: UInt16) throws {
    // The size ncurses must report is set on the pty; ncurses reads it back with TIOCGWINSZ.
    var master: Int32 = -1
    var slave: Int32 = -1
    guard tscope_openpty(&master, &slave, rows, cols) == 0 else {
      throw PTYError(description: "openpty failed: errno \(errno)")
    }
    var ok = false
    defer { if !ok { close(master) } }
    let flags = fcntl(master, F_GETFL)
    guard flags >= 0, fcntl(master, F_SETFL, flags | O_NONBLOCK) == 0 else {
      close(slave)
      throw PTYError(description: "O_NONBLOCK on master failed: errno \(errno)")
    }
    let slaveDup = dup(slave)
    guard slaveDup >= 0, let slaveOut = fdopen(slave, "w") else {
      close(slave)
      if slaveDup >= 0 { close(slaveDup) }
      throw PTYError(description: "fdopen(slave, w) failed: errno \(errno)")
    }
    guard let slaveIn = fdopen(slaveDup, "r") else {
      fclose(slaveOut)
      close(slaveDup)
      throw PTYError(description: "fdopen(slave, r) failed: errno \(errno)")
    }
    // Size from the tty only: ignore LINES/COLUMNS that CI or a developer shell may export
    // (use_env(false) would otherwise mean "terminfo size"; use_tioctl(true) keeps the
    // ioctl, and with use_env off ncurses neither reads nor rewrites the environment).
    use_env(false)
    tscope_use_tioctl(true)
    // Name the terminal type explicitly: TERM is often unset in CI.
    guard let screen = tscope_init_screen(terminal, slaveOut, slaveIn) else {
      fclose(slaveIn)
      fclose(slaveOut)
      throw PTYError(description: "newterm(\(terminal)) failed: no terminfo entry?")
    }
    self.master = master
    self.slaveIn = slaveIn
    self.slaveOut = slaveOut
    self.screen = screen
    ok = true
    drain()
  }

  /// Read whatever ncurses has written so far; never blocks.
  func drain() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { return }  // 0: nothing; -1 with EAGAIN: nothing more for now
      output.append(contentsOf: buffer[0..<count])
    }
  }

  /// Type `text` as the user would (UTF-8 bytes into the master end).
  func type(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    return written == bytes.count
  }

  /// Restore the terminal, free the screen, close the pty. Call exactly once.
  func shutdown() {
    tscope_end_screen(screen)
    drain()
    fclose(slaveIn)
    fclose(slaveOut)
    _ = close(master)
  }
}

/// Run `body` with LC_CTYPE set to a UTF-8 locale (needed for wide characters), restoring
/// the previous LC_CTYPE afterwards. Only LC_CTYPE is touched, never LC_ALL: other test
/// targets run in the same process and LC_NUMERIC etc. must stay "C" for them.
private func withUTF8CType<T>(_ body: () throws -> T) throws -> T {
  let previous = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
  guard setlocale(LC_CTYPE, "C.UTF-8") != nil || setlocale(LC_CTYPE, "C.utf8") != nil else {
    throw PTYError(description: "no C.UTF-8 locale available")
  }
  defer { setlocale(LC_CTYPE, previous) }
  return try body()
}

private func wide(_ scalar: Unicode.Scalar) -> wchar_t {
  wchar_t(bitPattern: scalar.value)
}

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

      #expect(tscope_put_wchar(window, 3, 7, wide("▶"), tscope_a_bold(), 0) == tscope_ok())
      let text: [wchar_t] = "héllo".unicodeScalars.map(wide) + [0]
      #expect(tscope_set_attrs(window, tscope_a_reverse(), 0) == tscope_ok())
      #expect(tscope_put_wstr(window, 5, 2, text, -1) == tscope_ok())
      #expect(tscope_set_attrs(window, tscope_a_normal(), 0) == tscope_ok())
      #expect(tscope_present(window) == tscope_ok())
      pty.drain()

      var ch: wchar_t = 0
      var attrs: attr_t = 0
      var pair: Int16 = -1
      #expect(tscope_read_wchar(window, 3, 7, &ch, &attrs, &pair) == tscope_ok())
      #expect(ch == wide("▶"))
      #expect(attrs & tscope_a_bold() != 0)
      #expect(pair == 0)

      #expect(tscope_read_wchar(window, 5, 3, &ch, &attrs, nil) == tscope_ok())
      #expect(ch == wide("é"))
      #expect(attrs & tscope_a_reverse() != 0)
      var readBack = ""
      for column in Int32(2)..<Int32(7) {
        #expect(tscope_read_wchar(window, 5, column, &ch, nil, nil) == tscope_ok())
        if let scalar = Unicode.Scalar(UInt32(bitPattern: ch)) {
          readBack.unicodeScalars.append(scalar)
        }
      }
      #expect(readBack == "héllo")

      // Outside the window is an error, not a crash.
      #expect(tscope_put_wchar(window, 10, 0, wide("x"), tscope_a_normal(), 0) == tscope_err())

      // The terminal really received the characters as UTF-8 (LC_CTYPE is honoured).
      let printed = String(decoding: pty.output, as: UTF8.self)
      #expect(printed.contains("▶"))
      #expect(printed.contains("é"))
    }
  }

  @Test("keys typed on the pty are read by wgetch/wget_wch, and an idle wgetch times out")
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
      wtimeout(window, 2000)

      #expect(pty.type("q"))
      #expect(wgetch(window) == Int32(UInt8(ascii: "q")))

      // keypad mode is on (tscope_init_screen) and xterm's Up is ESC O A in keypad mode.
      #expect(pty.type("\u{1B}OA"))
      #expect(wgetch(window) == tscope_key_up())

      // F5 on xterm is ESC [ 1 5 ~.
      #expect(pty.type("\u{1B}[15~"))
      #expect(wgetch(window) == tscope_key_f(5))

      // A non-ASCII key arrives as one wide character.
      var key: wint_t = 0
      #expect(pty.type("é"))
      #expect(wget_wch(window, &key) == tscope_ok())
      #expect(key == wint_t(UInt32(wide("é"))))

      // Nothing typed: wgetch returns ERR once the (short) timeout expires.
      wtimeout(window, 50)
      #expect(wgetch(window) == tscope_err())
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
    ]
    #expect(Set(keys).count == keys.count)
    #expect(keys.allSatisfy { $0 > 255 })  // never confused with a character
    #expect(tscope_key_f(2) == tscope_key_f(1) + 1)

    let buttons = [
      tscope_button1_clicked(), tscope_button1_pressed(), tscope_button1_released(),
      tscope_button4_pressed(), tscope_button5_pressed(), tscope_report_mouse_position(),
    ]
    #expect(Set(buttons).count == buttons.count)
    let clicksAndWheel = buttons.filter { $0 != tscope_report_mouse_position() }
    #expect(clicksAndWheel.allSatisfy { $0 & tscope_all_mouse_events() == $0 })
    #expect(tscope_report_mouse_position() & tscope_all_mouse_events() == 0)
    #expect(tscope_err() == -1)
    #expect(tscope_ok() == 0)
    // No mouse event queued (no screen even): ERR, not a crash.
    var x: Int32 = 0
    var y: Int32 = 0
    var state: mmask_t = 0
    #expect(tscope_getmouse(&x, &y, &state) == tscope_err())
  }
}
