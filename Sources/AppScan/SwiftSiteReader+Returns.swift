import SwiftSyntax

extension SwiftSiteReader {
  /// What a function that declares its return type returns: the factories the finder follows.
  func noteReturn(_ value: ExprSyntax) {
    guard let scope = scopes.last, let function = scope.function, let type = scope.returnType
    else { return }
    if let tuple = ExpressionResolver.unwrapped(value).as(TupleExprSyntax.self),
      tuple.elements.count > 1
    {
      // `return (coordinator, controller)`: each element is what `function#index` returns,
      // the name a tuple binding of its call follows (`let (flow, module) = make()`).
      for (index, element) in tuple.elements.enumerated() {
        let declared = index < scope.tupleTypes.count ? scope.tupleTypes[index] : "UIViewController"
        noteReturn(element.expression, function: "\(function)#\(index)", type: declared)
      }
      return
    }
    noteReturn(value, function: function, type: type)
  }

  func noteReturn(_ value: ExprSyntax, function: String, type: String) {
    guard let scope = scopes.last else { return }
    let ref = resolver.resolve(value)
    if case .unknown = ref, type == "UIViewController" || type == "Self" { return }
    var found = SwiftFacts.FunctionReturn(
      function: function, owner: owner, ref: ref, returnType: type, line: line(of: value))
    if let (route, subject) = Self.routeCase(around: Syntax(value)) {
      found.route = route
      if subject == "self" {
        found.routeEnum = enums.last
      } else if let index = scope.parameters.firstIndex(of: subject),
        index < scope.parameterTypes.count
      {
        found.routeEnum = scope.parameterTypes[index]
      }
    }
    facts.returns.append(found)
  }

  /// The transition values a router framework performs (`.push(vc)`, `.present(vc)`):
  /// XCoordinator's and its kind's `prepareTransition(for:)` cases return them.
  static let routerTransitions: Set<String> = [
    "push", "present", "presentFullScreen", "presentOnRoot", "show", "showDetail", "select",
    "set", "embed", "multiple",
  ]

  /// `return .push(controller)` in a function declared to return a `…Transition`: the router
  /// that performs it is a framework's, not in the folder; said as skipped, never dropped.
  func noteRouterTransition(_ value: ExprSyntax) {
    guard let type = scopes.last?.returnType, type.hasSuffix("Transition"),
      let call = ExpressionResolver.unwrapped(value).as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      Self.routerTransitions.contains(member.declName.baseName.text)
    else { return }
    let function = scopes.last?.function ?? "a function"
    facts.skipped.append(
      ScanSkip(
        file: file, line: line(of: value),
        why:
          "`return \(ExpressionResolver.text(value))` in \(function): a \(type) value that a router not in the folder performs is not modelled"
      ))
  }
}
