/// A `UIUserInterfaceSizeClass`: compact or regular.
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
  case compact
  case regular

  /// The one-letter form used in tables: `C` or `R`.
  public var letter: String { self == .compact ? "C" : "R" }
}
