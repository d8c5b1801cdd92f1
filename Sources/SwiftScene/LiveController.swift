import TransitionEngine

/// One controller of the files' class while a planning runs (LC-1, A-5): the object UIKit
/// calls, made once as UIKit makes it, so its stored properties keep their values from call to
/// call, with the interpreter that runs its overrides.
final class LiveController {
  let object: SwiftObject
  let interpreter: SwiftInterpreter
  let run: ControllerOverridesRun

  /// The controller `name` of class `className`; nil when the class is not a controller of
  /// the files.
  init?(_ name: String, className: String, program: SwiftProgram) {
    guard let type = program.types[className], type.isController else { return nil }
    let interpreter = SwiftInterpreter(
      program: program, inputs: SwiftInterpreter.Inputs(cancelled: nil), source: type.source)
    let me = CodeName(name, location: SourceLocation(line: 1, column: 1))
    let run = ControllerOverridesRun(me: me)
    interpreter.controllerRun = run
    guard case .object(let object) = program.makeController(type, interpreter) else { return nil }
    object.fields["view"] = .view(.viewOf(me))
    object.fields["storyboard"] = run.made.storyboard(source: type.source)
    object.worldName = name
    run.children.parent = object
    self.object = object
    self.interpreter = interpreter
    self.run = run
  }

  /// Runs the override `method` as UIKit calls it now, with `world`: the lines it ran that
  /// the model does not hold, as notes. Its presents, children and background are the scene
  /// reader's (SwiftOverridesReader), so they are not said again here.
  func call(_ method: String, world: WorldAnswers) -> [String] {
    guard let declared = object.type.method(method), declared.body != nil else { return [] }
    interpreter.world = world
    interpreter.steps = 0
    interpreter.stopped = false
    run.callback = method
    let before = interpreter.lines.count
    let count = declared.signature.parameterClause.parameters.count
    let arguments = Self.arguments[method] ?? Array(repeating: "animated", count: count)
    interpreter.runEntry(
      declared, on: object, arguments: arguments.prefix(count).map { .unknown($0) })
    _ = run.takePresents()
    interpreter.world = nil
    // The background the scene reader takes (M-7, T-4) is an appearance callback's; a size
    // change's colour line is said where UIKit calls it.
    let sizeChange = SwiftProgram.sizeMethods.contains { $0.name == method }
    return interpreter.lines[before...]
      .filter { sizeChange || !run.colourLines.contains($0.place) }
      .map(SwiftProgram.note)
  }

  /// Runs a `code:` line's call of the app's own member on this controller now, with `world`
  /// (issue 32): its UIKit calls, as lines of the app's files, for the planner to play in the
  /// line's place. The overrides' reading (`controllerRun`) is set aside meanwhile, so that the
  /// member's `present` and `addChild` are the world's calls, not a read of `viewDidLoad`.
  func member(
    _ call: AppMemberCall, _ declaration: AppMemberDeclaration, world: WorldAnswers
  ) -> [CodeLine] {
    let saved = interpreter.controllerRun
    interpreter.controllerRun = nil
    defer { interpreter.controllerRun = saved }
    return Self.run(call, declaration, on: object, interpreter, world: world)
  }

  /// The member's run on `object` (nil for a controller of no class of the files) with
  /// `interpreter`, each argument the world's controller it names.
  static func run(
    _ call: AppMemberCall, _ declaration: AppMemberDeclaration, on object: SwiftObject?,
    _ interpreter: SwiftInterpreter, world: WorldAnswers
  ) -> [CodeLine] {
    interpreter.world = world
    interpreter.steps = 0
    interpreter.stopped = false
    interpreter.runsAppMember = true
    defer {
      interpreter.runsAppMember = false
      interpreter.world = nil
    }
    let before = interpreter.lines.count
    let values = call.values.map { SwiftValue.controller($0.text) }
    if call.isAssignment, let object, let value = values.first {
      _ = interpreter.assignObserved(object, call.member, value)
      interpreter.drainDeferred()
    } else if let method = declaration.method, let object, !declaration.isExtension {
      interpreter.runEntry(method, on: object, arguments: values)
    } else {
      // An extension of UIViewController: `self` is the world's controller (issue 32).
      var arguments = SwiftArguments()
      arguments.labels = call.labels
      arguments.values = values
      _ = interpreter.callMethod(
        .controller(call.receiver.text), call.member, arguments, statementLevel: true)
      interpreter.drainDeferred()
    }
    return Array(interpreter.lines[before...])
  }

  /// What UIKit's arguments stand for, where the tool does not give their values.
  private static let arguments: [String: [String]] = [
    "willTransition": ["the new trait collection", "the transition coordinator"],
    "viewWillTransition": ["the new size", "the transition coordinator"],
    "traitCollectionDidChange": ["the previous trait collection"],
    "prepare": ["the segue", "the sender"],
    "viewWillLayoutSubviews": [],
    "viewDidLoad": [],
  ]
}
