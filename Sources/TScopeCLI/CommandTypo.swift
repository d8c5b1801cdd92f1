import ArgumentParser
import SceneFile
import Wording

/// A mistyped subcommand (`tscope prnt x.yaml`) is reported as one instead of being opened
/// as a scene file by the default viewer command.
enum CommandTypo {
  /// The subcommand names, `help` included.
  static var names: [String] {
    TScopeCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
  }

  /// The error for `arguments` (without the program name), or nil when the first argument is
  /// a subcommand, an option, or could be a scene path (it has a `.` or `/`, or the file
  /// exists).
  static func message(
    for arguments: [String], fileExists: (String) -> Bool, language: Language = .en
  ) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-"), !names.contains(first),
      !first.contains("."), !first.contains("/"), !fileExists(first)
    else { return nil }
    let suggestion = SceneKeys.closest(to: first, in: names)
    return CommandWords.unknownCommand(
      first, suggestion: suggestion, commands: names.joined(separator: ", ")
    ).text(in: language)
  }
}

extension CompletionKind {
  /// Shell completion for scene arguments: YAML files.
  static var sceneFile: CompletionKind { .file(extensions: ["yaml", "yml"]) }
}
