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

  /// X-7, TB-14: on an interactive step UIKit asks the delegate for an interaction controller
  /// (once) when it returned an animator. What it returned, or nil when the step is not
  /// interactive or the role has no such question.
  func askInteraction(
    _ interpreter: SwiftInterpreter, delegate: SwiftObject, role: SwiftAnimatorRole,
    animator: SwiftValue, inputs: SwiftTransitionInputs
  ) -> SwiftValue? {
    guard inputs.cancelled != nil else { return nil }
    guard let (name, labels) = Self.interactionQuestion(role) else { return nil }
    let arguments: [SwiftValue]
    switch role {
    case .navigationDelegate: arguments = [.unknown("the navigation controller"), animator]
    case .tabBarDelegate: arguments = [.unknown("the tab bar controller"), animator]
    default: arguments = [animator]
    }
    return ask(interpreter, delegate, name, labels, arguments)
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
