/// A `UIUserInterfaceSizeClass`: compact or regular.
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
  case compact
  case regular

  /// The one-letter form used in tables: `C` or `R`.
  public var letter: String { self == .compact ? "C" : "R" }
}

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

/// Device orientation of the scene.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
  case portrait
  case landscape
}

/// iPad multitasking arrangement of the app's window (§7.1).
public enum Multitasking: String, Sendable, Hashable, CaseIterable {
  case full
  case twoThirds = "two-thirds"
  case half
  case oneThird = "one-third"
  case slideOver = "slide-over"
}
