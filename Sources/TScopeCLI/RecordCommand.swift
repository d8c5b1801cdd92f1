import ArgumentParser
import Pictures
import TUI

/// `tscope record`: the whole walk through a scene as an asciinema v2 recording.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record the walk through a scene as an asciinema v2 file (.cast).",
    discussion: """
      A frame per phase, held for --delay seconds, with animation frames before each phase \
      that moves views; an explanation longer than its pane scrolls a page per --delay; a \
      marker (chapter) where each phase begins. Play it with `asciinema play walk.cast`, or embed it with the \
      asciinema player on a web page. Example:
        tscope record push -o push.cast --size 100x30
      """)

  @Argument(help: "The scene file (YAML).", completion: .sceneFile)
  var scene: String

  @Option(name: .short, help: "The recording to write (.cast).")
  var output: String

  @Option(help: "The terminal size of the recording, COLSxROWS.")
  var size: ShotSize = ShotSize(width: 120, height: 40)

  @Option(help: "Seconds each phase stays on screen.")
  var delay: Double = 1.5

  @Option(help: "Animation frames before a phase that moves views (0 for none).")
  var frames: Int = 8

  @Option(help: "Colours: dark, light or mono.")
  var theme: ThemeOption = .dark

  @Flag(help: "Draw with ASCII characters only.")
  var ascii = false

  @Option(
    help: "all (every pane, as the viewer shows them), or one pane alone: screen, views or why.")
  var pane: Snapshot.Content = .all

  @Option(help: "Pane layout: standard, or present (large screen picture, views, explanation).")
  var layout: ViewerLayout = .standard

  @Flag(help: "No key hints (a viewer of the recording cannot press them), no selection bar.")
  var clean = false

  @OptionGroup var lang: LanguageOption

  func validate() throws {
    guard delay.isFinite, delay > 0, delay <= 60 else {
      throw ValidationError("--delay must be a number of seconds between 0 and 60")
    }
    guard (0...60).contains(frames) else {
      throw ValidationError("--frames must be between 0 and 60")
    }
  }

  func run() throws {
    let session = SceneSession(
      entry: SceneEntry(path: scene, spec: try SceneInput.spec(path: scene)))
    var walk = Walkthrough(width: size.width, height: size.height)
    walk.delay = delay
    walk.tweenFrames = frames
    walk.ascii = ascii
    walk.content = pane
    walk.options = Snapshot.Options(
      presentLayout: layout == .present, clean: clean, language: lang.language)
    let text = Asciicast.render(
      walk.frames(session), width: size.width, height: size.height, theme: theme.theme,
      title: session.timeline.title)
    do {
      try OutputFile.write(text, to: output)
    } catch {
      StandardError.write("error: cannot write '\(output)': \(error)")
      throw ExitCode.failure
    }
  }
}
