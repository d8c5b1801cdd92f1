/// What happened to a view between two phases: the viewer's margin marks and the diagrams'
/// node marks both come from `ViewDiff`.
public enum ChangeMark: Hashable, Sendable, CaseIterable {
  case added
  case removed
  case moved
  case reframed
}
