import Wording

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line's only calls into the C library (Glibc on Linux, Darwin on macOS):
/// writing to standard error and to files, file status, whether a descriptor is a terminal,
/// the locale's language and peak memory.
enum Platform {
  /// An error from the C library, with its `errno`.
  struct Failure: Error, CustomStringConvertible {
    let code: Int32
    var description: String { "system error \(code)" }
  }

  /// `write(2)` of the whole text to a file descriptor.
  static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { buffer in
      #if canImport(Glibc)
        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
      #else
        Darwin.write(descriptor, buffer.baseAddress, buffer.count)
      #endif
    }
  }

  /// Writes bytes to standard output (descriptor 1), all of them: `write(2)` may take part of
  /// a buffer at a time (`WholeWrite`). Stops quietly when the reader has gone.
  static func writeStandardOutput(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      WholeWrite.write(buffer) { start, count in
        #if canImport(Glibc)
          let written = Glibc.write(1, start, count)
        #else
          let written = Darwin.write(1, start, count)
        #endif
        return (written, written < 0 ? errno : 0)
      }
    }
  }

  /// Writes a whole file.
  static func writeFile(_ text: String, to path: String) throws {
    guard let file = fopen(path, "wb") else { throw Failure(code: errno) }
    var bytes = Array(text.utf8)
    let written = bytes.withUnsafeMutableBytes { buffer in
      fwrite(buffer.baseAddress, 1, buffer.count, file)
    }
    let closed = fclose(file)
    guard written == bytes.count, closed == 0 else { throw Failure(code: errno) }
  }

  /// The language the locale asks for (`LC_ALL`, then `LC_MESSAGES`, then `LANG`; a value
  /// starting with `zh` is Chinese), English when none is set.
  static func environmentLanguage() -> Language {
    let value = { (name: String) in getenv(name).map { String(cString: $0) } }
    return Language.fromEnvironment(
      lcAll: value("LC_ALL"), lcMessages: value("LC_MESSAGES"), lang: value("LANG"))
  }

  /// True when the descriptor is a terminal (`isatty(3)`): progress lines show only there.
  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// True when something exists at `path`.
  static func fileExists(_ path: String) -> Bool { access(path, F_OK) == 0 }

  /// What tells one version of a file from the next: its modification time in nanoseconds,
  /// its size and its inode (an editor that saves by renaming a new file changes the inode).
  struct FileStamp: Hashable {
    var modified: Int
    var size: Int
    var inode: UInt64
  }

  /// The file's stamp, or nil when it cannot be read.
  static func fileStamp(_ path: String) -> FileStamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Glibc)
      let modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
    #else
      let modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
    #endif
    return FileStamp(modified: modified, size: Int(info.st_size), inode: UInt64(info.st_ino))
  }

  /// Processor time the process has used so far (user and system), in seconds: on a shared
  /// machine a steadier measure than the wall clock.
  static func processorSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return user + system
  }

  /// Processor time (user and system) of the child processes that have ended, in seconds.
  static func childProcessorSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
      getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return user + system
  }

  /// The process's peak resident memory in MiB.
  static func peakMemoryMiB() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
      return Int(usage.ru_maxrss) / 1024
    #else
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss) / (1024 * 1024)
    #endif
  }
}
