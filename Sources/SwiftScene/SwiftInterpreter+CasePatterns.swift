import SwiftSyntax

/// `case .tab(let direction):`, `case let .push(animated, _):`, `if case .tab(.left) = kind`:
/// patterns on a case of the files' enums with associated values, as Swift matches them.
extension SwiftInterpreter {
  /// Whether `pattern` matches `subject`, binding its names into `target`; nil when the
  /// pattern is not an enum case pattern this reads (the caller compares values as before) or
  /// the subject is a value the tool cannot know.
  func casePattern(
    _ pattern: PatternSyntax, _ subject: SwiftValue, _ scope: SwiftScope,
    bindInto target: SwiftScope
  ) -> Bool? {
    var inner = pattern
    var bindsAll = false
    if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      inner = binding.pattern
      bindsAll = true
    }
    guard let expression = inner.as(ExpressionPatternSyntax.self)?.expression else { return nil }
    guard let call = expression.as(FunctionCallExprSyntax.self) else {
      // `case .tab:` matches the case whatever its values.
      guard case .enumCase(let name, _) = subject,
        let written = Self.caseName(of: expression)
      else { return nil }
      return LegacySpelling.caseName(written) == name
    }
    guard let written = Self.caseName(of: call.calledExpression),
      program.isPayloadCase(written, of: nil)
    else { return nil }
    let parts = Array(call.arguments)
    switch subject {
    case .enumCase(let name, let values):
      guard LegacySpelling.caseName(written) == name else { return false }
      var bindings: [(String, SwiftValue)] = []
      for (index, part) in parts.enumerated() {
        let value = index < values.count ? values[index] : .unknown(written)
        switch Self.partPattern(part.expression, bindsAll) {
        case .bind(let name): bindings.append((name, value))
        case .any: continue
        case .value(let written):
          if !Self.same(value, eval(written, scope)) { return false }
        }
      }
      for (name, value) in bindings { target.names[name] = value }
      return true
    case .unknown:
      // The values are not known either: the names the pattern binds are unknown too.
      for part in parts {
        if case .bind(let name) = Self.partPattern(part.expression, bindsAll) {
          target.names[name] = .unknown("`\(name)`")
        }
      }
      return nil
    default:
      return false
    }
  }

  private enum PartPattern {
    case bind(String)
    case any
    case value(ExprSyntax)
  }

  /// One argument of a case pattern: `let x` (or `x` under `case let`), `_`, or a value.
  private static func partPattern(_ expression: ExprSyntax, _ bindsAll: Bool) -> PartPattern {
    if let written = expression.as(PatternExprSyntax.self) {
      var pattern = written.pattern
      if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
      if let identifier = pattern.as(IdentifierPatternSyntax.self) {
        return .bind(identifier.identifier.text)
      }
      return .any
    }
    if expression.is(DiscardAssignmentExprSyntax.self) { return .any }
    if bindsAll, let reference = expression.as(DeclReferenceExprSyntax.self) {
      return .bind(reference.baseName.text)
    }
    return .value(expression)
  }

  /// `.tab` or `Kind.tab`: the case's name.
  private static func caseName(of expression: ExprSyntax) -> String? {
    expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }
}
