/// `UIModalPresentationStyle` names accepted by scenes, plus `alert` and `actionSheet`: a
/// `UIAlertController` of that `preferredStyle`, whose own presentation rules apply (M-18, M-19).
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
  case fullScreen
  case pageSheet
  case formSheet
  case currentContext
  case custom
  case overFullScreen
  case overCurrentContext
  case popover
  case automatic
  case alert
  case actionSheet

  /// A `UIAlertController` style: the controller chooses its own presentation (M-18, M-19).
  public var isAlertController: Bool { self == .alert || self == .actionSheet }
}
