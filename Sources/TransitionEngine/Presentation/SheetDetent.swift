/// One `UISheetPresentationController.Detent`: the system's medium and large, or a custom
/// height (iOS 16+).
public enum SheetDetent: Hashable, Sendable {
  case medium
  case large
  /// `.custom(identifier:)` whose resolver returns `height`.
  case custom(name: String, height: Double)

  /// `Detent.Identifier` as scenes write it.
  public var identifier: String {
    switch self {
    case .medium: return "medium"
    case .large: return "large"
    case .custom(let name, _): return name
    }
  }

  /// Card height at this detent, given the height of the large detent and the bottom
  /// safe-area inset. M-10: medium is about half the large height [I: exactly half, rounded];
  /// a custom height is the content height above the bottom safe area [I], capped at large.
  func height(large: Double, bottomInset: Double) -> Double {
    switch self {
    case .large: return large
    case .medium: return (large / 2).rounded()
    case .custom(_, let height): return min(max(height, 0) + bottomInset, large)
    }
  }
}
