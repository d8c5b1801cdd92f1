/// An error in a scene file, printed as `path:line:column: error: message`.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The scene file's path as given to the loader.
  public var path: String
  /// 1-based line of the offending text.
  public var line: Int
  /// 1-based column (in characters) of the offending text.
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
