/// A controller named in a block of the developer's code (`Shell`, `toVC`, `source.parent`),
/// with the file column where the name starts, for errors about it.
public struct CodeName: Hashable, Sendable, CustomStringConvertible {
  public var text: String
  public var location: SourceLocation

  public init(_ text: String, location: SourceLocation) {
    self.text = text
    self.location = location
  }

  public var description: String { text }
}
