import ArgumentParser
import TransitionEngine

/// `tscope check`: validates scene files and the engine's invariants on every phase.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Validate scene files; prints one summary line when all are good.")

  @Argument(help: "Scene files (YAML).", completion: .sceneFile)
  var scenes: [String]

  func run() throws {
    var failed = false
    var steps = 0
    var phases = 0
    for path in scenes {
      guard let timeline = try? SceneInput.timeline(path: path) else {
        failed = true
        continue
      }
      steps += timeline.steps.count - 1
      phases += timeline.phaseCount
      for step in timeline.steps {
        for phase in step.phases {
          for problem in InvariantChecker.violations(in: phase) {
            StandardError.write(
              "\(path): error: step \(step.index), phase '\(phase.name)': invariant broken: \(problem)"
            )
            failed = true
          }
        }
      }
    }
    if failed { throw ExitCode.failure }
    let counted = { (count: Int, noun: String) in "\(count) \(noun)\(count == 1 ? "" : "s")" }
    print(
      "ok: \(counted(scenes.count, "scene")), \(counted(steps, "step")), "
        + counted(phases, "phase"))
  }
}
