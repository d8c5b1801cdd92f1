/// Where the writers put their text: UTF-8 bytes handed to `emit` whenever they grow past
/// `threshold` and when flushed, so that output of any length costs about `threshold` bytes
/// of memory. With no `emit`, everything stays in the buffer (`text`).
public struct OutputSink: TextOutputStream {
  public private(set) var bytes: [UInt8] = []
  private let threshold: Int
  private let emit: (([UInt8]) -> Void)?

  /// Hands the output to `emit` in pieces of about `threshold` bytes.
  public init(threshold: Int = 1 << 16, emit: @escaping ([UInt8]) -> Void) {
    self.threshold = max(threshold, 1)
    self.emit = emit
    bytes.reserveCapacity(self.threshold + 4_096)
  }

  /// Keeps all output in the buffer.
  public init() {
    threshold = .max
    emit = nil
  }

  /// What is buffered, as text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  public mutating func write(_ string: String) {
    var string = string
    string.withUTF8 { write(bytes: $0) }
  }

  /// Appends a fixed piece of text as it is.
  mutating func write(literal text: StaticString) {
    text.withUTF8Buffer { write(bytes: $0) }
  }

  /// Appends bytes that are already UTF-8.
  mutating func write(bytes more: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: more)
    if bytes.count >= threshold { flush() }
  }

  /// Appends bytes that are already UTF-8 (a cached record's, say) with one copy.
  mutating func write(_ more: ArraySlice<UInt8>) {
    bytes.append(contentsOf: more)
    if bytes.count >= threshold { flush() }
  }

  /// Appends a whole buffer; one of at least `threshold` bytes goes to `emit` as it is, after
  /// what was buffered, instead of being copied into the buffer first.
  mutating func write(whole more: [UInt8]) {
    guard let emit, more.count >= threshold else { return write(more[...]) }
    flush()
    emit(more)
  }

  /// Appends the bytes another sink buffered.
  public mutating func write(_ other: OutputSink) {
    other.bytes.withUnsafeBufferPointer { write(bytes: $0) }
  }

  /// Hands what is buffered to `emit` now.
  public mutating func flush() {
    guard let emit, !bytes.isEmpty else { return }
    emit(bytes)
    bytes.removeAll(keepingCapacity: true)
  }
}
