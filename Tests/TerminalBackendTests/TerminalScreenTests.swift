// The backend on a pseudo-terminal: what it sends to the terminal per frame, and the events it
// decodes from what the terminal sends.
//
// XCTest rather than Swift Testing on purpose: ncurses is process-wide state (one current
// screen, stdscr, LINES/COLS). `swift test` runs XCTest cases one after another, in a pass of
// their own before the Swift Testing suites, so these never drive ncurses at the same time as
// the CNcurses suite does.

import TUI
import XCTest

@testable import TerminalBackend

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

final class TerminalScreenTests: XCTestCase {
  private var pty: PseudoTerminal?
  private var screen: TerminalScreen?

  override func setUpWithError() throws {
    guard TerminalLocale.useUTF8() else { throw XCTSkip("no UTF-8 locale") }
    let pty = try PseudoTerminal(rows: 10, columns: 40)
    screen = try TerminalScreen(pseudoTerminal: pty, theme: .dark)
    self.pty = pty
    pty.drain()
  }

  override func tearDown() {
    screen?.close()
    screen = nil
    pty = nil
  }

  private func started() throws -> (PseudoTerminal, TerminalScreen) {
    (try XCTUnwrap(pty), try XCTUnwrap(screen))
  }

  private func canvas(_ rows: [String], style: Style = .normal) -> Canvas {
    var canvas = Canvas(width: 40, height: 10)
    for (y, row) in rows.enumerated() { canvas.put(row, x: 0, y: y, style: style) }
    return canvas
  }

  private func output(_ pty: PseudoTerminal) -> String {
    pty.drain()
    return String(decoding: pty.lastOutput, as: UTF8.self)
  }

  func testFramesSendOnlyWhatChanged() throws {
    let (pty, screen) = try started()
    XCTAssertEqual(screen.width, 40)
    XCTAssertEqual(screen.height, 10)
    XCTAssertNil(screen.terminalNote, "xterm-256color has a terminfo entry")
    var frame = canvas(["UIWindow ─ step 1/2", "", "  UIView <Inbox>"])
    screen.draw(frame)
    let first = output(pty)
    XCTAssertTrue(first.contains("UIWindow ─ step 1/2"), first)
    XCTAssertTrue(first.contains("UIView <Inbox>"))

    screen.draw(frame)
    XCTAssertEqual(pty.drain(), 0, "an unchanged frame must write nothing")

    frame[11, 0] = Cell("▶", Style(.accent))
    screen.draw(frame)
    let change = output(pty)
    XCTAssertTrue(change.contains("▶"))
    XCTAssertLessThan(pty.lastOutput.count, 40, "one changed cell: \(change.debugDescription)")
    XCTAssertFalse(change.contains("\u{1B}[2J"), "frames must never clear the screen")

    XCTAssertNil(screen.nextEvent(timeoutMilliseconds: 20))
    XCTAssertEqual(pty.drain(), 0, "waiting for input must write nothing")

    screen.repaint()
    screen.draw(frame)
    let repainted = output(pty)
    XCTAssertTrue(repainted.contains("\u{1B}[H\u{1B}[2J"), "Ctrl-L clears and redraws")
    XCTAssertTrue(repainted.contains("UIView <Inbox>"))
  }

  func testStylesBecomeAttributesAndColours() throws {
    let (pty, screen) = try started()
    var frame = canvas(["plain"])
    frame.put("added", x: 0, y: 1, style: Style(.added))
    frame.put("sel", x: 0, y: 2, style: Style(.selected))
    screen.draw(frame)
    let text = output(pty)
    XCTAssertTrue(text.contains("\u{1B}[32m") || text.contains("\u{1B}[32;"), "green: \(text)")
    XCTAssertTrue(text.contains("\u{1B}[0;7m") || text.contains("\u{1B}[7m"), "reverse: \(text)")
  }

  func testKeysDecodeFromTerminalInput() throws {
    let (pty, screen) = try started()
    let cases: [(String, Key)] = [
      ("q", .character("q")), ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OD", .left),
      ("\u{1B}OC", .right), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
      ("\u{1B}OH", .home), ("\u{1B}OF", .end), ("\t", .tab), ("\u{1B}[Z", .backTab),
      ("\r", .enter), ("\u{7F}", .backspace), ("\u{1B}[3~", .delete), ("\u{1B}OP", .function(1)),
      ("\u{1B}[15~", .function(5)), ("\u{03}", .ctrlC), ("\u{0C}", .ctrlL),
      ("é", .character("é")), ("\u{1B}", .escape),
    ]
    for (typed, key) in cases {
      XCTAssertTrue(pty.type(typed))
      XCTAssertEqual(
        screen.nextEvent(timeoutMilliseconds: 2000), InputEvent.key(key), typed.debugDescription)
    }
  }

  func testAStrayByteIsDroppedAtTheNextKey() throws {
    let (pty, screen) = try started()
    for stray: UInt8 in [0xE2, 0xF0, 0xC3, 0xFF] {
      XCTAssertTrue(pty.type(bytes: [stray, UInt8(ascii: "q")]))
      var events: [InputEvent] = []
      for _ in 0..<2 {
        if let event = screen.nextEvent(timeoutMilliseconds: 200) { events.append(event) }
      }
      XCTAssertEqual(events, [.key(.character("q"))], "after the byte \(stray)")
    }
  }

  func testATerminalWithoutCursorAddressingIsRefused() throws {
    screen?.close()
    screen = nil
    let pty = try PseudoTerminal(rows: 10, columns: 40)
    XCTAssertThrowsError(
      try TerminalScreen(pseudoTerminal: pty, terminalType: "dumb", theme: .dark)
    ) { error in
      XCTAssertEqual(
        "\(error)", "the terminal 'dumb' cannot draw the viewer (no cursor addressing)")
    }
  }

  func testMouseClicksAndWheel() throws {
    let (pty, screen) = try started()
    // xterm-256color reports the mouse in SGR form: ESC [ < button ; column ; row M (1-based).
    XCTAssertTrue(pty.type("\u{1B}[<0;11;6M"))
    XCTAssertEqual(
      screen.nextEvent(timeoutMilliseconds: 2000),
      InputEvent.mouse(MouseEvent(kind: .click, x: 10, y: 5)))
    XCTAssertTrue(pty.type("\u{1B}[<0;11;6m"))  // the release is not an event
    XCTAssertNil(screen.nextEvent(timeoutMilliseconds: 2000))
    XCTAssertTrue(pty.type("\u{1B}[<64;3;4M"))
    XCTAssertEqual(
      screen.nextEvent(timeoutMilliseconds: 2000),
      InputEvent.mouse(MouseEvent(kind: .wheelUp, x: 2, y: 3)))
    XCTAssertTrue(pty.type("\u{1B}[<65;3;4M"))
    XCTAssertEqual(
      screen.nextEvent(timeoutMilliseconds: 2000),
      InputEvent.mouse(MouseEvent(kind: .wheelDown, x: 2, y: 3)))
  }

  func testResizeReportsTheTerminalsNewSize() throws {
    let (pty, screen) = try started()
    screen.draw(canvas(["before"]))
    for (rows, columns) in [(6, 20), (30, 100), (10, 40)] {
      var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
      XCTAssertEqual(ioctl(pty.master, UInt(TIOCSWINSZ), &size), 0)
      raise(SIGWINCH)  // what the kernel sends the terminal's foreground process
      XCTAssertEqual(
        screen.nextEvent(timeoutMilliseconds: 2000), InputEvent.resize(width: columns, height: rows)
      )
      XCTAssertEqual(screen.width, columns)
      XCTAssertEqual(screen.height, rows)
      var frame = Canvas(width: columns, height: rows)
      frame.put("size \(columns)x\(rows)", x: 0, y: rows - 1)
      screen.draw(frame)
      XCTAssertTrue(output(pty).contains("size \(columns)x\(rows)"), "redrawn after the resize")
    }
  }

  func testMonoThemeUsesNoColour() throws {
    screen?.close()
    let pty = try PseudoTerminal(rows: 5, columns: 20)
    let screen = try TerminalScreen(pseudoTerminal: pty, theme: .mono)
    defer { screen.close() }
    XCTAssertEqual(screen.theme, .mono)
    var frame = Canvas(width: 20, height: 5)
    frame.put("added", x: 0, y: 0, style: Style(.added))
    frame.put("moved", x: 0, y: 1, style: Style(.moved))
    screen.draw(frame)
    let text = output(pty)
    XCTAssertFalse(
      text.contains("\u{1B}[3"), "no foreground colour in mono: \(text.debugDescription)")
    XCTAssertTrue(text.contains("\u{1B}[1m") || text.contains(";1m"), "bold for added")
    XCTAssertTrue(text.contains("\u{1B}[4m") || text.contains(";4m"), "underline for moved")
  }

  func testATerminalTypeWithoutATerminfoEntryDrawsAsXterm256color() throws {
    screen?.close()
    let pty = try PseudoTerminal(rows: 10, columns: 40)
    let screen = try TerminalScreen(
      pseudoTerminal: pty, terminalType: "tscope-no-such-terminal", theme: .dark)
    defer { screen.close() }
    XCTAssertEqual(
      screen.terminalNote,
      "tscope: note: no terminfo entry for TERM 'tscope-no-such-terminal' here; "
        + "drawing as xterm-256color")
    XCTAssertEqual(screen.width, 40)
    var frame = Canvas(width: 40, height: 10)
    frame.put("drawn as xterm", x: 0, y: 2, style: Style(.added))
    screen.draw(frame)
    pty.drain()
    let text = String(decoding: pty.lastOutput, as: UTF8.self)
    XCTAssertTrue(text.contains("drawn as xterm"), text)
    XCTAssertTrue(text.contains("\u{1B}[32m") || text.contains("\u{1B}[32;"), "xterm colours")
    XCTAssertTrue(pty.type("\u{1B}OA"))
    XCTAssertEqual(screen.nextEvent(timeoutMilliseconds: 2000), .key(.up), "xterm's keys")
  }

  /// One frame far larger than any pty keeps unread (about 1 KB on macOS, 17 KB here), drawn
  /// before anything reads the master: the screen's write would block for good without the
  /// C layer's reader thread. SIGALRM ends the test process instead of letting a regression
  /// hang CI.
  func testAFrameLargerThanAnyPtyBufferIsWrittenBeforeAnyoneReads() throws {
    screen?.close()
    let pty = try PseudoTerminal(rows: 60, columns: 200)
    let screen = try TerminalScreen(pseudoTerminal: pty, theme: .dark)
    defer { screen.close() }
    let roles = Style.Role.allCases
    var frame = Canvas(width: 200, height: 60)
    for y in 0..<60 {
      for x in 0..<200 {
        let role = roles[(x + y) % roles.count]
        frame[x, y] = Cell(x % 2 == 0 ? "▓" : "é", Style(role, bold: y % 2 == 0))
      }
    }
    frame.put("last row", x: 0, y: 59)
    alarm(120)
    screen.draw(frame)
    alarm(0)
    XCTAssertGreaterThan(pty.drain(), 64 * 1024, "the frame is larger than any pty buffer")
    XCTAssertTrue(String(decoding: pty.lastOutput, as: UTF8.self).contains("last row"))
  }
}
