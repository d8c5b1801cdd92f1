import TransitionEngine

/// The app's Swift as the planner runs it (the engine's `AppCode`): one per planning of a
/// scene, with its own parsed program, so that the objects UIKit's calls build (a delegate, its
/// stored properties) live from step to step of that planning and no longer. UIKit's call
/// arrives with the world as it is then (`WorldAnswers`), and the answer is the animator's
/// lines and what the delegate returned (docs/ARCHITECTURE.md, "Where the app's code runs").
public final class SwiftAppCode: AppCode {
  let program = SwiftProgram()

  /// A run of `sources`, already checked when the scene was read (a file that fails now is
  /// left out; reading it reported its error).
  public init(sources: [SwiftSource]) {
    for source in sources { try? program.add(source) }
  }

  /// The engine's handle on `sources`: each planning starts a fresh `SwiftAppCode`.
  /// `identity` names what the sources were made of (the files' names and texts).
  public static func program(_ sources: [SwiftSource], identity: [String]) -> AppProgram {
    AppProgram(identity: identity) { SwiftAppCode(sources: sources) }
  }

  public func answer(_ call: AppCall, world: WorldAnswers) -> AppAnswer {
    let written = call.expression
    let source = SwiftSource(
      name: written.file, text: written.text, lineOffset: written.lineOffset,
      columnOffset: written.columnOffset)
    do {
      let run = try program.animatorRun(
        expression: source, role: call.role,
        inputs: SwiftTransitionInputs(
          cancelled: call.cancelled, controllerClasses: call.controllerClasses),
        selfType: call.selfType, kept: call.kept, world: world)
      return AppAnswer(animator: run.block, delegateAnswer: run.answer)
    } catch {
      return AppAnswer(
        failure: "\(error.file):\(error.line):\(error.column): \(error.message); "
          + "UIKit's own animation plays instead")
    }
  }
}
