/// A statement with the text it was read from and where that text is in the scene file.
public struct CodeLine: Hashable, Sendable {
  public var statement: CodeStatement
  /// The statement as written, without indentation or comment.
  public var text: String
  public var location: SourceLocation
  /// The Swift file the line is in (`CardTransition.swift`), or nil for a line of the scene file.
  public var file: String?

  public init(
    statement: CodeStatement, text: String, location: SourceLocation, file: String? = nil
  ) {
    self.statement = statement
    self.text = text
    self.location = location
    self.file = file
  }
}
