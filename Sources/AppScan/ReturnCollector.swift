import SwiftSyntax

/// The `return` expressions of a closure's body, not of closures inside it.
final class ReturnCollector: SyntaxVisitor {
  private var found: [ExprSyntax] = []

  static func returns(in closure: ClosureExprSyntax) -> [ExprSyntax] {
    let collector = ReturnCollector(viewMode: .sourceAccurate)
    collector.walk(closure.statements)
    return collector.found
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let value = node.expression { found.append(value) }
    return .skipChildren
  }
}
