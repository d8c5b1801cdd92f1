/// An active view search: the query and whether it is still being typed.
public struct SearchState: Hashable, Sendable {
  public var query: String
  public var editing: Bool

  public init(query: String = "", editing: Bool = true) {
    self.query = query
    self.editing = editing
  }
}
