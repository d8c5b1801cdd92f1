/// A statement with the text it was read from and where that text is in the scene file.
public struct CodeLine: Hashable, Sendable {
  public var statement: CodeStatement
  /// The statement as written, without indentation or comment.
  public var text: String
  public var location: SourceLocation

  public init(statement: CodeStatement, text: String, location: SourceLocation) {
    self.statement = statement
    self.text = text
    self.location = location
  }
}
