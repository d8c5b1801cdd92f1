/// A dump that cannot be read, printed as `path:line:column: error: message`.
public struct DumpError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's path as given to the reader (`-` for standard input).
  public var path: String
  /// 1-based line of the offending text.
  public var line: Int
  /// 1-based column of the offending text.
  public var column: Int
  /// What is wrong, without the location prefix.
  public var message: String

  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = max(1, line)
    self.column = max(1, column)
    self.message = message
  }

  /// `path:line:column: error: message`, the format compilers use.
  public var description: String {
    "\(path):\(line):\(column): error: \(message)"
  }
}
