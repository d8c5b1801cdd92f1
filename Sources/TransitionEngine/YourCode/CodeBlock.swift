/// A parsed block of the developer's code.
public struct CodeBlock: Hashable, Sendable {
  public var kind: CodeBlockKind
  public var lines: [CodeLine]
  /// Where the method UIKit called returned (an early `return`, or its closing brace), for
  /// naming the place when no line calls `completeTransition`; nil for the line dialect.
  public var returnLine: CodeLine?
  /// The class of the app's own `UIViewControllerInteractiveTransitioning` whose
  /// `startInteractiveTransition(_:)` the lines start with (UIKit then calls no
  /// `animateTransition(using:)`, X-7); nil when UIKit starts an animator.
  public var interactionController: String?
  /// the delegate returned an interaction controller on a step no gesture drives;
  /// UIKit starts the transition through it and waits for a finger that never comes.
  public var waitsForFinger: WaitingInteraction?

  public init(
    kind: CodeBlockKind, lines: [CodeLine], returnLine: CodeLine? = nil,
    interactionController: String? = nil
  ) {
    self.kind = kind
    self.lines = lines
    self.returnLine = returnLine
    self.interactionController = interactionController
  }

  /// True when some line calls `completeTransition`.
  public var completes: Bool {
    lines.contains {
      if case .completeTransition = $0.statement { return true }
      return false
    }
  }
}
