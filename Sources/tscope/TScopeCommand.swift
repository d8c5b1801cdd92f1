import ArgumentParser

/// The `tscope` command line: the interactive viewer's entry point and its batch commands.
@main
struct TScopeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tscope",
    abstract: "Step through what UIKit does to the view hierarchy during transitions.",
    discussion: """
      Scenes are YAML files (see Scenes/README.md). Try:
        tscope print Scenes/push.yaml
        tscope print Scenes/tab-switch.yaml --format hierarchy --step 1
        tscope check Scenes/*.yaml
      """,
    subcommands: [PrintCommand.self, CheckCommand.self, DevicesCommand.self, BenchCommand.self]
  )

  func run() throws {
    // The interactive viewer arrives with the TUI; until then the bare command shows help.
    print(Self.helpMessage())
  }
}
