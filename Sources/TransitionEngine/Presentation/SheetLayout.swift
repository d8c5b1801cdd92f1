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

  /// True for the edge-attached card of compact height (M-15).
  var isEdgeAttachedInCompactHeight: Bool {
    environment.traits.vertical == .compact && sheet.edgeAttachedInCompactHeight
  }

  /// Card height at the large detent: the compact card of M-4; edge-attached in compact
  /// height, the top sits 8 pt below the safe area's top (M-15 [D: metrics] [I: port]).
  var largeHeight: Double {
    if isEdgeAttachedInCompactHeight {
      return max(container.height - environment.statusBarHeight - 8, 0)
    }
    return geometry.compactCard.height
  }

  /// M-15 [I: port]: edge-attached in compact height, the medium detent is not separate
  /// from the large one.
  func height(of detent: SheetDetent) -> Double {
    if isEdgeAttachedInCompactHeight, detent == .medium { return largeHeight }
    return detent.height(large: largeHeight, bottomInset: environment.bottomInset)
  }

  /// True when the selected detent is the large one (or as tall): what push-back needs (M-11).
  var isAtLargeDetent: Bool { height(of: selectedDetent) >= largeHeight }

  /// M-10: no visible dimming at or below the largest undimmed detent.
  var isUndimmed: Bool {
    guard let id = sheet.largestUndimmed, let limit = sheet.detent(id) else { return false }
    return height(of: selectedDetent) <= height(of: limit)
  }

  /// The card's frame for a sheet style, or nil to keep the style's regular-width frame.
  func cardFrame(preferredSize: Size? = nil) -> Rect? {
    if coversWindow { return container }
    guard followsDetents else { return nil }
    let height = height(of: selectedDetent)
    let width = cardWidth(preferredSize: preferredSize)
    return Rect(
      x: ((container.width - width) / 2).rounded(.down), y: max(container.height - height, 0),
      width: width, height: height)
  }

  /// M-15: edge-attached in compact height the card is as wide as the safe area, centred
  /// between its side insets [C: DOC-widthFollows], or `preferredContentSize.width` with
  /// `widthFollowsPreferredContentSizeWhenEdgeAttached` (no wider than the safe area [I]).
  /// In compact width the card spans the container (M-4).
  func cardWidth(preferredSize: Size?) -> Double {
    guard isEdgeAttachedInCompactHeight else { return container.width }
    let safe = max(container.width - 2 * environment.sideSafeInset, 0)
    if sheet.widthFollowsPreferredContentSize, let preferred = preferredSize?.width,
      preferred > 0
    {
      return min(preferred, safe)
    }
    return safe
  }

  /// M-13 [D: SheetLayoutInfo 26.1 via SHEETS26]: on iOS 26 a compact-width card resting
  /// below its large detent is inset by a uniform scale, 16/W (blended toward 56/W for cards
  /// 150 down to 76 pt tall, linearly [I]), shifted so the bottom gap equals the side gap.
  /// Nil where the card is not inset: before iOS 26, at the large detent, in compact height
  /// or regular width.
  func insetTransform(cardHeight: Double) -> Transform? {
    guard environment.ios >= 26, environment.traits.horizontal == .compact,
      environment.traits.vertical == .regular, !isAtLargeDetent, container.width > 0
    else { return nil }
    let width = container.width
    let short = min(max((150 - cardHeight) / (150 - 76), 0), 1)
    let shrink = (16 + 40 * short) / width
    return .scale(1 - shrink, ty: shrink * (cardHeight - width) / 2)
  }
}
