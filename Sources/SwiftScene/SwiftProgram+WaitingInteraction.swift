import SwiftSyntax
import TransitionEngine

extension SwiftProgram {
  /// the interaction question, asked once the animator is not nil; its answer joins the
  /// delegate's (`interactionAnswer`). What the delegate returned, and the interactor that
  /// waits for a finger on a step no gesture drives.
  func interactionQuestion(
    _ interpreter: SwiftInterpreter, delegate: SwiftObject, role: SwiftAnimatorRole,
    animator: SwiftValue, inputs: SwiftTransitionInputs, _ answer: inout DelegateAnswer?
  ) -> (value: SwiftValue?, waiting: WaitingInteraction?) {
    let asked = askInteraction(
      interpreter, delegate: delegate, role: role, animator: animator, inputs: inputs)
    answer?.interactionAnswer = asked.flatMap {
      Self.interactionAnswer($0.value, interactive: inputs.cancelled != nil)
    }
    return (asked?.value, waitingInteraction(asked, role: role, inputs: inputs))
  }

  /// the delegate returned an interaction controller on a step no gesture drives.
  /// UIKit starts the transition through it all the same; a percent-driven one asks the
  /// animator to animate and holds the animations at their start until `update`, `finish` or
  /// `cancel`, which nothing calls, so their completions never run. Nil on an interactive
  /// step, or when the delegate returned no object.
  func waitingInteraction(
    _ asked: (value: SwiftValue, line: CodeLine?)?, role: SwiftAnimatorRole,
    inputs: SwiftTransitionInputs
  ) -> WaitingInteraction? {
    guard inputs.cancelled == nil, let asked, let interactor = asked.value.objectType,
      let line = asked.line
    else { return nil }
    return WaitingInteraction(
      interactor: interactor, question: Self.interactionQuestionName(role), line: line)
  }

  /// the app's own interaction controller (not a percent-driven one) that no gesture
  /// drives: UIKit calls its `startInteractiveTransition(_:)` and no `animateTransition`;
  /// its gesture handler never runs. Nil for a percent-driven interaction controller (the
  /// animator then runs, held at its start). Either way the interpreter now holds the
  /// animations' completions (`waitsForFinger`).
  func waitingCustomBlock(
    _ interpreter: SwiftInterpreter, asked: SwiftValue?, _ waiting: WaitingInteraction
  ) -> CodeBlock? {
    interpreter.waitsForFinger = true
    guard case .object(let interaction)? = asked, Self.isCustomInteraction(interaction.type),
      let start = interaction.type.method("startInteractiveTransition"), let body = start.body
    else { return nil }
    interpreter.watchedDepth = interpreter.depth + 1
    _ = interpreter.invoke(
      body: body.statements,
      parameters: start.signature.parameterClause.parameters.map(\.innerName),
      arguments: [.context], on: interaction, source: interaction.type.source)
    interpreter.watchedDepth = nil
    interpreter.drainDeferred()
    var block = interpreter.block
    block.interactionController = interaction.type.name
    block.waitsForFinger = waiting
    return block
  }
}
