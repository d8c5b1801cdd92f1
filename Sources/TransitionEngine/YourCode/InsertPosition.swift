/// Where `insertSubview` puts a view.
public enum InsertPosition: Hashable, Sendable {
  case below(CodeView)
  case above(CodeView)
  case index(Int)
}
