/// What the code made a view as: its class, whether the model knows that class (one of
/// UIKit's or a class the files declare), and the frame its initializer gave.
public struct MadeViewSpec: Hashable, Sendable {
  public var className: String
  /// False for an app class the files do not declare: drawn as a plain UIView, and said so.
  public var isKnownClass: Bool
  /// `UIView(frame:)`'s frame; nil for `UIView()` (a zero frame).
  public var frame: Rect?

  public init(className: String, isKnownClass: Bool = true, frame: Rect? = nil) {
    self.className = className
    self.isKnownClass = isKnownClass
    self.frame = frame
  }
}
