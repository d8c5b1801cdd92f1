import SwiftSyntax
import TransitionEngine

extension SwiftInterpreter {
  /// X-7: a custom interaction controller's run. `startInteractiveTransition(_:)` runs as
  /// UIKit calls it; then the gesture handler runs with the recognizer's state `.changed`
  /// (the finger moves) and, marked as the interaction's end, with the state the handler
  /// ends the gesture in (the finger lets go). Completions of animations it started run
  /// after that, where UIKit runs them.
  func runInteraction(
    start: FunctionDeclSyntax, body: CodeBlockSyntax, on interaction: SwiftObject,
    handler: FunctionDeclSyntax?, cancelled: Bool
  ) {
    let source = interaction.type.source
    watchedDepth = depth + 1
    _ = invoke(
      body: body.statements,
      parameters: start.signature.parameterClause.parameters.map(\.innerName),
      arguments: [.context], on: interaction, source: source)
    watchedDepth = nil
    let parameters = handler?.signature.parameterClause.parameters.map(\.innerName) ?? []
    if let handler, let statements = handler.body?.statements, !stopped {
      _ = invoke(
        body: statements, parameters: parameters,
        arguments: [gesture(.member("changed"), interaction)], on: interaction, source: source)
      let state = Self.endState(handler, cancel: cancelled)
      inCompletion = true
      wantsCancel = cancelled
      _ = invoke(
        body: statements, parameters: parameters,
        arguments: [gesture(.member(state), interaction)], on: interaction, source: source)
      wantsCancel = nil
      inCompletion = false
      returnLine = line(for: Syntax(handler.body?.rightBrace ?? body.rightBrace), in: source)
    } else if handler == nil {
      current = Syntax(start)
      notModelled(
        "\(interaction.type.name) has no gesture handler in the files (a method taking a "
          + "gesture recognizer); the tool cannot run the code that ends the interaction")
    }
    if returnLine == nil { returnLine = line(for: Syntax(body.rightBrace), in: source) }
    drainDeferred()
  }

  /// The recognizer the handler gets: its `state` is known, the rest (translation,
  /// velocity) is the user's finger, unknown.
  private func gesture(_ state: SwiftValue, _ interaction: SwiftObject) -> SwiftValue {
    let object = SwiftObject(
      type: SwiftType(name: "UIPanGestureRecognizer", source: interaction.type.source))
    object.fields["state"] = state
    return .object(object)
  }

  /// The state the finger's release reaches the handler in: `.ended`, unless the step is
  /// cancelled and only the handler's `.cancelled` case cancels.
  static func endState(_ handler: FunctionDeclSyntax, cancel: Bool) -> String {
    guard cancel, let body = handler.body else { return "ended" }
    var endedCancels = false
    var cancelledCancels = false
    var stack = [Syntax(body)]
    while let node = stack.popLast() {
      stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
      guard let switchCase = node.as(SwitchCaseSyntax.self) else { continue }
      let label = switchCase.label.trimmedDescription
      let cancels = mentions(switchCase.statements).cancel
      if label.contains(".ended") { endedCancels = endedCancels || cancels }
      if label.contains(".cancelled") { cancelledCancels = cancelledCancels || cancels }
    }
    return !endedCancels && cancelledCancels ? "cancelled" : "ended"
  }

  /// Whether a piece of code calls something that cancels or finishes the interaction
  /// (`cancelInteractiveTransition()`, `cancel()`, `finishTransition()`…), by the names it
  /// calls.
  static func mentions(_ node: some SyntaxProtocol) -> (cancel: Bool, finish: Bool) {
    var cancel = false
    var finish = false
    for token in node.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind else { continue }
      let lower = name.lowercased()
      if lower.contains("cancel") && !lower.contains("wascancelled") { cancel = true }
      if lower.contains("finish") { finish = true }
    }
    return (cancel, finish)
  }

  /// For an unknown condition while the handler ends the gesture: true to take `then`,
  /// false for `otherwise`, nil when neither branch tells.
  func steer(then: some SyntaxProtocol, otherwise: (some SyntaxProtocol)?) -> Bool? {
    guard let wantsCancel else { return nil }
    let first = Self.mentions(then)
    let second = otherwise.map { Self.mentions($0) } ?? (false, false)
    func ends(_ found: (cancel: Bool, finish: Bool)) -> Bool {
      wantsCancel ? found.cancel && !found.finish : found.finish && !found.cancel
    }
    if ends(first) && !ends(second) { return true }
    if ends(second) && !ends(first) { return false }
    return nil
  }

  /// `transitionContext.updateInteractiveTransition(_:)` and the two ends (X-6, X-7).
  func interactionCall(_ method: String, _ arguments: SwiftArguments) -> Bool {
    switch method {
    case "updateInteractiveTransition":
      // The finger's position is the user's: the tool shows it part-way, as it does for
      // UIKit's own interactive transitions.
      if case .number(let value)? = arguments.values.first, value >= 0, value <= 1 {
        emit(.interaction(.update(value)))
      } else {
        emit(.interaction(.partWay))
      }
    case "finishInteractiveTransition": emit(.interaction(.finish))
    case "cancelInteractiveTransition": emit(.interaction(.cancel))
    default: return false
    }
    return true
  }
}

extension SwiftInterpreter {
  /// The steered branch for the unknown condition `expression` of an `if`, used once.
  func takePreferredBranch(_ expression: ExprSyntax) -> Bool? {
    guard let preferred = preferredBranch else { return nil }
    preferredBranch = nil
    noteSteered("`\(Self.oneLine(expression.trimmedDescription))`", preferred)
    return preferred
  }

  /// Says which way an unknown condition went in the gesture handler, and why.
  func noteSteered(_ condition: String, _ taken: Bool) {
    notModelled(
      "the tool cannot know \(condition) (the user's "
        + "finger); the step's interaction is \(wantsCancel == true ? "cancelled" : "completed"), "
        + "so it takes the branch that \(wantsCancel == true ? "cancels" : "finishes") "
        + "(\(taken ? "the first" : "the other"))")
  }
}
