/// Points to cells without traps: every conversion of a `Double` from a scene (frames,
/// sizes) to a cell count or position goes through here, so no value a scene can hold —
/// huge, infinite or NaN — can crash the viewer or make it loop over billions of cells.
public enum CellMath {
  /// Positions and sizes stay within ±`limit` cells: far off any screen, far from overflow.
  public static let limit = 1 << 20

  /// `value` rounded to the nearest cell, kept within ±`limit`; NaN is 0.
  public static func cells(_ value: Double) -> Int {
    guard !value.isNaN else { return 0 }
    let bound = Double(limit)
    return Int(min(max(value.rounded(), -bound), bound))
  }

  /// `region` cut down to `bounds` grown by `margin` cells on each side: a box that reaches
  /// past the screen keeps its edges off screen, and drawing it visits only cells near it.
  public static func clamp(_ region: Region, to bounds: Region, margin: Int = 1) -> Region {
    let left = max(region.x, bounds.x - margin)
    let top = max(region.y, bounds.y - margin)
    let right = min(region.maxX, bounds.maxX + margin)
    let bottom = min(region.maxY, bounds.maxY + margin)
    return Region(x: left, y: top, width: right - left, height: bottom - top)
  }
}
