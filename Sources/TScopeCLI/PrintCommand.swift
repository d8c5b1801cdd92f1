import ArgumentParser
import TransitionEngine

/// `tscope print`: every step and phase of a scene as text, JSON or controller hierarchy.
struct PrintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "print",
    abstract: "Print every step and phase of a scene.")

  /// Output formats of the contract in scene-format.md.
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

  func run() throws {
    let timeline = try SceneInput.timeline(path: scene)
    let steps = try selector.steps(of: timeline)
    switch format {
    case .text: print(TimelineText.render(timeline, steps: steps), terminator: "")
    case .hierarchy:
      print(TimelineText.render(timeline, steps: steps, tree: .controllers), terminator: "")
    case .json: print(JSONDescription.render(timeline, steps: steps), terminator: "")
    case .mermaid: print(MermaidText.render(diagram(timeline)), terminator: "")
    case .dot: print(DotText.render(diagram(timeline)), terminator: "")
    }
  }

  /// The selected phases as a diagram, each compared with the phase before it in the scene.
  private func diagram(_ timeline: Timeline) -> Diagram {
    Diagram(timeline, controllers: controllers) { index, name in
      selector.includes(step: index, phase: name)
    }
  }
}
