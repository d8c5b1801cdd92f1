/// A place in a scene file, 1-based, for error messages and step notes.
public struct SourceLocation: Hashable, Sendable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}
