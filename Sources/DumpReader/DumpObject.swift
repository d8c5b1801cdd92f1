/// An object named in a dump by its class and address: `<UILayoutContainerView 0x1a23e180>`.
public struct DumpObject: Hashable, Sendable {
  /// The runtime class as printed (Swift module prefixes and mangled names kept).
  public var className: String
  /// The address as printed, lowercased; nil where the dump had none.
  public var address: String?

  public init(className: String, address: String?) {
    self.className = className
    self.address = address
  }
}
