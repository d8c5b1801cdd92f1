/// A problem the app's Swift runtime found in a `swift:` file or a step's Swift, located in
/// that text: the reader places it in the file (`File.swift:12:5: error: …`) or the scene.
public struct SwiftFileError: Error, Equatable, Sendable {
  public var line: Int
  public var column: Int
  public var message: String

  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }
}
