/// A Swift expression a scene wrote in a step key, located in the scene file.
public struct AppExpression: Hashable, Sendable {
  public var text: String
  /// The scene file's path, for messages.
  public var file: String
  /// Lines and columns before the expression's first character in its file.
  public var lineOffset: Int
  public var columnOffset: Int

  public init(text: String, file: String, lineOffset: Int, columnOffset: Int) {
    self.text = text
    self.file = file
    self.lineOffset = lineOffset
    self.columnOffset = columnOffset
  }
}
