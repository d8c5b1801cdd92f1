/// A transition played as part of a bigger step (an unwind's dismissal and pops, the push and
/// pop of an interrupted push). Its phases are printed `pop: animating`.
public enum SubTransition: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case push
  case pop
  case dismiss
  /// A presentation a `code` step starts (`present: completed`).
  case present

  public var description: String { rawValue }
}
