/// One `key = value` (or `key: value`) of a view's description, in printed order.
public struct DumpProperty: Hashable, Sendable {
  public var key: String
  public var value: String

  public init(key: String, value: String) {
    self.key = key
    self.value = value
  }
}
