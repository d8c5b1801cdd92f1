import SwiftSyntax
import TransitionEngine

extension SwiftProgram {
  /// PC-1, read from the declarations without running anything: the class of the files that
  /// the delegate `expression` builds (`Transition()`) names in its
  /// `presentationController(forPresented:presenting:source:)`, when it is a
  /// `UIPresentationController` subclass. Nil when the declarations do not say; the planner
  /// still asks the delegate when the presentation starts.
  public func declaredPresentationController(expression: SwiftSource) -> String? {
    guard expression.firstError() == nil, let item = expression.tree.statements.first,
      case .expr(let syntax) = item.item, let call = syntax.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      let type = types[callee.baseName.text],
      let method = type.method(
        "presentationController", labels: ["forPresented", "presenting", "source"]),
      let body = method.body
    else { return nil }
    for token in body.tokens(viewMode: .sourceAccurate)
    where isPresentationController(token.text) {
      return token.text
    }
    return nil
  }

  /// Whether `name` is a class of the files that descends from `UIPresentationController`.
  private func isPresentationController(_ name: String) -> Bool {
    var current = types[name]
    var seen = 0
    while let type = current, seen < 100 {
      if type.inherited.contains(where: { $0.hasSuffix("UIPresentationController") }) {
        return true
      }
      current = type.superclass
      seen += 1
    }
    return false
  }
}
