/// A controller whose `viewDidLoad` makes itself its container's delegate
/// (`navigationController?.delegate = self`, N-24, TB-14): its name and its class.
public struct DelegateSetter: Hashable, Sendable {
  public var name: String
  public var className: String
  /// The Swift expression the delegate is, in the controller's scope: `self`, or a stored
  /// property holding an app object (`self.transitionHelper`).
  public var delegate: String

  public init(name: String, className: String, delegate: String = "self") {
    self.name = name
    self.className = className
    self.delegate = delegate
  }
}
