import ArgumentParser
import TUI
import Wording

extension TScopeCommand {
  /// The program's version (`tscope --version`).
  public static let version = "0.1.0"

  /// The entry point: help topics and mistyped commands first, then the argument parser.
  public static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.isEmpty {
      openPicker()
      return
    }
    if arguments.count == 2, arguments[0] == "help", let topic = HelpTopics.text(arguments[1]) {
      print(topic, terminator: "")
      return
    }
    let isScene = { Platform.fileExists($0) || BuiltInScenes.name(for: $0) != nil }
    let language = language(of: arguments)
    if let message = CommandTypo.message(for: arguments, fileExists: isScene, language: language) {
      StandardError.write(message)
      Self.exit(withError: ExitCode(64))
    }
    guard language == .zhHans else {
      main(withAutoplayDefault(arguments))
      return
    }
    // In Chinese the parser's common error (a value that is not one of an option's choices)
    // is said in Chinese; everything else, help included, is the parser's own.
    do {
      var command = try parseAsRoot(withAutoplayDefault(arguments))
      try command.run()
    } catch {
      guard let message = chineseMessage(for: error) else { Self.exit(withError: error) }
      StandardError.write(message)
      Self.exit(withError: ExitCode(exitCode(for: error).rawValue))
    }
  }

  /// A bare `tscope`: the picker, with the viewer's options at their defaults. Parsing the
  /// root command reflects over every subcommand's options before the default one runs (a
  /// quarter of the process's time before its first frame), and parsing the viewer's own
  /// still a fifth; with no arguments there is nothing for either to find.
  static func openPicker() {
    do {
      try ViewCommand.openPicker()
    } catch {
      ViewCommand.exit(withError: error)
    }
  }

  /// The language the arguments ask for (`--lang X` or `--lang=X`), else the locale's.
  static func language(of arguments: [String]) -> Language {
    for (index, argument) in arguments.enumerated() {
      if argument == "--lang", index + 1 < arguments.count,
        let language = Language(option: arguments[index + 1])
      {
        return language
      }
      if argument.hasPrefix("--lang="),
        let language = Language(option: String(argument.dropFirst(7)))
      {
        return language
      }
    }
    return Platform.environmentLanguage()
  }

  /// The parser's message for `error` with its first line in Chinese, when that line is the
  /// invalid-value error (`Error: The value 'x' is invalid for '--theme <theme>'`); nil
  /// otherwise.
  static func chineseMessage(for error: Error) -> String? {
    let message = fullMessage(for: error)
    var lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let first = lines.first,
      let value = first.between("Error: The value '", and: "' is invalid for '"),
      let option = value.rest.between("", and: "'")
    else { return nil }
    let tail = option.rest
    let choices = tail.between(". Please provide one of ", and: ".").map(\.found)
    guard tail.isEmpty || choices != nil else { return nil }
    lines[0] =
      CommandWords.invalidValue(value: value.found, option: option.found, choices: choices)
      .chinese
    return lines.joined(separator: "\n")
  }

  /// `--autoplay` without a number of seconds means the default pace.
  static func withAutoplayDefault(_ arguments: [String]) -> [String] {
    var result: [String] = []
    for (index, argument) in arguments.enumerated() {
      result.append(argument)
      let next = arguments.indices.contains(index + 1) ? arguments[index + 1] : nil
      if argument == "--autoplay", next.flatMap(Double.init) == nil {
        result.append(String(Presenter.defaultSeconds))
      }
    }
    return result
  }
}

extension String {
  /// The text between `start` (which the string begins with) and the first `end` after it,
  /// and what follows that `end`; nil when the string does not have that shape.
  fileprivate func between(_ start: String, and end: String) -> (found: String, rest: String)? {
    guard hasPrefix(start) else { return nil }
    let after = dropFirst(start.count)
    guard let range = after.firstRange(of: end) else { return nil }
    return (String(after[..<range.lowerBound]), String(after[range.upperBound...]))
  }
}
