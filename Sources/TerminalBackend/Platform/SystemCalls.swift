#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The backend's C-library calls whose spelling differs between Glibc (Linux) and Darwin
/// (macOS): closing a descriptor from a type that has its own `close`, restoring a signal's
/// default action, and the handler field of `struct sigaction`. Everything else the backend
/// calls (`isatty`, `tcgetattr`, `read`, `write`, `sigaction`, `setlocale`) is POSIX and
/// spelled the same on both.
enum SystemCalls {
  static func close(_ descriptor: Int32) {
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #else
      _ = Darwin.close(descriptor)
    #endif
  }

  /// `signal(signal, SIG_DFL)`. Async-signal-safe.
  static func restoreDefault(_ signal: Int32) {
    #if canImport(Glibc)
      _ = Glibc.signal(signal, SIG_DFL)
    #else
      _ = Darwin.signal(signal, SIG_DFL)
    #endif
  }

  /// Sets the three-argument handler of a `struct sigaction`.
  static func setHandler(
    _ action: inout sigaction,
    _ handler:
      @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?)
      -> Void
  ) {
    #if canImport(Glibc)
      action.__sigaction_handler.sa_sigaction = handler
    #else
      action.__sigaction_u.__sa_sigaction = handler
    #endif
  }
}
