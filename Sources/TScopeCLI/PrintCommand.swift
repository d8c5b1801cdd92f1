import ArgumentParser
import TUI
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
    let planner = TimelinePlanner(try SceneInput.spec(path: scene))
    let header = planner.header
    let last = header.lastStepIndex
    if let step, step < 0 || step > last {
      StandardError.write("error: step \(step) does not exist; the scene has steps 0...\(last)")
      throw ExitCode.failure
    }
    var writer = Self.writer(
      for: format, controllers: controllers, language: lang.language.notes
    ) { [selector] index, name in
      selector.includes(step: index, phase: name)
    }
    // With --phase, nothing goes out until a phase of that name turns up, so that a name no
    // step has prints the error alone, as it always did.
    var out = phase == nil ? OutputSink(emit: Self.standardOutput) : OutputSink()
    var matched = phase == nil
    writer.begin(header, to: &out)
    // The planner makes the next steps on a thread of its own while this one writes
    // (`Pipeline`); the steps come here in order, so the bytes are those of one thread.
    try Pipeline.run(from: planner, next: { $0.next() }) { next in
      let isDiagram = format == .mermaid || format == .dot
      if let step, next.index != step {
        if next.index > step { return false }
        // A diagram compares each phase with the one before it, so it sees every step.
        if isDiagram { writer.write(next, to: &out) }
        return true
      }
      let kept = phase.map { next.keepingPhases(named: $0) } ?? next
      if !matched && !kept.phases.isEmpty {
        matched = true
        var live = OutputSink(emit: Self.standardOutput)
        live.write(out)
        out = live
      }
      writer.write(isDiagram ? next : kept, to: &out)
      return true
    }
    if !matched {
      StandardError.write("error: no phase named '\(phase ?? "")' in the selected steps")
      throw ExitCode.failure
    }
    writer.end(to: &out)
    out.flush()
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
