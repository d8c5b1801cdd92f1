import TransitionEngine

/// The detents each presented controller's sheet declared so far in the file, so that a
/// `detent` step naming one that does not exist is an error at its line.
final class SheetDetentRegistry {
  private var detents: [String: [String]] = [:]

  /// A present step of `name`: its sheet's detents (the default `[large]` without `sheet:`).
  func presented(_ name: String, sheet: SheetConfiguration?) {
    detents[name] = (sheet ?? SheetConfiguration()).detents.map(\.identifier)
  }

  /// The detent identifiers `name` was last presented with, or nil if it never was.
  func detents(of name: String) -> [String]? { detents[name] }
}
