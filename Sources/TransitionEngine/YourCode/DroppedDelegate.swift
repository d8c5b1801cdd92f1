/// A container's delegate the app's code sets to an object it makes in place
/// (`delegate = Fader()` in a navigation controller's `viewDidLoad`,
/// `navigationController?.delegate = Fader()` in a child's): UIKit's `delegate` is weak and
/// nothing else holds the object, so it is deallocated at once and the delegate is nil
/// (N-24, TB-14).
public struct DroppedDelegate: Hashable, Sendable {
  /// The controller whose callback sets it; nil when the container's own `viewDidLoad` does.
  public var setter: String?
  /// The class of the object the line makes.
  public var className: String
  /// Where the line is (`Nav.swift:7`) and its code as written.
  public var place: String
  public var code: String

  public init(setter: String?, className: String, place: String, code: String) {
    self.setter = setter
    self.className = className
    self.place = place
    self.code = code
  }
}
