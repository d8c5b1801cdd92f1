import ArgumentParser
import TUI

extension TScopeCommand {
  /// The program's version (`tscope --version`).
  public static let version = "0.1.0"

  /// The entry point: help topics and mistyped commands first, then the argument parser.
  public static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.count == 2, arguments[0] == "help", let topic = HelpTopics.text(arguments[1]) {
      print(topic, terminator: "")
      return
    }
    let isScene = { Platform.fileExists($0) || BuiltInScenes.name(for: $0) != nil }
    if let message = CommandTypo.message(for: arguments, fileExists: isScene) {
      StandardError.write(message)
      Self.exit(withError: ExitCode(64))
    }
    main(withAutoplayDefault(arguments))
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
