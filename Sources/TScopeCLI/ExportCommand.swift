import ArgumentParser
import Pictures
import TUI

/// `tscope export`: a scene as one self-contained HTML page that readers step through in a
/// browser.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write a scene as one self-contained web page to step through in a browser.",
    discussion: """
      The page needs no network: the screen pictures, the style and the script are inside \
      it. Keys: Left or h previous phase, Right, l or Space next, [ ] previous / next step, \
      g G first / last; a click on a step or a phase dot goes there. The address fragment \
      #s=STEP&p=PHASE (both counted from 1, in the page's step list) opens that phase and \
      follows every move. \
      Light and dark follow the reader's system; printing gives one page per phase. Example:
        tscope export push -o push.html
      """)

  @Argument(help: "The scene file (YAML).", completion: .sceneFile)
  var scene: String

  @Option(name: .short, help: "The page to write (default: standard output).")
  var output: String?

  func run() throws {
    let progress = ProgressReporter.standardError()
    defer { progress.finish() }
    progress.update("exporting: reading and planning the scene…")
    let session = SceneSession(
      entry: SceneEntry(path: scene, spec: try SceneInput.spec(path: scene)))
    progress.update("exporting: writing \(session.timeline.phaseCount) phases…")
    let page = WalkPage.render(session)
    progress.finish()
    guard let output else {
      print(page, terminator: "")
      return
    }
    do {
      try OutputFile.write(page, to: output)
    } catch {
      StandardError.write("error: cannot write '\(output)': \(error)")
      throw ExitCode.failure
    }
  }
}
