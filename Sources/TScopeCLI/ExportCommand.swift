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
      g G first / last, p the present layout, Shift+arrows or a drag turn the layers in 3D; \
      a click on a step or a phase dot goes there. The address fragment #step=STEP&phase=PHASE \
      (the step as the page numbers it, from 0; the phase from 1) opens that phase and follows \
      every move; the older #s=&p= links (both from 1) still open what they did. \
      --layout present starts in the layout for a projector (picture, Why and predict question \
      on the first screen; ?present in the address does the same). --compare B puts scene B \
      beside the scene, paired as tscope compare pairs them, with both layers views. \
      Light and dark follow the reader's system; printing gives one page per phase. Examples:
        tscope export push -o push.html
        tscope export present-fullscreen --layout present -o class.html
        tscope export compare-fullscreen --compare compare-overfullscreen -o layers.html
      """)

  @Argument(help: "The scene file (YAML).", completion: .sceneFile)
  var scene: String

  @Option(name: .short, help: "The page to write (default: standard output).")
  var output: String?

  @Option(help: "Page layout: standard, or present (for a projector: large type, no scrolling).")
  var layout: ViewerLayout = .standard

  @Option(
    help: "A second scene to step through beside the first, with both layers views.",
    completion: .sceneFile)
  var compare: String?

  @OptionGroup var lang: LanguageOption

  func run() throws {
    let progress = ProgressReporter.standardError()
    defer { progress.finish() }
    progress.update("exporting: reading and planning the scene…")
    let session = SceneSession(
      entry: SceneEntry(path: scene, spec: try SceneInput.spec(path: scene)))
    let pageLayout: WalkPage.Layout = layout == .present ? .present : .standard
    progress.update("exporting: writing \(session.timeline.phaseCount) phases…")
    let page: String
    if let compare {
      let other = SceneSession(
        entry: SceneEntry(path: compare, spec: try SceneInput.spec(path: compare)))
      page = ComparePage.render(session, other, layout: pageLayout, language: lang.language)
    } else {
      page = WalkPage.render(session, layout: pageLayout, language: lang.language)
    }
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
