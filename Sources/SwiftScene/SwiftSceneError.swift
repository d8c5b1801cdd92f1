/// A problem in the developer's Swift, located in its file: `File.swift:12:5: error: …`.
public struct SwiftSceneError: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
