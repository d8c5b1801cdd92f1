/// A pseudo-terminal pair: a screen runs on the slave side while the owner plays the
/// terminal on the master side, reading (and counting) every byte ncurses writes and typing
/// keys. The benchmark measures output this way; tests check the screen through it.
///
/// The master is non-blocking, so `drain` never waits. Keep the slave side's output drained
/// (it blocks once the kernel's buffer, tens of kilobytes, is full).
public final class PseudoTerminal {
  public let master: Int32
  public let slave: Int32
  /// Bytes read from the master side so far: everything the screen wrote to the terminal.
  public private(set) var bytesRead = 0
  /// The output read by the last `drain`.
  public private(set) var lastOutput: [UInt8] = []

  public init(rows: Int, columns: Int) throws(TerminalError) {
    guard
      let pair = SystemCalls.openPseudoTerminal(
        rows: UInt16(clamping: rows), columns: UInt16(clamping: columns))
    else { throw TerminalError("openpty failed (errno \(SystemCalls.lastError))") }
    let (master, slave) = pair
    guard SystemCalls.setNonBlocking(master) else {
      let error = SystemCalls.lastError
      SystemCalls.close(master)
      SystemCalls.close(slave)
      throw TerminalError("cannot make the pty master non-blocking (errno \(error))")
    }
    self.master = master
    self.slave = slave
  }

  deinit {
    SystemCalls.close(master)
    SystemCalls.close(slave)
  }

  /// Reads everything written so far; returns how many bytes that was.
  @discardableResult
  public func drain() -> Int {
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { SystemCalls.read(master, into: $0) }
      guard count > 0 else { break }
      output += buffer[0..<count]
    }
    bytesRead += output.count
    lastOutput = output
    return output.count
  }

  /// Types `text` as the user would. Returns false if the pty did not take all of it.
  @discardableResult
  public func type(_ text: String) -> Bool { type(bytes: Array(text.utf8)) }

  /// Types raw bytes (also ones that are not UTF-8). Returns false if the pty did not take all.
  @discardableResult
  public func type(bytes: [UInt8]) -> Bool {
    let written = bytes.withUnsafeBytes {
      SystemCalls.write(master, $0.baseAddress, count: $0.count)
    }
    return written == bytes.count
  }
}
