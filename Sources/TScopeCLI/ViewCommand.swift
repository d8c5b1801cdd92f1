import ArgumentParser

/// `tscope [SCENE]` (the default subcommand, also `tscope view`): the interactive viewer.
struct ViewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "view",
    abstract: "Open the interactive viewer on a scene, or on the scene picker (the default).")

  @Argument(
    help: "A scene file (YAML) to open; without it the viewer starts on the picker.",
    completion: .sceneFile)
  var scene: String?

  @Option(help: "Colours: dark, light or mono (NO_COLOR in the environment also selects mono).")
  var theme: ThemeOption = .dark

  @Flag(help: "Draw with ASCII characters only (also used when the locale is not UTF-8).")
  var ascii = false

  func run() throws {
    try InteractiveViewer.run(scene: scene, theme: theme.theme, ascii: ascii)
  }
}
