import ArgumentParser
import TUI
import SceneFile
import TransitionEngine

/// `tscope print`: every step and phase of a scene as text, JSON or controller hierarchy.
struct PrintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "print",
    abstract: "Print every step and phase of a scene.")

  /// Output formats of the contract in Scenes/README.md.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case hierarchy
    case mermaid
    case dot
  }

  @Argument(help: "A scene file (YAML) or built-in scene name (push).", completion: .sceneFile)
  var scene: String

  @Option(
    name: .shortAndLong,
    help: "text (view trees), json, hierarchy (controller trees), mermaid or dot (diagrams).")
  var format: Format = .text

  @Flag(help: "With mermaid or dot: draw each phase's controller tree beside its view tree.")
  var controllers = false

  @Option(name: .long, help: "Print only this step (0 is the initial state).")
  var step: Int?

  @Option(name: .long, help: "Print only phases with this name (e.g. before, after, animating).")
  var phase: String?

  /// `--step` and `--phase`, as `shot` reads them.
  var selector: PhaseSelector { PhaseSelector(step: step, phase: phase) }

  /// Plans the scene step by step and writes each step as soon as it is planned, so that
  /// memory follows the largest step, not the output.
  @OptionGroup var lang: LanguageOption

  func run() throws {
    var stream = try SceneInput.stream(path: scene)
    var printer = StepPrinter(self, emit: Self.standardOutput)
    // The steps are read here and handed to the planner, which plans on a thread of its own
    // as they come (`StreamedPlanner`); once every step is read, this thread writes the
    // planned steps in order (`Pipeline`). Nothing is written before the last step is read,
    // so a step that cannot be read is its located error alone, as when the scene was read
    // whole (docs/DECISIONS.md, "print reads its steps while it plans").
    let specs = StepHandOff<StepSpec>(capacity: max(stream.stepCount, 1))
    let planner = StreamedPlanner(scene: stream.scene, stepCount: stream.stepCount, specs: specs)
    var whole: SceneSpec?
    try Pipeline.run(
      from: planner, headStart: Pipeline.readingHeadStart, next: { try $0.next() },
      lead: {
        try Self.readSteps(of: &stream, into: specs)
        // The Swift of a step can make the scene an app, which runs from the first step:
        // then the scene is planned again, whole, as it always was.
        if stream.app != nil {
          whole = stream.whole
          return false
        }
        try printer.begin(TimelinePlanner.header(of: stream.scene, stepCount: stream.stepCount))
        return true
      }, take: { printer.take($0) })
    if let whole {
      let planner = TimelinePlanner(whole)
      try printer.begin(planner.header)
      try Pipeline.run(from: planner, next: { $0.next() }) { printer.take($0) }
    }
    try printer.end()
  }

  /// Reads every step of `stream` into `specs`, then ends it; a step that cannot be read ends
  /// it with the error and is written to standard error as `path:line:column: error:`.
  private static func readSteps(
    of stream: inout SceneStream, into specs: StepHandOff<StepSpec>
  ) throws {
    do {
      while let step = try stream.next() { _ = specs.put(step) }
      specs.finish()
    } catch {
      specs.finish(throwing: error)
      StandardError.write(SceneInput.described(error, in: .en))
      throw ExitCode.failure
    }
  }

  /// The writer of a format; `include` selects a diagram's phases.
  static func writer(
    for format: Format, controllers: Bool, language: NoteLanguage = .english,
    include: @escaping (_ step: Int, _ phase: String) -> Bool
  ) -> any TimelineWriter {
    switch format {
    case .text: return TimelineText.Writer(tree: .views, language: language)
    case .hierarchy: return TimelineText.Writer(tree: .controllers, language: language)
    case .json: return JSONDescription.Writer(language: language)
    case .mermaid: return DiagramWriter(.mermaid, controllers: controllers, include: include)
    case .dot: return DiagramWriter(.dot, controllers: controllers, include: include)
    }
  }

  private static func standardOutput(_ bytes: [UInt8]) { Platform.writeStandardOutput(bytes) }
}
