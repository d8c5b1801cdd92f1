/// The kinds of storyboard segue a scene can perform (S-5).
public enum SegueKind: String, Hashable, Sendable, CaseIterable {
  case show
  case showDetail
  case present
  case popover
  case custom
}
