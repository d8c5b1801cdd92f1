import ArgumentParser
import Pictures
import TUI
import TransitionEngine

/// `tscope shot`: the frame the viewer would draw at one step and phase, without a terminal.
struct ShotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shot",
    abstract: "Draw the viewer's frame (or only the device screen) at one step and phase.",
    discussion: """
      Defaults: the last step, its last phase, 120x40, all panes, text. Examples:
        tscope shot present-overfullscreen --pane screen --size 60x30
        tscope shot push --step 1 --phase animating --format ansi
      """)

  /// Output formats.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text
    case ansi
    case svg
    case html
  }

  @Argument(help: "The scene file (YAML).", completion: .sceneFile)
  var scene: String

  @Option(help: "The step to draw (0 is the initial state; default: the last step).")
  var step: Int?

  @Option(help: "The phase of that step to draw, by name (default: its last phase).")
  var phase: String?

  @Option(help: "The frame's size in cells, COLSxROWS.")
  var size: ShotSize = ShotSize(width: 120, height: 40)

  @Option(
    help: "all (every pane, as the viewer shows them), or one pane alone: screen, views or why.")
  var pane: Snapshot.Content = .all

  @Option(help: "Pane layout: standard, or present (large screen picture, views, explanation).")
  var layout: ViewerLayout = .standard

  @Flag(help: "A picture to publish: no key hints, no selection bar, no focused pane.")
  var clean = false

  @Option(
    name: .shortAndLong,
    help: "text (characters only), ansi (with colours), svg (a picture) or html (a page).")
  var format: Format = .text

  @Option(help: "Colours for --format ansi, svg and html: dark, light or mono.")
  var theme: ThemeOption = .dark

  @Flag(help: "Draw with ASCII characters only.")
  var ascii = false

  @Option(name: .short, help: "Write to this file instead of standard output.")
  var output: String?

  /// `--step` and `--phase`, as `print` reads them.
  var selector: PhaseSelector { PhaseSelector(step: step, phase: phase) }

  @OptionGroup var lang: LanguageOption

  func run() throws {
    let text = try render(try canvas())
    if let output {
      do {
        try OutputFile.write(text, to: output)
      } catch {
        StandardError.write("error: cannot write '\(output)': \(error)")
        throw ExitCode.failure
      }
    } else {
      print(text, terminator: "")
    }
  }

  /// The frame of the scene at the chosen step and phase.
  func canvas() throws -> Canvas {
    var session = SceneSession(
      entry: SceneEntry(path: scene, spec: try SceneInput.spec(path: scene)))
    session.position = try selector.position(in: session.timeline)
    return Snapshot.render(
      session, content: pane, width: size.width, height: size.height, ascii: ascii,
      options: Snapshot.Options(
        presentLayout: layout == .present, clean: clean, language: lang.language))
  }

  func render(_ canvas: Canvas) throws -> String {
    switch format {
    case .text:
      canvas.rows.map { $0.trimmingTrailingSpaces + "\n" }.joined()
    case .ansi:
      ANSIText.render(canvas, theme: theme.theme)
    case .svg:
      SVGText.render(canvas, theme: theme.theme)
    case .html:
      HTMLText.render(canvas, theme: theme.theme, title: scene, caption: try caption())
    }
  }

  /// The HTML figure's caption: the scene's title and the step and phase drawn.
  func caption() throws -> String {
    let timeline = try SceneInput.timeline(path: scene)
    let at = try selector.position(in: timeline)
    return timeline.title + " — "
      + (Walkthrough.marker(timeline, at: at, language: lang.language) ?? "")
  }
}

extension Snapshot.Content: ExpressibleByArgument {}
