/// A one-line message shown in the hint bar until the next key.
public struct StatusLine: Hashable, Sendable {
  public var text: String
  public var isError: Bool

  public init(_ text: String, isError: Bool = false) {
    self.text = text
    self.isError = isError
  }
}
