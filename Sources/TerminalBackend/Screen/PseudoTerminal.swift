import CNcurses

/// A pseudo-terminal pair: a screen runs on the slave side while the owner plays the
/// terminal on the master side, reading (and counting) every byte ncurses writes and typing
/// keys. The benchmark measures output this way; tests check the screen through it.
///
/// A thread of the C layer reads the master side as soon as anything arrives, so a frame of
/// any size is written without waiting, however little the kernel buffers (about 1 KB on
/// macOS): `drain` hands over what was collected, and never waits.
public final class PseudoTerminal {
  private let pty: OpaquePointer
  public let master: Int32
  public let slave: Int32
  /// Bytes read from the master side so far: everything the screen wrote to the terminal.
  public private(set) var bytesRead = 0
  /// The output read by the last `drain`.
  public private(set) var lastOutput: [UInt8] = []

  public init(rows: Int, columns: Int) throws(TerminalError) {
    guard let pty = tscope_pty_open(UInt16(clamping: rows), UInt16(clamping: columns)) else {
      throw TerminalError("openpty failed (errno \(SystemCalls.lastError))")
    }
    self.pty = pty
    master = tscope_pty_master(pty)
    slave = tscope_pty_slave(pty)
  }

  deinit { tscope_pty_close(pty) }

  /// Takes everything written so far; returns how many bytes that was.
  @discardableResult
  public func drain() -> Int {
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBufferPointer {
        tscope_pty_take(pty, $0.baseAddress, $0.count)
      }
      output += buffer[0..<count]
      if count < buffer.count { break }
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
