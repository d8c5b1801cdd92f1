import ArgumentParser
import Testing

@testable import TScopeCLI

/// The help a newcomer reads first: its examples work outside a checkout (built-in scene
/// names, no `Scenes/` paths) and its prose is wrapped by the help, not by the source.
@Suite struct HelpTextTests {
  static let commands: [any ParsableCommand.Type] =
    [TScopeCommand.self] + TScopeCommand.configuration.subcommands

  /// The `tscope …` example lines of every command's discussion.
  static var examples: [String] {
    commands.flatMap { command in
      command.configuration.discussion.split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { $0.hasPrefix("tscope ") && !$0.hasPrefix("tscope help") }
    }
  }

  @Test func everyExampleParsesAndNamesBuiltInScenes() throws {
    #expect(Self.examples.count >= 15)
    for example in Self.examples {
      #expect(!example.contains("Scenes/"), "\(example) needs a checkout")
      // The command alone: a table's description after two spaces and a shell redirection
      // are not its arguments.
      let command = example.components(separatedBy: "  ")[0]
      let words = command.split(separator: " ").dropFirst().prefix { $0 != ">" && $0 != "|" }
        .map(String.init)
      let arguments = TScopeCommand.withAutoplayDefault(words)
      let parsed = try TScopeCommand.parseAsRoot(arguments)
      for scene in Self.scenes(of: parsed) where !scene.hasSuffix(".yaml") {
        #expect(BuiltInScenes.name(for: scene) != nil, "\(example): no built-in scene \(scene)")
      }
    }
  }

  /// The scene arguments of a parsed command.
  static func scenes(of command: ParsableCommand) -> [String] {
    switch command {
    case let view as ViewCommand: return view.scene.map { [$0] } ?? []
    case let print as PrintCommand: return [print.scene]
    case let shot as ShotCommand: return [shot.scene]
    case let record as RecordCommand: return [record.scene]
    case let export as ExportCommand: return [export.scene]
    case let compare as CompareCommand: return [compare.first] + (compare.second.map { [$0] } ?? [])
    case let fix as FixCommand: return fix.scenes
    case let check as CheckCommand: return check.scenes
    default: return []
    }
  }

  @Test func theOverviewWrapsAtEightyColumns() {
    let help = TScopeCommand.helpMessage(columns: 80).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    #expect(help.first == "OVERVIEW: See what UIKit does to the view hierarchy during transitions.")
    let start = help.firstIndex { $0.hasPrefix("Without a subcommand") } ?? help.count
    #expect(
      Array(help.dropFirst(start).prefix(6)) == [
        "Without a subcommand, opens the interactive viewer on SCENE or on the scene",
        "picker. Scenes are YAML files (see Scenes/README.md); the picker's scenes are",
        "built in, so a name alone works from any folder ('tscope scenes' lists them,",
        "'tscope scenes --export DIR' writes them out as files).",
        "",
        "Try:",
      ])
  }

  /// A paragraph re-wrapped mid-sentence leaves a short line followed by more of the same
  /// paragraph; a paragraph the help wraps itself has only its last line short.
  @Test func noCommandsHelpBreaksAParagraphMidSentence() {
    for command in Self.commands {
      let discussion = command.configuration.discussion
      guard !discussion.isEmpty else { continue }
      let help = TScopeCommand.helpMessage(for: command, columns: 80)
      let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for (line, next) in zip(lines, lines.dropFirst()) {
        guard discussion.contains(line.trimmingCharacters(in: .whitespaces).prefix(20)),
          Self.isProse(line), Self.isProse(next), line.count < 60,
          let first = next.trimmingCharacters(in: .whitespaces).first, first.isLowercase
        else { continue }
        Issue.record("\(command.configuration.commandName ?? "?"): '\(line)' / '\(next)'")
      }
    }
  }

  /// A line of a paragraph: text from the first column (examples are indented).
  static func isProse(_ line: String) -> Bool {
    !line.isEmpty && !line.hasPrefix(" ")
  }
}
