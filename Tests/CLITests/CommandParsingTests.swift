import Testing

@testable import TScopeCLI

/// The command line parses each subcommand and falls back to the viewer for a bare scene.
@Suite("Command parsing")
struct CommandParsingTests {
  @Test("each subcommand name parses to its command")
  func subcommands() throws {
    #expect(try TScopeCommand.parseAsRoot(["print", "Scenes/push.yaml"]) is PrintCommand)
    #expect(try TScopeCommand.parseAsRoot(["check", "Scenes/push.yaml"]) is CheckCommand)
    #expect(try TScopeCommand.parseAsRoot(["devices"]) is DevicesCommand)
  }

  @Test("a bare scene path opens the viewer")
  func defaultIsViewer() throws {
    #expect(try TScopeCommand.parseAsRoot(["Scenes/push.yaml"]) is ViewCommand)
  }
}
