import ArgumentParser

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
    if let message = CommandTypo.message(for: arguments, fileExists: Platform.fileExists) {
      StandardError.write(message)
      Self.exit(withError: ExitCode(64))
    }
    main(nil)
  }
}
