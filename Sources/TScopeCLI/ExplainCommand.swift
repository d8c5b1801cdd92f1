import ArgumentParser
import DumpExplain
import DumpReader

/// `tscope explain FILE… [-]`: reads what the debugger printed and says what UIKit did.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Explain a real app's recursiveDescription and _printHierarchy output.",
    discussion: """
      Paste what lldb printed into a file (or pipe it to -):
        po view.window?.value(forKey: "recursiveDescription")
        po UIViewController._printHierarchy()
      Both from the same moment join controllers to views by address. Prints each view's \
      role and owner, each controller's state and presentation, the story with rule IDs, and \
      the findings. Exit status 1 when nothing in the input is a view or a controller. \
      A recording written by lldb's tscope-record (see tscope lldb) is explained moment by \
      moment; --scene then rebuilds its last moment. Examples:
        tscope explain hierarchy.txt controllers.txt
        tscope explain tscope-recording.txt
        pbpaste | tscope explain -
        tscope explain dump.txt --format json
        tscope explain dump.txt --scene dump.yaml
      """)

  /// Output formats of `tscope explain`.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(help: "Files with debugger output; - reads standard input.")
  var files: [String]

  @Option(help: "text (default) or json.")
  var format: Format = .text

  @Option(help: "Also write a scene YAML that rebuilds the state, to open with tscope SCENE.")
  var scene: String?

  @OptionGroup var lang: LanguageOption

  func run() throws {
    let progress = ProgressReporter.standardError()
    defer { progress.finish() }
    progress.update(
      "explaining: reading \(files.count == 1 ? "the dump" : "\(files.count) files")…")
    if let recording = try ExplainRecording.read(files) {
      progress.update("explaining the recording…")
      let explanations = ExplainRecording.explanations(recording)
      progress.finish()
      switch format {
      case .text: print(ExplainRecording.text(recording, explanations), terminator: "")
      case .json: print(ExplainRecording.json(recording, explanations), terminator: "")
      }
      if let last = explanations.last { try writeScene(last) }
      return
    }
    let dumps = try DumpInput.read(files)
    progress.update("explaining \(dumps.count == 1 ? "the dump" : "\(dumps.count) dumps")…")
    let explanation = Explainer.explain(dumps)
    progress.update("explaining: writing the \(format.rawValue)…")
    let output =
      format == .text
      ? ExplanationText.render(explanation, language: lang.language)
      : ExplanationJSON.render(explanation)
    progress.finish()
    print(output, terminator: "")
    try writeScene(explanation)
  }

  /// `--scene`: the scene that rebuilds the explained state (a recording's last moment).
  private func writeScene(_ explanation: Explanation) throws {
    if let scene {
      do {
        let draft = DumpSceneWriter.write(explanation)
        try Platform.writeFile(draft.text, to: scene)
        // The dump's window size: the preset it matched, or the `window:` it kept.
        if let note = draft.deviceNote { StandardError.write("\(scene): \(note)") }
      } catch {
        StandardError.write("error: cannot write \(scene): \(error)")
        throw ExitCode.failure
      }
    }
  }
}
