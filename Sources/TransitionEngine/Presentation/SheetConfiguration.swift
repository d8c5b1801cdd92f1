/// The `sheet:` block of a present step: `UISheetPresentationController`'s configuration
/// (M-10, iOS 15+): detents, the selected and largest undimmed detent, the grabber and edge
/// attachment in compact height.
public struct SheetConfiguration: Hashable, Sendable {
  /// `detents`, smallest first is not required; the default is `[.large]` (M-10).
  public var detents: [SheetDetent]
  /// `selectedDetentIdentifier`; nil means the smallest detent (M-10).
  public var selected: String?
  /// `largestUndimmedDetentIdentifier`; nil means dimmed at every detent (M-10).
  public var largestUndimmed: String?
  /// `prefersGrabberVisible`.
  public var grabber: Bool
  /// `prefersEdgeAttachedInCompactHeight` (default false: the full-window look, M-4).
  public var edgeAttachedInCompactHeight: Bool
  /// `widthFollowsPreferredContentSizeWhenEdgeAttached` (default false: the safe area's
  /// width, M-15).
  public var widthFollowsPreferredContentSize: Bool = false
  /// iOS 27's `preferredPlacement` (V-2); nil when the scene does not set it.
  public var placement: SheetPlacement?

  public init(
    detents: [SheetDetent] = [.large], selected: String? = nil, largestUndimmed: String? = nil,
    grabber: Bool = false, edgeAttachedInCompactHeight: Bool = false
  ) {
    self.detents = detents.isEmpty ? [.large] : detents
    self.selected = selected
    self.largestUndimmed = largestUndimmed
    self.grabber = grabber
    self.edgeAttachedInCompactHeight = edgeAttachedInCompactHeight
  }

  /// The detent with this identifier, if the sheet has it.
  public func detent(_ identifier: String) -> SheetDetent? {
    detents.first { $0.identifier == identifier }
  }
}
