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
      standard error as `FILE: warning: step N (ACTION): MESSAGE` (or `exception:`), and \
      every mistake of the app's code the engine names (an animator, a `code` step, a Swift \
      file) as `FILE: mistake: step N (ACTION): MISTAKE (File.swift:L)`, with the line it \
      blames when it knows one. They are what the scene teaches, so they fail the check \
      only with --strict.
      """)

  @Argument(help: "Scene files (YAML).", completion: .sceneFile)
  var scenes: [String]

  @Flag(
    help:
      "Exit with status 1 when a step logs a UIKit warning, raises an exception or makes an app mistake."
  )
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
    var mistakes = 0
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
        for mistake in step.mistakes {
          StandardError.write(place("mistake") + mistake.label(in: language.notes))
          mistakes += 1
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
      scenes: scenes.count, steps: steps, phases: phases, complaints: complaints,
      mistakes: mistakes
    ).text(in: language)
    if strict, complaints + mistakes > 0 {
      StandardError.write("error: \(summary) (--strict)")
      throw ExitCode.failure
    }
    print("ok: " + summary)
  }
}
