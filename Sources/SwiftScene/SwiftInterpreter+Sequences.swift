import TransitionEngine

/// A closure run over the elements of a list the world gives (`connectedScenes`, `windows`,
/// `viewControllers`): `compactMap`, `flatMap`, `map`, `filter`, `first(where:)`,
/// `contains(where:)` and `forEach`, as Swift's sequences run them, so that the modern way to the
/// key window (`connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap { $0.windows }
/// .first(where: { $0.isKeyWindow })`) reaches the world's window. A closure whose answer
/// the tool cannot know makes the result unknown, never a guess.
extension SwiftInterpreter {
  /// The most elements one call walks; a longer list's call is unknown.
  static let sequenceLimit = 1_000

  /// The call's value, nil when `base` is no list or the method takes no closure here.
  func sequenceCall(_ base: SwiftValue, _ method: String, _ arguments: SwiftArguments)
    -> SwiftValue?
  {
    guard case .array(let values) = base, arguments.values.count == 1,
      case .closure(let closure)? = arguments.values.first
    else { return nil }
    let label = arguments.labels.first ?? nil
    switch (method, label) {
    case ("compactMap", nil), ("flatMap", nil), ("map", nil), ("filter", nil), ("forEach", nil),
      ("first", "where"), ("contains", "where"):
      break
    default: return nil
    }
    guard values.count <= Self.sequenceLimit else {
      return .unknown("\(method) over \(values.count) elements")
    }
    var results: [SwiftValue] = []
    for value in values {
      if stopped { return .unknown("\(method) stopped") }
      let answer = call(closure, [value], implicitReturn: method != "forEach")
      switch method {
      case "forEach": continue
      case "map": results.append(answer)
      case "compactMap":
        if !answer.isNone { results.append(answer) }
      case "flatMap":
        if case .array(let inner) = answer {
          results.append(contentsOf: inner)
        } else if !answer.isNone {
          results.append(answer)
        }
      default:
        // The predicate's answer is a Bool in Swift; anything else is a value the tool lost.
        guard case .bool(let kept) = answer else {
          let written = label.map { "\(method)(\($0):)" } ?? method
          return .unknown("the result of \(written) (the tool cannot know its closure's answer)")
        }
        if kept && method == "first" { return value }
        if kept && method == "contains" { return .bool(true) }
        if kept { results.append(value) }
      }
      guard results.count <= Self.sequenceLimit else {
        return .unknown("\(method) over more than \(Self.sequenceLimit) elements")
      }
    }
    switch method {
    case "forEach": return .void
    case "first": return .null
    case "contains": return .bool(false)
    default: return .array(results)
    }
  }
}
