/// A parsed block of the developer's code.
public struct CodeBlock: Hashable, Sendable {
  public var kind: CodeBlockKind
  public var lines: [CodeLine]

  public init(kind: CodeBlockKind, lines: [CodeLine]) {
    self.kind = kind
    self.lines = lines
  }

  /// True when some line calls `completeTransition`.
  public var completes: Bool {
    lines.contains {
      if case .completeTransition = $0.statement { return true }
      return false
    }
  }
}
