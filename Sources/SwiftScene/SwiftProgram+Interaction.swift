import SwiftSyntax
import TransitionEngine

extension SwiftProgram {
  /// on an interactive step UIKit asks the delegate for an interaction controller. When
  /// it returns an object of the files' own `UIViewControllerInteractiveTransitioning` class
  /// (one that is not a `UIPercentDrivenInteractiveTransition`), UIKit calls that object's
  /// `startInteractiveTransition(_:)` instead of the animator's `animateTransition(using:)`.
  /// The method runs, then the class's gesture handler as the finger moves and as it lets
  /// go; the step's `interactive:` decides which way the handler's unknown conditions go.
  /// Nil when the delegate vends no such object (UIKit's percent-driven path, as before).
  func customInteractionBlock(
    _ interpreter: SwiftInterpreter, asked: SwiftValue?, inputs: SwiftTransitionInputs
  ) -> CodeBlock? {
    guard let cancelled = inputs.cancelled, let asked else { return nil }
    guard case .object(let interaction) = asked, Self.isCustomInteraction(interaction.type),
      let start = interaction.type.method("startInteractiveTransition"), let body = start.body
    else { return nil }
    interpreter.runInteraction(
      start: start, body: body, on: interaction,
      handler: Self.gestureHandler(interaction.type), cancelled: cancelled)
    var block = interpreter.block
    block.interactionController = interaction.type.name
    return block
  }

  /// X-7, TB-14, §13.1 step 4: once the delegate returned an animator, UIKit asks it
  /// for an interaction controller (once), on every transition, whether a gesture drives it or
  /// not; a delegate without the method is not asked (an optional method). What it returned
  /// and the line that returned it; on an interactive step a delegate without the method
  /// answers nil, as before. Nil when not asked, or the role has no such question.
  func askInteraction(
    _ interpreter: SwiftInterpreter, delegate: SwiftObject, role: SwiftAnimatorRole,
    animator: SwiftValue, inputs: SwiftTransitionInputs
  ) -> (value: SwiftValue, line: CodeLine?)? {
    guard let (name, labels) = Self.interactionQuestion(role) else { return nil }
    let implemented = implements(delegate, name, labels)
    guard inputs.cancelled != nil || implemented else { return nil }
    let arguments: [SwiftValue]
    switch role {
    case .navigationDelegate: arguments = [.unknown("the navigation controller"), animator]
    case .tabBarDelegate: arguments = [.unknown("the tab bar controller"), animator]
    default: arguments = [animator]
    }
    interpreter.watchedDepth = interpreter.depth + 1
    interpreter.returnLine = nil
    let value = ask(interpreter, delegate, name, labels, arguments)
    var line = interpreter.returnLine
    interpreter.watchedDepth = nil
    interpreter.returnLine = nil
    if line == nil, implemented,
      let method = delegate.type.methods[name]?.first(where: { $0.argumentLabels == labels }),
      let body = method.body
    {
      // An implicit return: the method's one expression is where it returns.
      let node = body.statements.first.map(Syntax.init) ?? Syntax(body)
      line = interpreter.line(
        for: node, in: source(containing: body) ?? delegate.type.source)
    }
    return (value, line)
  }

  /// The words of the interaction question's event for what the delegate returned, or nil
  /// to leave the event as it was (an interactive step's nil or unknown answer, which the
  /// step's own story tells).
  static func interactionAnswer(_ value: SwiftValue, interactive: Bool) -> String? {
    if let type = value.objectType { return "a \(type)" }
    guard !interactive else { return nil }
    if case .null = value { return "nil (the animator runs by itself)" }
    return "unknown to the tool (taken as nil: the animator runs by itself)"
  }

  /// The delegate method of `role`'s interaction question, as the events name it.
  static func interactionQuestionName(_ role: SwiftAnimatorRole) -> String {
    switch role {
    case .transitioningDelegate(let presenting):
      return presenting
        ? "interactionControllerForPresentation(using:)"
        : "interactionControllerForDismissal(using:)"
    case .tabBarDelegate: return "tabBarController(_:interactionControllerFor:)"
    default: return "navigationController(_:interactionControllerFor:)"
    }
  }

  /// The delegate method UIKit calls for an interaction controller in `role`.
  static func interactionQuestion(_ role: SwiftAnimatorRole) -> (String, [String?])? {
    switch role {
    case .transitioningDelegate(let presenting):
      return (
        presenting ? "interactionControllerForPresentation" : "interactionControllerForDismissal",
        ["using"]
      )
    case .navigationDelegate: return ("navigationController", [nil, "interactionControllerFor"])
    case .tabBarDelegate: return ("tabBarController", [nil, "interactionControllerFor"])
    case .animator, .inlineAnimator, .presentationController, .containerLayout, .seguePerform,
      .dismissalWillBegin, .dismissalDidEnd, .member:
      return nil
    }
  }

  /// A class that starts interactive transitions itself: it declares
  /// `startInteractiveTransition(_:)` and does not inherit UIKit's percent-driven class.
  static func isCustomInteraction(_ type: SwiftType) -> Bool {
    !type.inherited.contains { $0.hasSuffix("UIPercentDrivenInteractiveTransition") }
      && type.method("startInteractiveTransition")?.body != nil
  }

  /// The method a gesture recognizer calls: one parameter typed as a gesture recognizer
  /// (`@objc func handlePan(_ gesture: UIPanGestureRecognizer)`).
  static func gestureHandler(_ type: SwiftType) -> FunctionDeclSyntax? {
    for name in type.methods.keys.sorted() {
      for method in type.methods[name] ?? [] {
        let parameters = method.signature.parameterClause.parameters
        guard parameters.count == 1, let parameter = parameters.first, method.body != nil
        else { continue }
        if parameter.type.trimmedDescription.hasSuffix("GestureRecognizer") { return method }
      }
    }
    return nil
  }
}
