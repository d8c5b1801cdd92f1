import ArgumentParser

/// The `tscope` command line: the interactive viewer's entry point and its batch commands.
public struct TScopeCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "tscope",
    abstract: "See what UIKit does to the view hierarchy during transitions.",
    discussion: """
      Without a subcommand, opens the interactive viewer on SCENE or on the scene picker. \
      Scenes are YAML files (see Scenes/README.md); the picker's scenes are built in, so a \
      name alone works from any folder ('tscope scenes' lists them, 'tscope scenes --export \
      DIR' writes them out as files).

      Try:
        tscope push
        tscope print push
        tscope print tab-switch --format hierarchy --step 1
        tscope shot present-overfullscreen --pane screen
        tscope check push pop my-scene.yaml
        tscope export push -o push.html
        tscope compare present-fullscreen present-overfullscreen
        tscope explain hierarchy.txt controllers.txt
        tscope scan MyApp -o my-scenes
      Help topics: tscope help scene | controllers | steps | styles
      """,
    version: TScopeCommand.version,
    subcommands: [
      ViewCommand.self, PrintCommand.self, ShotCommand.self, CheckCommand.self,
      DevicesCommand.self, BenchCommand.self, SchemaCommand.self, RecordCommand.self,
      RulesCommand.self, ExportCommand.self, ExplainCommand.self, ScenesCommand.self,
      CompareCommand.self, LLDBCommand.self, ScanCommand.self, FixCommand.self,
    ],
    // `tscope SCENE` and a bare `tscope` are the viewer; a subcommand's name always wins
    // (`tscope ./print` opens a scene file called print).
    defaultSubcommand: ViewCommand.self
  )

  public init() {}
}
