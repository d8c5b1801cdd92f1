import ArgumentParser
import TUI

/// `tscope [SCENE]` (the default subcommand, also `tscope view`): the interactive viewer.
struct ViewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "view",
    abstract: "Open the interactive viewer on a scene, or on the scene picker (the default).")

  @Argument(
    help: ArgumentHelp(
      "A scene file (YAML), a built-in scene name, or an app's folder (scanned, then the "
        + "picker lists its scenes); without it, the picker opens."),
    completion: .sceneFile)
  var scene: String?

  @Option(
    help: ArgumentHelp(
      "The folder of scenes the picker lists (default: $TSCOPE_SCENES, ./Scenes, the "
        + "Scenes folder of the installation, or the scenes built into tscope).",
      valueName: "DIR"))
  var scenes: String?

  @Option(help: "Colours: dark, light or mono (NO_COLOR in the environment also selects mono).")
  var theme: ThemeOption = .dark

  @Flag(help: "Draw with ASCII characters only (also used when the locale is not UTF-8).")
  var ascii = false

  @Option(
    help: ArgumentHelp(
      "Presenter mode: step through the phases on a timer, this many seconds a phase "
        + "(--autoplay alone: 1.5). Space pauses, + and - change the pace.",
      valueName: "seconds"))
  var autoplay: Double?

  @Option(help: "Pane layout: standard, or present (large screen picture, views, explanation).")
  var layout: ViewerLayout = .standard

  @Flag(
    help: ArgumentHelp(
      "Predict mode: before each phase, ask which views will be added, removed or moved "
        + "(the next key reveals the answer; x toggles it)."))
  var predict = false

  @Flag(help: "Reload the scene when its file is saved (r reloads at once).")
  var watch = false

  @OptionGroup var lang: LanguageOption

  func validate() throws {
    if let autoplay, !(autoplay.isFinite && autoplay >= 0.1 && autoplay <= 600) {
      throw ValidationError("--autoplay takes seconds between 0.1 and 600")
    }
    if watch && scene == nil { throw ValidationError("--watch needs a scene file") }
  }

  /// What `run()` does when every option is at its default (`ViewCommand.parse([])`, which
  /// `ViewCommandDefaultsTests` compares with these), without the parser's reflection.
  static func openPicker() throws {
    try InteractiveViewer.run(
      scene: nil, scenes: nil, theme: ThemeOption.dark.theme, ascii: false,
      live: LiveOptions(language: LanguageOption.defaultLanguage))
  }

  func run() throws {
    let live = LiveOptions(
      autoplay: autoplay, watch: watch, presentLayout: layout == .present,
      predict: predict, language: lang.language)
    // `tscope DIR`: an app's folder is scanned and the picker lists its scenes; a folder of
    // scenes is listed as it is.
    var scene = self.scene
    var scenes = self.scenes
    if let folder = scene, SceneCatalog.isFolder(folder), !watch {
      scenes = try ScanCommand.pickerFolder(for: folder, language: lang.language)
      scene = nil
    }
    try InteractiveViewer.run(
      scene: scene, scenes: scenes, theme: theme.theme, ascii: ascii, live: live)
  }
}
