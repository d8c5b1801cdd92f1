/// `UIModalTransitionStyle`.
public enum ModalTransitionStyle: String, Hashable, Sendable, CaseIterable {
  case coverVertical
  case flipHorizontal
  case crossDissolve
  case partialCurl
}
