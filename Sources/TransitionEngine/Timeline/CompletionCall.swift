/// The call whose completion block runs at the end of a modal transition.
public enum CompletionCall: String, Hashable, Sendable, CaseIterable {
  case present
  case dismiss
}
