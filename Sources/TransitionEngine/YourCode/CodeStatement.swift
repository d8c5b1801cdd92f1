/// A controller named in a block of the developer's code (`Shell`, `toVC`, `source.parent`),
/// with the file column where the name starts, for errors about it.
public struct CodeName: Hashable, Sendable, CustomStringConvertible {
  public var text: String
  public var location: SourceLocation

  public init(_ text: String, location: SourceLocation) {
    self.text = text
    self.location = location
  }

  public var description: String { text }
}

/// A view named in a block: the transition context's views or a controller's root view.
public enum CodeView: Hashable, Sendable, CustomStringConvertible {
  /// `transitionContext.containerView`.
  case containerView
  /// `transitionContext.view(forKey: .to)`, possibly nil.
  case toView
  /// `transitionContext.view(forKey: .from)`, possibly nil.
  case fromView
  /// `Name.view`: a controller's root view, never nil (`toVC.view`, `Shell.view`).
  case viewOf(CodeName)

  public var description: String {
    switch self {
    case .containerView: return "containerView"
    case .toView: return "toView"
    case .fromView: return "fromView"
    case .viewOf(let name): return "\(name.text).view"
    }
  }
}

/// Where `insertSubview` puts a view.
public enum InsertPosition: Hashable, Sendable {
  case below(CodeView)
  case above(CodeView)
  case index(Int)
}

/// The argument of `transitionContext.completeTransition(_:)`.
public enum CompletionArgument: Hashable, Sendable {
  case literal(Bool)
  /// `!transitionContext.transitionWasCancelled`.
  case notCancelled
}

/// One statement of the developer's code, typed (scene-format.md, "Your code").
public enum CodeStatement: Hashable, Sendable {
  /// `parent.addSubview(child)`.
  case addSubview(CodeView, into: CodeView)
  /// `parent.insertSubview(child, belowSubview: w)` / `aboveSubview:` / `at:`.
  case insertSubview(CodeView, into: CodeView, InsertPosition)
  /// `view.removeFromSuperview()`.
  case removeFromSuperview(CodeView)
  /// `transitionContext.completeTransition(…)`.
  case completeTransition(CompletionArgument)
  /// `parent.addChild(child)`.
  case addChild(CodeName, to: CodeName)
  /// `child.removeFromParent()`.
  case removeFromParent(CodeName)
  /// `child.willMove(toParent: parent or nil)`.
  case willMove(CodeName, toParent: CodeName?)
  /// `child.didMove(toParent: parent or nil)`.
  case didMove(CodeName, toParent: CodeName?)
  /// `parent.transition(from: a, to: b)` (K-4).
  case transition(parent: CodeName, from: CodeName, to: CodeName)
  /// `source.present(presented, animated:)`.
  case present(CodeName, from: CodeName, animated: Bool)
  /// `name.dismiss(animated:)`.
  case dismiss(CodeName, animated: Bool)
  /// `nav.pushViewController(pushed, animated:)`.
  case push(CodeName, on: CodeName, animated: Bool)
  /// `nav.popViewController(animated:)`.
  case pop(CodeName, animated: Bool)
  /// `view.alpha = 0.5`, `view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)`.
  case setProperty(CodeView, CodeProperty)

  /// Every controller name the statement mentions, in the order written.
  public var names: [CodeName] {
    func viewNames(_ views: [CodeView]) -> [CodeName] {
      views.compactMap { view in
        if case .viewOf(let name) = view { return name }
        return nil
      }
    }
    switch self {
    case .addSubview(let child, let parent): return viewNames([parent, child])
    case .insertSubview(let child, let parent, let position):
      switch position {
      case .below(let sibling), .above(let sibling): return viewNames([parent, child, sibling])
      case .index: return viewNames([parent, child])
      }
    case .removeFromSuperview(let view), .setProperty(let view, _): return viewNames([view])
    case .completeTransition: return []
    case .addChild(let child, let parent): return [parent, child]
    case .removeFromParent(let child): return [child]
    case .willMove(let child, let parent), .didMove(let child, let parent):
      return [child] + (parent.map { [$0] } ?? [])
    case .transition(let parent, let from, let to): return [parent, from, to]
    case .present(let presented, let source, _): return [source, presented]
    case .dismiss(let name, _), .pop(let name, _): return [name]
    case .push(let pushed, let nav, _): return [nav, pushed]
    }
  }
}

/// A statement with the text it was read from and where that text is in the scene file.
public struct CodeLine: Hashable, Sendable {
  public var statement: CodeStatement
  /// The statement as written, without indentation or comment.
  public var text: String
  public var location: SourceLocation

  public init(statement: CodeStatement, text: String, location: SourceLocation) {
    self.statement = statement
    self.text = text
    self.location = location
  }
}

/// Which block a statement list is: what names and statements it may use.
public enum CodeBlockKind: String, Hashable, Sendable {
  /// The body of `animateTransition(using:)` on a present, dismiss, push, pop or select step.
  case animator
  /// A `code` step: statements on named controllers.
  case code
  /// A custom segue's `perform()`: as `code`, plus `source`, `destination`, `source.parent`.
  case perform
}

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
