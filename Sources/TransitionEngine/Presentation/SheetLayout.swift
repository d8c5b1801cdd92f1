/// Where a sheet's card sits (M-4, M-10): the card follows the selected detent in compact
/// width, covers the whole window in compact height unless edge-attached, and keeps its
/// iPad size in regular width.
struct SheetLayout {
  let geometry: PresentationGeometry
  let sheet: SheetConfiguration

  private var environment: Environment { geometry.environment }
  private var container: Rect { geometry.container }

  /// True in compact height: the sheet controller stays and lays the card over the whole
  /// window (M-4, Q-18), unless `prefersEdgeAttachedInCompactHeight`.
  var coversWindow: Bool {
    environment.traits.vertical == .compact && !sheet.edgeAttachedInCompactHeight
  }

  /// True where detents size the card: compact width, or edge-attached in compact height.
  /// In regular width and regular height the card keeps its page/form size [I: M-10 says
  /// nothing of iPad detents; the model ignores them there].
  var followsDetents: Bool {
    if environment.traits.vertical == .compact { return sheet.edgeAttachedInCompactHeight }
    return environment.traits.horizontal == .compact
  }

  /// The detent in force: the selected one, else the smallest (M-10).
  var selectedDetent: SheetDetent {
    if let id = sheet.selected, let detent = sheet.detent(id) { return detent }
    return sheet.detents.min { height(of: $0) < height(of: $1) } ?? .large
  }

  /// Card height at the large detent: the compact card of M-4.
  var largeHeight: Double { geometry.compactCard.height }

  func height(of detent: SheetDetent) -> Double {
    detent.height(large: largeHeight, bottomInset: environment.bottomInset)
  }

  /// True when the selected detent is the large one (or as tall): what push-back needs (M-11).
  var isAtLargeDetent: Bool { height(of: selectedDetent) >= largeHeight }

  /// M-10: no visible dimming at or below the largest undimmed detent.
  var isUndimmed: Bool {
    guard let id = sheet.largestUndimmed, let limit = sheet.detent(id) else { return false }
    return height(of: selectedDetent) <= height(of: limit)
  }

  /// The card's frame for a sheet style, or nil to keep the style's regular-width frame.
  func cardFrame() -> Rect? {
    if coversWindow { return container }
    guard followsDetents else { return nil }
    let height = height(of: selectedDetent)
    return Rect(
      x: 0, y: max(container.height - height, 0), width: container.width, height: height)
  }
}
