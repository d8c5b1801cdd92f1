import SceneFile
import TransitionEngine

/// The app's Swift as the planner runs it (the engine's `AppCode`): one per planning of a
/// scene, with its own parsed program, so that the objects UIKit's calls build (a delegate, its
/// stored properties, a presentation controller) live from step to step of that planning and
/// no longer. UIKit's call arrives with the world as it is then (`WorldAnswers`), and the
/// answer is the animator's lines and what the delegate returned, the presentation a vended
/// presentation controller decides, or a custom segue's `perform()` lines (docs/ARCHITECTURE.md,
/// "Where the app's code runs").
public final class SwiftAppCode: AppCode {
  let program = SwiftProgram()
  /// The presentation controllers vended so far, by the presented controller: the same object
  /// lays its container out again when the container changes size (PC-7).
  private var presentations: [String: PresentationControllerReader] = [:]
  /// The controllers of the files' classes UIKit has called so far, by scene name.
  private var controllers: [String: LiveController] = [:]

  /// The sources, for the program that reads what the overrides make (`made`).
  private let sources: [SwiftSource]
  /// The controllers the code made so far and the names it gave them (issue 32).
  private var madeControllers: CodeMadeControllers?

  /// A run of `sources`, already checked when the scene was read (a file that fails now is
  /// left out; reading it reported its error).
  public init(sources: [SwiftSource]) {
    self.sources = sources
    for source in sources { try? program.add(source) }
  }

  /// P-10–P-12, K-1, M-7: what the class's overrides present, add and give the view, read by
  /// a program of its own (so that the objects UIKit's calls build start untouched), as the
  /// world creates the controller.
  public func made(_ spec: ControllerSpec, world: [String: String]) -> ControllerSpec {
    if madeControllers == nil {
      let reading = SwiftProgram()
      for source in sources { try? reading.add(source) }
      madeControllers = CodeMadeControllers(
        overrides: { reading.controllerOverrides(ofClass: $0, controller: $1) },
        hasOverrides: { reading.hasControllerOverrides(ofClass: $0) })
    }
    return madeControllers?.settle(spec, world: world) ?? spec
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
      switch call.role {
      case .presentationController:
        return try presentation(source, call: call, world: world)
      case .containerLayout(let size):
        let reader = world.roles["toVC"].flatMap { presentations[$0] }
        // The same object lays out again, reading the world as it becomes (the new screen).
        reader?.interpreter.world = world
        return AppAnswer(layout: reader?.layout(for: size))
      case .dismissalWillBegin, .dismissalDidEnd:
        return dismissal(call.role, world: world)
      case .inlineAnimator:
        let inputs = SwiftTransitionInputs(
          cancelled: call.cancelled, controllerClasses: call.controllerClasses)
        return AppAnswer(animator: try program.inlineAnimator(source, inputs: inputs, world: world))
      case .seguePerform(let className):
        return AppAnswer(perform: try program.seguePerform(className: className, world: world))
      case .member(let member):
        return self.member(member, world: world)
      case .animator, .transitioningDelegate, .navigationDelegate, .tabBarDelegate:
        break
      }
      let run = try program.animatorRun(
        expression: source, role: call.role,
        inputs: SwiftTransitionInputs(
          cancelled: call.cancelled, controllerClasses: call.controllerClasses),
        selfType: call.selfType, kept: call.kept, world: world)
      return AppAnswer(animator: run.block, delegateAnswer: run.answer)
    } catch {
      return AppAnswer(failure: Self.failure(error, call.role))
    }
  }

  /// PC-1: the delegate is asked for its presentation controller, whose overrides run in a
  /// container of the world's bounds now (PC-2..PC-6) and for that size's layout (PC-7).
  private func presentation(_ source: SwiftSource, call: AppCall, world: WorldAnswers)
    throws(SwiftSceneError) -> AppAnswer
  {
    let container = world.container ?? .zero
    guard
      let vended = try program.vendPresentationController(
        expression: source, container: container,
        containers: [Size(width: container.width, height: container.height)], world: world,
        selfType: call.selfType, kept: call.kept)
    else { return AppAnswer() }
    if let presented = world.roles["toVC"] { presentations[presented] = vended.reader }
    return AppAnswer(presentation: vended.presentation)
  }

  /// PC-6: the presentation controller vended for the dismissed controller runs its dismissal
  /// hook now, with the world as it is.
  private func dismissal(_ role: AppCallRole, world: WorldAnswers) -> AppAnswer {
    guard let reader = world.roles["toVC"].flatMap({ presentations[$0] }) else {
      return AppAnswer()
    }
    var completed: Bool?
    if case .dismissalDidEnd(let done) = role { completed = done }
    var answer = AppAnswer()
    answer.dismissal = reader.dismissal(completed: completed, world: world)
    return answer
  }

  private static func failure(_ error: SwiftSceneError, _ role: AppCallRole) -> String {
    let place = "\(error.file):\(error.line):\(error.column): \(error.message)"
    switch role {
    case .presentationController, .containerLayout, .dismissalWillBegin, .dismissalDidEnd:
      return place + "; UIKit's own presentation controller is used instead"
    case .seguePerform: return place + "; the segue does nothing"
    case .member: return place + "; the line does nothing"
    case .animator, .inlineAnimator, .transitioningDelegate, .navigationDelegate, .tabBarDelegate:
      return place + "; UIKit's own animation plays instead"
    }
  }

  /// Issue 32: a `code:` line's call of the app's own member, run on the same controller
  /// object UIKit's calls reach (its stored properties keep their values), with the world as
  /// it is when the line runs; its UIKit calls are the answer's `perform` lines.
  private func member(_ call: AppMemberCall, world: WorldAnswers) -> AppAnswer {
    let name = call.receiver.text
    let className = world.controller(name)?.className
    guard let declaration = program.appMember(call, ofClass: className) else {
      return AppAnswer(
        failure: "\(className ?? "UIViewController") declares no \(call.member) in the files")
    }
    let lines: [CodeLine]
    if let className, let live = liveController(name, className: className) {
      lines = live.member(call, declaration, world: world)
    } else {
      let interpreter = SwiftInterpreter(
        program: program, inputs: SwiftInterpreter.Inputs(cancelled: nil),
        source: declaration.owner.source)
      lines = LiveController.run(call, declaration, on: nil, interpreter, world: world)
    }
    var answer = AppAnswer(perform: CodeBlock(kind: .perform, lines: lines))
    answer.member = program.describe(declaration, call)
    return answer
  }

  /// The controller object of `name` UIKit's calls reach, made on first use.
  private func liveController(_ name: String, className: String) -> LiveController? {
    if controllers[name] == nil {
      controllers[name] = LiveController(name, className: className, program: program)
    }
    return controllers[name]
  }

  /// §5: the class is made as UIKit makes it and its own styles read (selfAssignedStyles).
  public func selfStyles(_ question: StyleQuestion) -> SelfStyles {
    let assigned = program.selfAssignedStyles(ofClass: question.className)
    return SelfStyles(
      presentation: assigned.presentation.flatMap(PresentationStyle.init(rawValue:)),
      transition: assigned.transition.flatMap(ModalTransitionStyle.init(rawValue:)))
  }

  public func callback(_ call: ControllerCallbackCall, world: WorldAnswers) -> CallbackAnswer {
    guard let live = liveController(call.controller, className: call.className) else {
      return CallbackAnswer()
    }
    var notes = live.call(call.method, world: world)
    guard call.method == "traitCollectionDidChange" else { return CallbackAnswer(notes: notes) }
    let handlers = live.runTraitHandlers(changed: call.changedTraits, world: world)
    notes += handlers.notes
    return CallbackAnswer(notes: notes, traitHandlers: handlers.places)
  }
}
