/// Writes a whole buffer through a `write(2)`-like call, which may take part of it at a time
/// (a pipe, a terminal, a signal): what is left goes again, an interrupted call is tried
/// again, and an error (the reader has gone: `EPIPE`) or a call that takes nothing stops it.
enum WholeWrite {
  /// One call's answer: the bytes taken, or a negative count and the error number.
  typealias Call = (_ start: UnsafeRawPointer, _ count: Int) -> (written: Int, error: Int32)

  /// `EINTR`, the same on Linux and macOS.
  static let interrupted: Int32 = 4

  /// True when every byte went out.
  @discardableResult
  static func write(_ buffer: UnsafeRawBufferPointer, _ call: Call) -> Bool {
    guard let base = buffer.baseAddress else { return true }
    var offset = 0
    while offset < buffer.count {
      let (written, error) = call(base + offset, buffer.count - offset)
      if written < 0 && error == interrupted { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }
}
