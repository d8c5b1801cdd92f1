/// The part of a `UITraitCollection` the engine reasons about: the two size classes.
public struct Traits: Hashable, Sendable {
  public var horizontal: SizeClass
  public var vertical: SizeClass

  public init(horizontal: SizeClass, vertical: SizeClass) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// `w compact / h regular`.
  public var description: String { "w \(horizontal.rawValue) / h \(vertical.rawValue)" }
}
