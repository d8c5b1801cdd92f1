import SwiftSyntax

/// An operator sequence folded by Swift's standard precedence groups.
indirect enum FoldedExpression {
  case leaf(ExprSyntax)
  case binary(String, FoldedExpression, FoldedExpression)
  case assign(String, FoldedExpression, FoldedExpression)
  case ternary(FoldedExpression, ExprSyntax, FoldedExpression)
  /// `as`, `as?`, `as!` or `is`, with the type as written.
  case cast(FoldedExpression, SwiftCast, type: String)
}

/// Folds swift-syntax's unfolded `SequenceExprSyntax` (the parser leaves precedence to a
/// later pass) with the standard library's precedence groups.
enum SwiftOperators {
  /// Precedence, higher binds tighter: assignment 1, ternary 2, || 3, && 4, comparison 5,
  /// ?? 6, casts 7, addition 9, multiplication 10.
  static func precedence(_ op: String) -> Int {
    switch op {
    case "||": return 3
    case "&&": return 4
    case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=": return 5
    case "??": return 6
    case "..<", "...": return 8
    case "+", "-", "&+", "&-", "|", "^": return 9
    case "*", "/", "%", "&*", "&": return 10
    default: return 9
    }
  }

  static func fold(_ elements: [ExprSyntax]) -> FoldedExpression {
    var index = 0
    return parse(elements, &index, minimum: 0)
  }

  private static func parse(_ elements: [ExprSyntax], _ index: inout Int, minimum: Int)
    -> FoldedExpression
  {
    guard index < elements.count else { return .leaf(ExprSyntax(NilLiteralExprSyntax())) }
    var left = FoldedExpression.leaf(elements[index])
    index += 1
    while index < elements.count {
      let op = elements[index]
      if let binary = op.as(BinaryOperatorExprSyntax.self) {
        let text = binary.operator.text
        if text.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(text) {
          guard minimum <= 1 else { return left }
          index += 1
          left = .assign(text, left, parse(elements, &index, minimum: 1))
          continue
        }
        let level = precedence(text)
        guard level >= minimum, level > 1 else { return left }
        index += 1
        left = .binary(text, left, parse(elements, &index, minimum: level + 1))
      } else if op.is(AssignmentExprSyntax.self) {
        guard minimum <= 1 else { return left }
        index += 1
        left = .assign("=", left, parse(elements, &index, minimum: 1))
      } else if let ternary = op.as(UnresolvedTernaryExprSyntax.self) {
        guard minimum <= 2 else { return left }
        index += 1
        left = .ternary(left, ternary.thenExpression, parse(elements, &index, minimum: 2))
      } else if op.is(UnresolvedAsExprSyntax.self) || op.is(UnresolvedIsExprSyntax.self) {
        guard minimum <= 7 else { return left }
        // The type follows as its own element.
        let type = index + 1 < elements.count ? elements[index + 1].trimmedDescription : ""
        index += 2
        left = .cast(left, SwiftCast(op), type: type)
      } else {
        index += 1
      }
    }
    return left
  }
}
