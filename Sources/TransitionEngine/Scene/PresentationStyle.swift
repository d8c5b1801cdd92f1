/// `UIModalPresentationStyle` names accepted by scenes.
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
}
