/// Which block a statement list is: what names and statements it may use.
public enum CodeBlockKind: String, Hashable, Sendable {
  /// The body of `animateTransition(using:)` on a present, dismiss, push, pop or select step.
  case animator
  /// A `code` step: statements on named controllers.
  case code
  /// A custom segue's `perform()`: as `code`, plus `source`, `destination`, `source.parent`.
  case perform
}
