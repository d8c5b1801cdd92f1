#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal's modes (`struct termios`), saved to be put back.
typealias TerminalMode = termios
/// A signal's disposition (`struct sigaction`), saved to be put back.
typealias SignalAction = sigaction
/// A three-argument signal handler (`SA_SIGINFO`).
typealias SignalHandler =
  @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

/// The backend's only calls into the C library (Glibc on Linux, Darwin on macOS): descriptors,
/// terminal modes and size, the locale, the environment and signals. The
/// rest of the target calls these and ncurses, never the C library itself. Everything marked
/// async-signal-safe calls only functions POSIX lists as such and allocates nothing.
enum SystemCalls {
  // MARK: Descriptors

  /// The `errno` of the last failed call.
  static var lastError: Int32 { errno }

  static func close(_ descriptor: Int32) {
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #else
      _ = Darwin.close(descriptor)
    #endif
  }

  /// `read(2)` into `buffer`: the byte count, 0 at the end, negative on an error.
  static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer.baseAddress, buffer.count)
    #else
      Darwin.read(descriptor, buffer.baseAddress, buffer.count)
    #endif
  }

  /// `write(2)` of `count` bytes: how many were written, negative on an error.
  /// Async-signal-safe.
  static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }

  // MARK: Terminals

  /// Whether `descriptor` is a terminal (`isatty`).
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// The terminal's current modes (`tcgetattr`), or nil when it has none.
  static func terminalMode(_ descriptor: Int32) -> TerminalMode? {
    var mode = termios()
    return tcgetattr(descriptor, &mode) == 0 ? mode : nil
  }

  /// Puts modes back at once (`tcsetattr(TCSANOW)`). Async-signal-safe.
  static func setTerminalMode(_ descriptor: Int32, _ mode: TerminalMode) {
    var mode = mode
    _ = tcsetattr(descriptor, TCSANOW, &mode)
  }

  /// The size of the terminal behind `descriptor` (`TIOCGWINSZ`), or nil when unknown.
  static func windowSize(of descriptor: Int32) -> (rows: Int, columns: Int)? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0
    else { return nil }
    return (Int(size.ws_row), Int(size.ws_col))
  }

  // MARK: Locale and environment

  /// The environment variable `name`, if set.
  static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

  /// Sets `LC_CTYPE` (`""` means from the environment). False if the system has no such locale.
  static func setCharacterLocale(_ name: String) -> Bool { setlocale(LC_CTYPE, name) != nil }

  /// The character set of the current `LC_CTYPE` (`nl_langinfo(CODESET)`), e.g. "UTF-8".
  static var characterSet: String? {
    nl_langinfo(nl_item(CODESET)).map { String(cString: $0) }
  }

  // MARK: Signals

  /// Every signal whose default action ends the process without a core dump.
  static let terminationSignals: [Int32] = [
    SIGTERM, SIGINT, SIGHUP, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
    SIGXFSZ,
  ]
  /// The signals that dump core and end the process at once.
  static let crashSignals: [Int32] = [
    SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGSYS, SIGABRT, SIGQUIT,
  ]
  static let abortSignal = SIGABRT
  /// One more than the highest signal number (`NSIG`).
  static let signalLimit = Int(NSIG)

  /// Installs `handler` for `signal` with `SA_SIGINFO` and without `SA_RESTART` (a blocked
  /// read returns), saving the disposition it replaces in `previous`.
  static func install(
    _ signal: Int32, saving previous: UnsafeMutablePointer<SignalAction>?,
    _ handler: SignalHandler
  ) {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_sigaction = handler
    #else
      action.__sigaction_u.__sa_sigaction = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_SIGINFO
    _ = sigaction(signal, &action, previous)
  }

  /// Puts back a saved disposition. Async-signal-safe.
  static func restore(_ signal: Int32, to saved: UnsafePointer<SignalAction>) {
    _ = sigaction(signal, saved, nil)
  }

  /// `signal(signal, SIG_DFL)`. Async-signal-safe.
  static func restoreDefault(_ signal: Int32) {
    #if canImport(Glibc)
      _ = Glibc.signal(signal, SIG_DFL)
    #else
      _ = Darwin.signal(signal, SIG_DFL)
    #endif
  }

  /// Whether the signal was sent (`kill`, `raise`, `abort`) rather than caused by a fault.
  /// Async-signal-safe.
  static func wasSent(_ info: UnsafeMutablePointer<siginfo_t>?) -> Bool {
    (info?.pointee.si_code ?? 0) <= 0
  }

  /// Unblocks `signal` in this thread, then raises it. Async-signal-safe.
  static func unblockAndRaise(_ signal: Int32) {
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, signal)
    _ = sigprocmask(SIG_UNBLOCK, &unblock, nil)
    raise(signal)
  }

  /// `raise(3)`. Async-signal-safe.
  static func raise(_ signal: Int32) {
    #if canImport(Glibc)
      _ = Glibc.raise(signal)
    #else
      _ = Darwin.raise(signal)
    #endif
  }

  /// Ends the process with `status` (`exit(3)`).
  static func exit(_ status: Int32) -> Never {
    #if canImport(Glibc)
      Glibc.exit(status)
    #else
      Darwin.exit(status)
    #endif
  }
}
