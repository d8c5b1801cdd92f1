import SwiftSyntax

extension SwiftSiteReader {
  /// `let destination = segue.destination as? DetailViewController` (or `if let`, or
  /// `segue.destinationViewController`) inside `prepare(for:sender:)`: the variable holds the
  /// segue's destination.
  func noteDestination(_ name: String, _ value: ExprSyntax) {
    guard let parameter = segueParameter, !scopes.isEmpty else { return }
    let bare = ExpressionResolver.unwrapped(value)
    let cast = ExpressionResolver.cast(of: bare)
    let inner = cast.map { ExpressionResolver.unwrapped($0.expression) } ?? bare
    guard Self.isDestination(Self.path(inner), of: parameter) else { return }
    scopes[scopes.count - 1].destinations[name] = cast?.type ?? ""
  }

  static func isDestination(_ parts: [String], of parameter: String) -> Bool {
    parts.count == 2 && parts[0] == parameter
      && ["destination", "destinationViewController"].contains(parts[1])
  }

  /// `destination.modalPresentationStyle = .custom` (or its transition style, or its
  /// `transitioningDelegate`) inside `prepare(for:sender:)`: noted for the storyboard's
  /// segues from this class, under the identifier the enclosing `if` or `case` tests. True
  /// when the assignment was one of those.
  func prepare(
    base: String, property: String, value: ExprSyntax, member: String?,
    at node: SequenceExprSyntax
  ) -> Bool {
    guard let parameter = segueParameter, let index = types.last, let scope = scopes.last,
      ["modalPresentationStyle", "modalTransitionStyle", "transitioningDelegate"].contains(
        property)
    else { return false }
    let cast: String
    if let known = scope.destinations[base] {
      cast = known
    } else if Self.isDestination(base.split(separator: ".").map(String.init), of: parameter) {
      cast = ""
    } else {
      return false
    }
    let identifier = Self.testedIdentifier(around: Syntax(node))
    let destinationClass = cast.isEmpty || cast == "UIViewController" ? nil : cast
    var list = facts.types[index].seguePreparations
    let position =
      list.firstIndex {
        $0.identifier == identifier && $0.destinationClass == destinationClass
      }
      ?? {
        list.append(
          SwiftFacts.SeguePreparation(
            identifier: identifier, destinationClass: destinationClass, line: line(of: node)))
        return list.count - 1
      }()
    switch property {
    case "modalPresentationStyle": list[position].style = member
    case "modalTransitionStyle": list[position].transition = member
    default: list[position].delegate = ExpressionResolver.text(value)
    }
    facts.types[index].seguePreparations = list
    return true
  }

  /// The segue identifier an enclosing `if segue.identifier == "x"` or
  /// `switch segue.identifier { case "x": … }` tests, up to the function.
  static func testedIdentifier(around node: Syntax) -> String? {
    var current = node.parent
    while let here = current, !here.is(FunctionDeclSyntax.self) {
      if let test = here.as(IfExprSyntax.self) {
        for condition in test.conditions {
          if let found = identifierTest(condition.condition) { return found }
        }
      }
      if let item = here.as(SwitchCaseSyntax.self),
        let switchExpr = item.parent?.parent?.as(SwitchExprSyntax.self),
        switchExpr.subject.trimmedDescription.contains("identifier"),
        case .case(let label) = item.label
      {
        for pattern in label.caseItems {
          if let literal = pattern.pattern.as(ExpressionPatternSyntax.self)?.expression,
            let text = ExpressionResolver.string(literal)
          {
            return text
          }
        }
      }
      current = here.parent
    }
    return nil
  }

  /// `segue.identifier == "x"` (either side): "x".
  private static func identifierTest(_ condition: ConditionElementSyntax.Condition) -> String? {
    guard case .expression(let expression) = condition,
      let sequence = expression.as(SequenceExprSyntax.self)
    else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count == 3, elements[1].trimmedDescription == "==" else { return nil }
    let sides = [elements[0], elements[2]]
    guard sides.contains(where: { $0.trimmedDescription.hasSuffix("identifier") }) else {
      return nil
    }
    return sides.lazy.compactMap { ExpressionResolver.string($0) }.first
  }
}
