/// A classic split delegate's answer to `splitViewController(_:collapseSecondary:onto:)`
/// (SV-11): `handled` returns true (nothing is pushed), `notHandled` false (SV-2 runs).
public enum CollapseSecondaryAnswer: String, Hashable, Sendable, CaseIterable {
  case handled
  case notHandled
}
