/// Something in the app the scan could not model or read: its file, line and why (never a
/// silent drop).
public struct ScanSkip: Hashable, Sendable, Error {
  public var file: String
  public var line: Int
  public var why: String

  public init(file: String, line: Int, why: String) {
    self.file = file
    self.line = line
    self.why = why
  }
}
