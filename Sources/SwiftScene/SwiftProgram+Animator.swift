import SwiftSyntax
import TransitionEngine

extension SwiftProgram {
  /// The animator lines of a step whose `animator:` / delegate key holds a Swift expression:
  /// the object is built, UIKit's question asked, and `animateTransition(using:)` run. Nil
  /// when the delegate returns nil (UIKit's own animation plays).
  public func animatorBlock(
    expression: SwiftSource, role: SwiftAnimatorRole, inputs: SwiftTransitionInputs,
    selfType: String? = nil
  ) throws(SwiftSceneError) -> CodeBlock? {
    try animatorRun(expression: expression, role: role, inputs: inputs, selfType: selfType).block
  }

  /// The animator lines as `animatorBlock` gives them, with what the delegate returned when
  /// UIKit asked it (nil for an `animator:` expression, or a delegate that does not implement
  /// the method, which UIKit then does not call).
  public func animatorRun(
    expression: SwiftSource, role: SwiftAnimatorRole, inputs: SwiftTransitionInputs,
    selfType: String? = nil, kept: SwiftKeptObject? = nil, world: WorldAnswers? = nil
  ) throws(SwiftSceneError) -> (block: CodeBlock?, answer: DelegateAnswer?) {
    let syntax = try Self.expression(of: expression)
    guard let item = expression.tree.statements.first else { return (nil, nil) }
    let interpreter = makeInterpreter(expression, inputs)
    interpreter.world = world
    interpreter.current = Syntax(item)
    let built = delegateObject(syntax, interpreter, selfType: selfType, kept: kept)
    guard case .object(let object) = built else {
      throw error(
        in: expression,
        "'\(syntax.trimmedDescription)' does not build an object of a type in the 'swift' files"
          + (typeNames.isEmpty ? "" : " (they declare: \(typeNames.joined(separator: ", ")))"))
    }
    let animator: SwiftValue
    var asked: (name: String, labels: [String?])?
    switch role {
    case .animator:
      animator = built
    case .transitioningDelegate(let presenting):
      let labels: [String?] =
        presenting ? ["forPresented", "presenting", "source"] : ["forDismissed"]
      let arguments: [SwiftValue] =
        presenting
        ? [.controller("toVC"), .controller("fromVC"), .controller("fromVC")]
        : [.controller("fromVC")]
      animator = ask(interpreter, object, "animationController", labels, arguments)
      asked = ("animationController", labels)
    case .navigationDelegate(let push):
      animator = ask(
        interpreter, object, "navigationController", [nil, "animationControllerFor", "from", "to"],
        [
          interpreter.worldController("navigationController", or: "the navigation controller"),
          .member(push ? "push" : "pop"),
          .controller("fromVC"), .controller("toVC"),
        ])
      asked = ("navigationController", [nil, "animationControllerFor", "from", "to"])
    case .tabBarDelegate:
      animator = ask(
        interpreter, object, "tabBarController",
        [nil, "animationControllerForTransitionFrom", "to"],
        [
          interpreter.worldController("tabBarController", or: "the tab bar controller"),
          .controller("fromVC"), .controller("toVC"),
        ])
      asked = ("tabBarController", [nil, "animationControllerForTransitionFrom", "to"])
    case .inlineAnimator, .presentationController, .containerLayout, .seguePerform,
      .dismissalWillBegin, .dismissalDidEnd, .member:
      // Not an animator's question: SwiftAppCode answers these itself.
      throw error(in: expression, "'\(syntax.trimmedDescription)' is not asked for an animator")
    }
    // UIKit asks only a delegate that implements the method (an optional one).
    var answer = asked.flatMap { asked in
      implements(object, asked.name, asked.labels)
        ? DelegateAnswer(animatorClass: animator.objectType) : nil
    }
    if let asked, let swift2 = swift2Spelling(object, asked.name, asked.labels) { throw swift2 }
    guard case .object(let animatorObject) = animator else { return (nil, answer) }
    let (interaction, waiting) = interactionQuestion(
      interpreter, delegate: object, role: role, animator: animator, inputs: inputs, &answer)
    if let waiting, let block = waitingCustomBlock(interpreter, asked: interaction, waiting) {
      return (block, answer)
    }
    var inputs = inputs
    if inputs.cancelled != nil, case .tabBarDelegate = role, let interaction,
      interaction.objectType == nil
    {
      withoutFinger(&inputs, interpreter, &answer, delegate: object)
    }
    if let block = customInteractionBlock(interpreter, asked: interaction, inputs: inputs) {
      return (block, answer)
    }
    let block = try runAnimateTransition(
      animatorObject, interpreter, expression: expression, inputs: inputs, waiting: waiting)
    return (block, answer)
  }

  /// X-8: the animator's `animateTransition(using:)`, run; with a percent-driven interaction
  /// (X-7) the app's pan handler drives it once the method has returned, before the
  /// animations' completions run.
  private func runAnimateTransition(
    _ animatorObject: SwiftObject, _ interpreter: SwiftInterpreter, expression: SwiftSource,
    inputs: SwiftTransitionInputs, waiting: WaitingInteraction?
  ) throws(SwiftSceneError) -> CodeBlock {
    guard let method = animatorObject.type.method("animateTransition", labels: ["using"]),
      method.body != nil
    else {
      if let swift2 = swift2Spelling(animatorObject, "animateTransition", ["using"]) {
        throw swift2
      }
      throw error(
        in: expression, "\(animatorObject.type.name) has no animateTransition(using:) in the files")
    }
    let handler = inputs.cancelled == nil ? nil : percentDrivenHandler()
    interpreter.runEntry(method, on: animatorObject, arguments: [.context]) {
      if let handler, let cancelled = inputs.cancelled {
        interpreter.runPercentDrivenHandler(handler.handler, of: handler.type, cancelled: cancelled)
      }
    }
    var block = interpreter.block
    block.waitsForFinger = waiting
    return block
  }

  /// TB-14, X-7: no interaction controller on an interactive tab switch (nil, or a delegate
  /// without the method): UIKit runs the switch's animator without the finger.
  private func withoutFinger(
    _ inputs: inout SwiftTransitionInputs, _ interpreter: SwiftInterpreter,
    _ answer: inout DelegateAnswer?, delegate: SwiftObject
  ) {
    inputs.cancelled = nil
    interpreter.inputs.cancelled = nil
    answer?.noInteractionController = true
    answer?.askedForInteraction = implements(
      delegate, "tabBarController", [nil, "interactionControllerFor"])
  }

  /// The one expression `source` holds; its syntax error, or a located error when it holds
  /// anything else. Parses only: the scene reader checks a step's expression with it.
  /// A bare `self` with no class of the files to be (`selfType`) builds nothing: that is known
  /// without running it.
  public func checkExpression(_ source: SwiftSource, selfType: String?) throws(SwiftSceneError) {
    let syntax = try Self.expression(of: source)
    let isSelf =
      syntax.is(DeclReferenceExprSyntax.self) && syntax.trimmedDescription == "self"
    if isSelf, selfType.map({ types[$0] == nil }) ?? true {
      throw error(
        in: source,
        "'self' does not build an object of a type in the 'swift' files"
          + (typeNames.isEmpty ? "" : " (they declare: \(typeNames.joined(separator: ", ")))"))
    }
  }

  static func expression(of source: SwiftSource) throws(SwiftSceneError) -> ExprSyntax {
    if let error = source.firstError() { throw error }
    guard let item = source.tree.statements.first, case .expr(let syntax) = item.item,
      source.tree.statements.count == 1
    else {
      throw SwiftSceneError(
        file: source.name, line: source.lineOffset + 1, column: source.columnOffset + 1,
        message: "expected one Swift expression, such as 'FadeAnimator()'")
    }
    return syntax
  }

  /// True when `object`'s type declares `name` with these labels.
  func implements(_ object: SwiftObject, _ name: String, _ labels: [String?]) -> Bool {
    object.type.methods[name]?.contains { $0.argumentLabels == labels && $0.body != nil } ?? false
  }

  /// Calls the delegate method UIKit calls, if the type declares it; nil (UIKit's own
  /// animation) otherwise, as UIKit does for an unimplemented optional method.
  func ask(
    _ interpreter: SwiftInterpreter, _ object: SwiftObject, _ name: String, _ labels: [String?],
    _ arguments: [SwiftValue]
  ) -> SwiftValue {
    guard let candidates = object.type.methods[name],
      let method = candidates.first(where: { $0.argumentLabels == labels }), let body = method.body
    else { return .null }
    return interpreter.invoke(
      body: body.statements,
      parameters: method.signature.parameterClause.parameters.map(\.innerName),
      arguments: arguments, on: object)
  }

  func makeInterpreter(_ source: SwiftSource, _ inputs: SwiftTransitionInputs) -> SwiftInterpreter {
    SwiftInterpreter(
      program: self,
      inputs: SwiftInterpreter.Inputs(
        cancelled: inputs.cancelled, controllerClasses: inputs.controllerClasses,
        worldViews: true),
      source: source)
  }

  func error(in source: SwiftSource, _ message: String) -> SwiftSceneError {
    SwiftSceneError(
      file: source.name, line: source.lineOffset + 1, column: source.columnOffset + 1,
      message: message)
  }
}
