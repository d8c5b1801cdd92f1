/// What a snapshot records about one view. Its subviews are named by ID, not held, so a record
/// stays valid when a view below it changes and snapshots share every record that did not
/// change (as controller records do).
final class ViewRecord: Sendable {
  let id: ViewID
  let className: String
  /// The frame `recursiveDescription` prints: `layoutFrame` with `transform` applied around
  /// the view's centre.
  let frame: Rect
  /// The frame before the transform (what `center` and `bounds` describe).
  let layoutFrame: Rect
  let transform: Transform
  let alpha: Double
  /// Name of the controller whose root view this is.
  let owner: String?
  let role: ViewRole?
  let isHidden: Bool
  /// Subview IDs, back to front.
  let subviewIDs: [ViewID]
  /// Set for a view the app's code made.
  let appMark: AppViewMark?

  /// `frame` is the untransformed frame; the stored `frame` is that with `transform` applied.
  init(
    id: ViewID, className: String, frame: Rect, owner: String? = nil, role: ViewRole? = nil,
    isHidden: Bool = false, transform: Transform = .identity, alpha: Double = 1,
    subviewIDs: [ViewID] = [], appMark: AppViewMark? = nil
  ) {
    self.id = id
    self.className = className
    self.layoutFrame = frame
    self.transform = transform
    self.frame = transform.applied(to: frame)
    self.alpha = alpha
    self.owner = owner
    self.role = role
    self.isHidden = isHidden
    self.subviewIDs = subviewIDs
    self.appMark = appMark
  }

  /// A copy with some fields replaced; `frame` is the untransformed frame.
  func with(
    frame: Rect? = nil, role: ViewRole?? = nil, isHidden: Bool? = nil,
    transform: Transform? = nil, alpha: Double? = nil, subviewIDs: [ViewID]? = nil,
    appMark: AppViewMark?? = nil
  ) -> ViewRecord {
    ViewRecord(
      id: id, className: className, frame: frame ?? layoutFrame, owner: owner,
      role: role ?? self.role, isHidden: isHidden ?? self.isHidden,
      transform: transform ?? self.transform, alpha: alpha ?? self.alpha,
      subviewIDs: subviewIDs ?? self.subviewIDs, appMark: appMark ?? self.appMark)
  }
}
