import ArgumentParser
import Foundation

/// `tscope lldb`: prints the lldb commands, or installs them into `~/.lldbinit`'s imports.
struct LLDBCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lldb",
    abstract: "Print (or --install) lldb commands that capture dumps for tscope explain.",
    discussion: """
      tscope-dump [FILE] writes the key window's recursiveDescription and the root \
      controller's _printHierarchy of this moment into one file and prints the tscope \
      explain line to run. tscope-record start [FILE] stops at the hooks every transition \
      passes (a presentation controller's will-begin and did-end, viewWillAppear: and \
      viewDidAppear:, the transition context's completeTransition:), writes both trees at \
      each into one recording and continues; tscope-record stop removes the breakpoints and \
      prints the tscope explain line, which explains each moment in turn. Written against \
      lldb's Python API and tested with a stand-in for it, not yet on a device.
      Examples:
        tscope lldb > tscope_lldb.py
        tscope lldb --install
      """)

  @Flag(
    help: ArgumentHelp(
      "Write the commands to ~/.lldb/tscope_lldb.py and import them from ~/.lldbinit "
        + "(once; running it again changes nothing but the script)."))
  var install = false

  @OptionGroup var lang: LanguageOption

  func run() throws {
    guard install else {
      print(LLDBScript.python, terminator: "")
      return
    }
    guard let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty else {
      StandardError.write("error: HOME is not set; cannot find ~/.lldbinit")
      throw ExitCode.failure
    }
    do {
      let outcome = try LLDBInstaller.install(home: home)
      print(outcome.summary)
    } catch let failure as LLDBInstaller.Failure {
      StandardError.write("error: \(failure.message)")
      throw ExitCode.failure
    }
  }
}
