import Synchronization

/// Signal handling that keeps the terminal usable: termination signals become a request the
/// run loop sees, and crashes give the terminal back before the process dies.
///
/// - Every signal whose default action ends the process without a core dump (SIGTERM,
///   SIGINT, SIGHUP, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
///   SIGXFSZ): the handler only records the signal; a blocked `wgetch` returns ERR (the
///   handlers do not restart system calls) and the run loop ends the screen with `endwin`,
///   then calls `reraise`. A second signal before that restores and dies.
/// - SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGSYS, SIGABRT, SIGQUIT (the ones that dump
///   core, and end the process at once): the handler writes the restore bytes
///   and the saved terminal modes (`write` and `tcsetattr` are async-signal-safe), then
///   passes the signal on to the handler that was there before (the default action, or
///   Swift's backtracer, which then prints on a usable terminal) and ends the process.
///
/// Handlers can only reach global state, so everything they read is in atomics (lock-free,
/// safe in a handler) that point at memory written before it was published.
public enum TerminalSignals {
  /// The first termination signal received, or 0.
  static let termination = Atomic<Int32>(0)
  /// The address of the published `RestorePlan`, or 0.
  static let planAddress = Atomic<Int>(0)
  /// Set by whoever restored the terminal from a handler first.
  static let restored = Atomic<Bool>(false)

  /// The termination signal that asked the program to stop, if one did.
  public static var pendingTermination: Int32? {
    let signal = termination.load(ordering: .acquiring)
    return signal == 0 ? nil : signal
  }

  /// Catches the termination signals. Call before `newterm`, so ncurses, which installs its
  /// own SIGINT/SIGTERM handlers only where none is set, leaves them to us.
  static func catchTermination() {
    for signal in SystemCalls.terminationSignals {
      SystemCalls.install(signal, saving: nil) { signal, _, _ in
        let (first, _) = TerminalSignals.termination.compareExchange(
          expected: 0, desired: signal, ordering: .acquiringAndReleasing)
        if first { return }
        TerminalSignals.restoreFromHandler()
        SystemCalls.restoreDefault(signal)
        SystemCalls.raise(signal)
      }
    }
  }

  /// Publishes how to restore the terminal on `fd` and catches the crash signals. The plan's
  /// memory is never freed: a handler may be reading it at any time (a few hundred bytes,
  /// once per screen).
  static func arm(fd: Int32, mode: TerminalMode, bytes: [UInt8]) {
    let plan = UnsafeMutablePointer<RestorePlan>.allocate(capacity: 1)
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
    buffer.initialize(from: bytes, count: bytes.count)
    let previous = UnsafeMutablePointer<SignalAction>.allocate(
      capacity: SystemCalls.signalLimit)
    previous.initialize(repeating: SignalAction(), count: SystemCalls.signalLimit)
    plan.initialize(
      to: RestorePlan(fd: fd, mode: mode, bytes: buffer, count: bytes.count, previous: previous))
    restored.store(false, ordering: .releasing)
    planAddress.store(Int(bitPattern: plan), ordering: .releasing)
    for signal in SystemCalls.crashSignals {
      SystemCalls.install(signal, saving: previous + Int(signal)) { signal, info, _ in
        TerminalSignals.restoreFromHandler()
        TerminalSignals.passOn(signal, sent: SystemCalls.wasSent(info))
      }
    }
  }

  /// Hands a crash signal to the handler that was there before ours, then makes sure the
  /// process ends. A fault (SIGSEGV from a bad access, SIGILL from a trap instruction) happens
  /// again when this handler returns, with its real context, so returning is enough. A sent
  /// signal (`kill`, `abort`) is raised again: the previous handler runs inside `raise` once
  /// the signal is unblocked, and if it returns (Swift's backtracer does), the default action
  /// ends the process.
  static func passOn(_ signal: Int32, sent: Bool) {
    if let plan = UnsafePointer<RestorePlan>(bitPattern: planAddress.load(ordering: .acquiring)) {
      SystemCalls.restore(signal, to: plan.pointee.previous + Int(signal))
    } else {
      SystemCalls.restoreDefault(signal)
    }
    guard sent || signal == SystemCalls.abortSignal else { return }
    SystemCalls.unblockAndRaise(signal)
    SystemCalls.restoreDefault(signal)
    SystemCalls.raise(signal)
  }

  /// After `endwin`: the crash handlers go back to what was there before.
  static func disarm() {
    guard
      let plan = UnsafePointer<RestorePlan>(bitPattern: planAddress.load(ordering: .acquiring))
    else { return }
    for signal in SystemCalls.crashSignals {
      SystemCalls.restore(signal, to: plan.pointee.previous + Int(signal))
    }
    planAddress.store(0, ordering: .releasing)
  }

  /// Ends the process with `signal`'s default action (after the terminal was restored), so
  /// the parent sees how the program was stopped.
  public static func reraise(_ signal: Int32) -> Never {
    SystemCalls.restoreDefault(signal)
    SystemCalls.raise(signal)
    SystemCalls.exit(128 + signal)
  }

  /// Writes the restore bytes and the saved modes, once. Async-signal-safe.
  static func restoreFromHandler() {
    guard
      let plan = UnsafePointer<RestorePlan>(bitPattern: planAddress.load(ordering: .acquiring)),
      !restored.exchange(true, ordering: .acquiringAndReleasing)
    else { return }
    _ = SystemCalls.write(plan.pointee.fd, plan.pointee.bytes, count: plan.pointee.count)
    SystemCalls.setTerminalMode(plan.pointee.fd, plan.pointee.mode)
  }
}

/// What a handler needs to give the terminal back: plain values and pointers, no references
/// (a handler must not retain or release).
private struct RestorePlan {
  var fd: Int32
  var mode: TerminalMode
  var bytes: UnsafeMutablePointer<UInt8>
  var count: Int
  var previous: UnsafeMutablePointer<SignalAction>
}
