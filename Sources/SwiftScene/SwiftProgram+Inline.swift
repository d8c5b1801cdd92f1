import SwiftSyntax
import TransitionEngine

extension SwiftProgram {
  /// An inline `animator: |` block of real Swift: a type with `animateTransition(using:)`
  /// (built with `init()`), a whole `func animateTransition(using:)`, or the statements of its
  /// body, in which `transitionContext` and the line dialect's names (`containerView`,
  /// `toView`, `fromView`, `toVC`, `fromVC`) are defined. With `world`, the controllers
  /// answer as the world has them when UIKit runs the animator.
  public func inlineAnimator(
    _ source: SwiftSource, inputs: SwiftTransitionInputs, world: WorldAnswers? = nil
  ) throws(SwiftSceneError) -> CodeBlock {
    let before = Set(typeNames)
    try add(source)
    let interpreter = makeInterpreter(source, inputs)
    interpreter.world = world
    let added = typeNames.filter { !before.contains($0) }
    if let name = added.first(where: {
      types[$0]?.method("animateTransition", labels: ["using"]) != nil
    }),
      let type = types[name]
    {
      guard case .object(let object) = interpreter.instantiate(type, SwiftArguments()),
        let method = type.method("animateTransition", labels: ["using"])
      else { return CodeBlock(kind: .animator, lines: []) }
      interpreter.runEntry(method, on: object, arguments: [.context])
    } else {
      let scope = SwiftScope(parent: globals)
      scope.names = [
        "transitionContext": .context, "containerView": .view(.containerView),
        "toView": .view(.toView), "fromView": .view(.fromView), "toVC": .controller("toVC"),
        "fromVC": .controller("fromVC"),
      ]
      var statements = source.tree.statements
      var parameter = "transitionContext"
      var end: CodeBlockSyntax?
      for item in source.tree.statements {
        guard case .decl(let decl) = item.item, let function = decl.as(FunctionDeclSyntax.self),
          function.name.text == "animateTransition", let body = function.body
        else { continue }
        statements = body.statements
        end = body
        parameter = function.signature.parameterClause.parameters.first?.innerName ?? parameter
      }
      scope.names[parameter] = .context
      interpreter.runEntry(statements, scope, end: end)
    }
    return interpreter.block
  }
}
