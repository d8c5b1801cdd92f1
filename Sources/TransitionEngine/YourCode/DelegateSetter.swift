/// A controller whose `viewDidLoad` makes itself its container's delegate
/// (`navigationController?.delegate = self`, N-24, TB-14): its name and its class.
public struct DelegateSetter: Hashable, Sendable {
  public var name: String
  public var className: String

  public init(name: String, className: String) {
    self.name = name
    self.className = className
  }
}
