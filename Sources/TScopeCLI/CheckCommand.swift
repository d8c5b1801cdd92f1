import ArgumentParser
import TransitionEngine
import Wording

/// `tscope check`: validates scene files and the engine's invariants on every phase.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Validate scene files; prints one summary line when all are good.",
    discussion: """
      Every UIKit warning a step would log and every exception it would raise is printed to \
      standard error as `FILE: warning: step N (ACTION): MESSAGE` (or `exception:`); they \
      are what the scene teaches, so they fail the check only with --strict.
      """)

  @Argument(help: "Scene files (YAML).", completion: .sceneFile)
  var scenes: [String]

  @Flag(help: "Exit with status 1 when a step logs a UIKit warning or raises an exception.")
  var strict = false

  @OptionGroup var lang: LanguageOption

  func run() throws {
    let progress = ProgressReporter.standardError()
    defer { progress.finish() }
    var failed = false
    var steps = 0
    var phases = 0
    var complaints = 0
    let language = lang.language
    for (index, path) in scenes.enumerated() {
      progress.update(CommandWords.checking(index + 1, scenes.count).text(in: language))
      guard let timeline = try? SceneInput.timeline(path: path, language: language) else {
        failed = true
        continue
      }
      steps += timeline.steps.count - 1
      phases += timeline.phaseCount
      // Each phase is checked against the last one's tallies: the cost follows what changed.
      var checker = IncrementalInvariantChecker()
      for step in timeline.steps {
        let stepPlace = CommandWords.stepPlace(step.index, "\(step.action)").text(in: language)
        let place = { (kind: String) in "\(path): \(kind): \(stepPlace): " }
        for warning in step.warnings {
          StandardError.write(place("warning") + warning)
          complaints += 1
        }
        if let error = step.error {
          StandardError.write(place("exception") + error)
          complaints += 1
        }
        for phase in step.phases {
          for problem in checker.violations(in: phase) {
            let broken = CommandWords.invariantBroken(
              step: step.index, phase: phase.name, problem: "\(problem)")
            StandardError.write("\(path): error: " + broken.text(in: language))
            failed = true
          }
        }
      }
    }
    progress.finish()
    if failed { throw ExitCode.failure }
    let summary = CommandWords.checkSummary(
      scenes: scenes.count, steps: steps, phases: phases, complaints: complaints
    ).text(in: language)
    if strict, complaints > 0 {
      StandardError.write("error: \(summary) (--strict)")
      throw ExitCode.failure
    }
    print("ok: " + summary)
  }
}
