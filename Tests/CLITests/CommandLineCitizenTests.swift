import Foundation
import Testing

@testable import TScopeCLI

/// `tscope --version`, mistyped commands, help topics, scene-path completion.
@Suite struct CommandLineCitizenTests {
  @Test func aMistypedCommandSuggestsTheRightOne() {
    let never: (String) -> Bool = { _ in false }
    #expect(
      CommandTypo.message(for: ["prnt", "x.yaml"], fileExists: never)
        == "error: unknown command 'prnt'; did you mean 'print'?")
    #expect(
      CommandTypo.message(for: ["shcema"], fileExists: never)
        == "error: unknown command 'shcema'; did you mean 'schema'?")
    #expect(
      CommandTypo.message(for: ["zzzzzz"], fileExists: never)?.hasPrefix(
        "error: unknown command 'zzzzzz' (commands: view, print") == true)
  }

  @Test func scenePathsAndCommandsAreNotTypos() {
    let never: (String) -> Bool = { _ in false }
    #expect(CommandTypo.message(for: ["Scenes/push.yaml"], fileExists: never) == nil)
    #expect(CommandTypo.message(for: ["push.yaml"], fileExists: never) == nil)
    #expect(CommandTypo.message(for: ["print", "x.yaml"], fileExists: never) == nil)
    #expect(CommandTypo.message(for: ["--version"], fileExists: never) == nil)
    #expect(CommandTypo.message(for: [], fileExists: never) == nil)
    // A file called `prnt` in the current folder is a scene.
    #expect(CommandTypo.message(for: ["prnt"], fileExists: { $0 == "prnt" }) == nil)
  }

  @Test func versionIsConfigured() {
    #expect(TScopeCommand.configuration.version == TScopeCommand.version)
    #expect(!TScopeCommand.version.isEmpty)
  }

  @Test func helpTopicsListTheLoadersKeys() throws {
    let steps = try #require(HelpTopics.text("steps"))
    for action in ["push", "pop", "present", "dismiss", "unwind", "rotate"] {
      #expect(steps.contains("  \(action)"), "\(action)")
    }
    let controllers = try #require(HelpTopics.text("controllers"))
    #expect(controllers.contains("navigation: Name  with stack"))
    #expect(controllers.contains("hidesBottomBarWhenPushed"))
    #expect(HelpTopics.text("styles")?.contains("overCurrentContext") == true)
    #expect(HelpTopics.text("scene")?.contains("Top-level keys: title") == true)
    #expect(HelpTopics.text("nonsense") == nil)
    for name in HelpTopics.names { #expect(HelpTopics.text(name) != nil) }
  }

  @Test func completionScriptsCompleteSceneFiles() {
    let bash = TScopeCommand.completionScript(for: .bash)
    #expect(bash.contains("yaml"))
    let zsh = TScopeCommand.completionScript(for: .zsh)
    #expect(zsh.contains("yaml"))
  }
}

/// The committed man page (`docs/man/tscope.1`) describes every subcommand; `.ci/man-check`
/// compares it with what swift-argument-parser generates (`bash .ci/man-check --write`
/// regenerates it when commands change).
@Suite struct ManPageTests {
  /// The generator drops what is not ASCII, so help text that reaches the page is ASCII.
  @Test func helpTextIsASCII() throws {
    let result = try CommandRunner.run(["--experimental-dump-help"])
    #expect(result.status == 0)
    #expect(result.output.contains("\"rules\""))
    let others = Set(result.output.unicodeScalars.filter { !$0.isASCII }.map { String($0) })
    #expect(others.isEmpty, "not ASCII in the help: \(others.sorted())")
  }

  @Test func manPageNamesEverySubcommand() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/man/tscope.1")
    let page = try String(contentsOf: url, encoding: .utf8)
    for command in TScopeCommand.configuration.subcommands {
      let name = try #require(command.configuration.commandName)
      #expect(page.contains(".It Em \(name)"), "\(name) is missing from docs/man/tscope.1")
    }
  }
}

/// `--autoplay` alone takes the default seconds; with a number, that number.
@Suite struct AutoplayArgumentTests {
  @Test func autoplayWithoutSecondsGetsTheDefault() throws {
    #expect(
      TScopeCommand.withAutoplayDefault(["x.yaml", "--autoplay"]) == [
        "x.yaml", "--autoplay", "1.5",
      ])
    #expect(
      TScopeCommand.withAutoplayDefault(["--autoplay", "x.yaml"])
        == ["--autoplay", "1.5", "x.yaml"])
    #expect(TScopeCommand.withAutoplayDefault(["--autoplay", "3"]) == ["--autoplay", "3"])
    let command = try TScopeCommand.parseAsRoot(
      TScopeCommand.withAutoplayDefault(["x.yaml", "--autoplay", "--layout", "present"]))
    let view = try #require(command as? ViewCommand)
    #expect(view.autoplay == 1.5)
    #expect(view.layout == .present)
  }
}
