import SwiftSyntax
import TransitionEngine

/// `CATransaction` and `CGAffineTransform`'s methods as animators use them. A transaction's
/// `begin`, `commit` and settings change nothing the model draws; its completion block runs
/// with the animations' completions. `concatenating`, `scaledBy` and `translatedBy` combine
/// transforms as Core Graphics does (the first applied, then the second).
extension SwiftInterpreter {
  /// `CATransaction.begin()`, `.commit()`, `.setDisableActions(_:)`, `.setCompletionBlock {…}`…
  func transactionCall(_ method: String, _ arguments: SwiftArguments) -> SwiftValue? {
    switch method {
    case "begin", "commit", "flush", "setDisableActions", "setAnimationDuration",
      "setAnimationTimingFunction":
      return .void
    case "setCompletionBlock":
      if let block = arguments.closures.first { completions.append((block, .void)) }
      return .void
    default: return nil
    }
  }

  /// `t.concatenating(u)`, `t.scaledBy(x:y:)`, `t.translatedBy(x:y:)`, `t.inverted()` is
  /// left unknown; nil when `base` is no transform.
  func transformCall(_ base: SwiftValue, _ method: String, _ arguments: SwiftArguments)
    -> SwiftValue?
  {
    let first: Transform
    switch base {
    case .transform(let transform): first = transform
    case .member("identity"): first = .identity
    default: return nil
    }
    let numbers = arguments.values.compactMap { value -> Double? in
      if case .number(let number) = value, number.isFinite { return number }
      return nil
    }
    let second: Transform
    switch method {
    case "concatenating":
      switch arguments.values.first {
      case .transform(let transform)?: second = transform
      case .member("identity")?: second = .identity
      default: return .unknown("a transform the tool does not know")
      }
      return .transform(Self.concatenate(first, second))
    case "scaledBy" where numbers.count == 2:
      second = Transform(a: numbers[0], b: 0, c: 0, d: numbers[1], tx: 0, ty: 0)
      return .transform(Self.concatenate(second, first))
    case "translatedBy" where numbers.count == 2:
      second = Transform(a: 1, b: 0, c: 0, d: 1, tx: numbers[0], ty: numbers[1])
      return .transform(Self.concatenate(second, first))
    default:
      return .unknown("a transform's \(method)")
    }
  }

  /// Core Graphics' `t1.concatenating(t2)` (t1 applied first, then t2), with the engine's
  /// product; its parts bounded as the constructors bound theirs.
  static func concatenate(_ t1: Transform, _ t2: Transform) -> Transform {
    let product = t2.concatenating(t1)
    func bound(_ value: Double, _ limit: Double) -> Double {
      value.isFinite ? min(max(value, -limit), limit) : 0
    }
    return Transform(
      a: bound(product.a, 100), b: bound(product.b, 100), c: bound(product.c, 100),
      d: bound(product.d, 100), tx: bound(product.tx, 10_000), ty: bound(product.ty, 10_000))
  }

  /// `if case .push = direction`, `guard case .present = mode`: the case compared with the
  /// value; nil when the tool cannot know it or the pattern binds values it cannot read.
  func matches(
    _ condition: MatchingPatternConditionSyntax, _ scope: SwiftScope, bindInto target: SwiftScope
  ) -> Bool? {
    let value = eval(condition.initializer.value, scope)
    // `if case .tab(let direction) = kind`: a case of the files' enums, its values bound.
    if let holds = casePattern(condition.pattern, value, scope, bindInto: target) { return holds }
    guard let pattern = condition.pattern.as(ExpressionPatternSyntax.self) else { return nil }
    let expected = eval(pattern.expression, scope)
    if case .unknown = value { return nil }
    if case .unknown = expected { return nil }
    return Self.same(value, expected)
  }
}
