import TransitionEngine

/// One page of the action menu: a title and its items.
public struct MenuPage: Hashable, Sendable {
  public var title: String
  public var items: [MenuItem]

  public init(title: String, items: [MenuItem]) {
    self.title = title
    self.items = items
  }
}
