import CNcurses
import Pictures
import TUI

/// The ncurses screen: starts curses on a terminal, draws canvases by their changed cells,
/// reads keys, mouse and resizes as `InputEvent`s, and gives the terminal back.
///
/// All of ncurses is global, single-threaded state, so this class is deliberately not
/// `Sendable`: the compiler keeps it (and so every ncurses call) on the thread that opened
/// it, which is the run loop's. Only one screen may be open at a time.
public final class TerminalScreen {
  /// The terminal's size in columns and rows.
  public private(set) var width: Int
  public private(set) var height: Int
  /// The theme in effect (mono when `NO_COLOR` asked for it or the terminal has no colours).
  public let theme: Theme
  /// A one-line note for the user when the terminal type had no terminfo entry and the
  /// screen draws as xterm-256color instead (`TerminalStart`).
  public let terminalNote: String?

  private let screen: OpaquePointer
  private let window: OpaquePointer
  /// The terminal's descriptor, asked for its size.
  private let outputFD: Int32
  private let ownsSignals: Bool
  private var frames: FrameWriter
  private var keys = UTF8Assembler()
  private var isOpen = true

  /// Opens the screen on the process's terminal (standard input and output), catching the
  /// signals that must restore it; `NO_COLOR` in the environment turns `theme` into mono.
  /// Call `TerminalLocale.configure()` first.
  public static func openTerminal(theme: Theme, asciiOnly: Bool) throws(TerminalError)
    -> TerminalScreen
  {
    guard SystemCalls.isTerminal(0), SystemCalls.isTerminal(1) else {
      throw TerminalError("not a terminal")
    }
    guard let shellMode = SystemCalls.terminalMode(1) else {
      throw TerminalError("cannot read terminal modes")
    }
    TerminalSignals.catchTermination()
    let noColor = SystemCalls.environment("NO_COLOR")
    let screen = try TerminalScreen(
      inputFD: 0, outputFD: 1, terminalType: nil,
      theme: ThemeLooks.effective(theme, noColor: noColor), asciiOnly: asciiOnly,
      ownsSignals: true)
    TerminalSignals.arm(fd: 1, mode: shellMode, bytes: RestoreSequence.current())
    return screen
  }

  /// Opens a screen on the slave side of a pseudo-terminal (tests and the benchmark), with
  /// exactly the theme asked for.
  public convenience init(
    pseudoTerminal: PseudoTerminal, terminalType: String = "xterm-256color", theme: Theme,
    asciiOnly: Bool = false
  ) throws(TerminalError) {
    try self.init(
      inputFD: pseudoTerminal.slave, outputFD: pseudoTerminal.slave, terminalType: terminalType,
      theme: theme, asciiOnly: asciiOnly, ownsSignals: false)
  }

  private init(
    inputFD: Int32, outputFD: Int32, terminalType: String?, theme: Theme,
    asciiOnly: Bool, ownsSignals: Bool
  ) throws(TerminalError) {
    // The size comes from the terminal only, never from LINES/COLUMNS left in the environment.
    tscope_use_env(false)
    tscope_use_tioctl(true)
    // The screen reads and writes its own copies of the descriptors.
    let (screen, note) = try TerminalStart.open(
      terminalType, inputFD: inputFD, outputFD: outputFD)
    if let reason = TerminalScreen.cannotDraw() {
      tscope_end_screen(screen)
      let name = terminalType ?? SystemCalls.environment("TERM") ?? ""
      throw TerminalError("the terminal '\(name)' cannot draw the viewer (\(reason))")
    }
    self.screen = screen
    terminalNote = note
    self.outputFD = outputFD
    self.ownsSignals = ownsSignals
    window = tscope_stdscr()
    _ = tscope_raw()  // Ctrl-C, Ctrl-Z and Ctrl-\ arrive as keys, not signals
    _ = tscope_set_escdelay(25)  // a bare Esc is reported after 25 ms, not a second
    _ = tscope_curs_set(0)
    // Send each frame whole: by default doupdate stops to poll for typeahead every few lines
    // and flushes what it has, which splits a frame into dozens of writes.
    _ = tscope_typeahead(-1)
    _ = tscope_mouse_start()
    var colors = false
    var defaultColors = false
    if theme != .mono, tscope_has_colors(), tscope_start_color() == tscope_ok(),
      tscope_colors() >= 8
    {
      colors = true
      defaultColors = tscope_use_default_colors() == tscope_ok()
    }
    self.theme = colors ? theme : .mono
    let palette = RolePalette(theme: theme, colors: colors, defaultColors: defaultColors)
    if colors {
      for pair in palette.pairs {
        _ = tscope_init_pair(pair.number, pair.foreground, palette.background)
      }
    }
    frames = FrameWriter(palette: palette, asciiOnly: asciiOnly)
    var rows: Int32 = 0
    var columns: Int32 = 0
    tscope_getmaxyx(window, &rows, &columns)
    width = Int(columns)
    height = Int(rows)
  }

  deinit { close() }

  /// How long to wait for the rest of a UTF-8 sequence before going back to the run loop.
  static let sequenceWait: Int32 = 50

  /// Why the current terminal (its terminfo entry) cannot show the viewer, if it cannot: the
  /// viewer moves the cursor to draw each changed cell, so a terminal without cursor
  /// addressing (`TERM=dumb`, a hard-copy terminal) gets a message instead of a broken screen.
  /// Too few colours is fine: the mono theme needs none.
  static func cannotDraw() -> String? {
    if tscope_tigetflag("hc") > 0 { return "a hard-copy terminal" }
    if RestoreSequence.capability("cup").isEmpty { return "no cursor addressing" }
    return nil
  }

  /// Draws `canvas`: writes the cells that changed since the last frame, then sends the
  /// difference to the terminal once (`wnoutrefresh` + `doupdate`).
  public func draw(_ canvas: Canvas) {
    guard isOpen else { return }
    frames.write(canvas, into: window)
    _ = tscope_wnoutrefresh(window)
    _ = tscope_doupdate()
  }

  /// Makes the next `draw` clear the terminal and send every cell (Ctrl-L, after a resize).
  public func repaint() {
    guard isOpen else { return }
    _ = tscope_clearok(window, true)
    frames.invalidate()
  }

  /// Waits for the next event: forever when `timeoutMilliseconds` is negative. Returns nil on
  /// a timeout, on input the interface does not use, or when a signal interrupted the wait
  /// (check `TerminalSignals.pendingTermination`). Never draws.
  public func nextEvent(timeoutMilliseconds: Int32 = -1) -> InputEvent? {
    guard isOpen else { return nil }
    // ncurses notices a SIGWINCH only when a read returns; one that came while the last frame
    // was drawn would wait for the next key.
    if let resize = followTerminalSize() { return resize }
    tscope_timeout(window, timeoutMilliseconds)
    var decoded = keys.feed(tscope_getch(window))
    // The rest of a character's bytes come in the same write; a stray lead byte waits for
    // the next key at most `sequenceWait` ms here, and that key then drops it.
    while decoded == .nothing, keys.isPending {
      tscope_timeout(window, Self.sequenceWait)
      let code = tscope_getch(window)
      if code == tscope_err() { break }
      decoded = keys.feed(code)
    }
    switch decoded {
    case .key(let key): return .key(key)
    case .nothing: return nil
    case .mouse:
      var x: Int32 = 0
      var y: Int32 = 0
      var kind: Int32 = 0
      guard tscope_getmouse(&x, &y, &kind) == tscope_ok() else { return nil }
      return MouseDecoder.event(kind: kind, x: x, y: y).map(InputEvent.mouse)
    case .resize:
      return followTerminalSize()
    }
  }

  /// Resizes curses to the terminal's size, and returns the `.resize` event if it changed.
  ///
  /// The size is asked of the terminal here because ncurses 6.4 follows a SIGWINCH on its own
  /// only when it may read LINES/COLUMNS (`use_env(true)`), and then stale variables in the
  /// environment win over the real size. `resize_term`, unlike `resizeterm`, queues no
  /// KEY_RESIZE of its own.
  private func followTerminalSize() -> InputEvent? {
    if let size = SystemCalls.windowSize(of: outputFD),
      size.rows != height || size.columns != width
    {
      _ = tscope_resize_term(Int32(clamping: size.rows), Int32(clamping: size.columns))
    }
    var rows: Int32 = 0
    var columns: Int32 = 0
    tscope_getmaxyx(window, &rows, &columns)
    guard Int(rows) != height || Int(columns) != width else { return nil }
    width = Int(columns)
    height = Int(rows)
    // The terminal may have reflowed or cleared its contents: send everything again.
    repaint()
    return .resize(width: width, height: height)
  }

  /// Gives the terminal back (`endwin`) and frees the screen. Safe to call more than once.
  public func close() {
    guard isOpen else { return }
    isOpen = false
    tscope_end_screen(screen)
    if ownsSignals { TerminalSignals.disarm() }
  }
}
