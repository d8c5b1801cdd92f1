import ArgumentParser
import FixIt
import TUI
import TerminalBackend
import Wording

/// `tscope compare A B`: two scenes side by side in the viewer, stepped in lockstep; `--text`
/// writes the same walk as text.
struct CompareCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract: "Step through two scenes side by side, in lockstep.",
    discussion: """
      Step N of one scene beside step N of the other; inside a step, phases of the same name \
      side by side (a phase only one scene has: the other holds its last one). Try:
        tscope compare present-fullscreen present-overfullscreen
        tscope compare compare-push compare-present
        tscope compare compare-push compare-page-sheet --text
      With --fix and one scene: the scene as written beside the scene with the first fix \
      `tscope fix` finds for its Swift, phase by phase.
        tscope compare --fix real-swift-black-screen
      """)

  @Argument(
    help: "The scene on the left: a scene file (YAML) or built-in scene name.",
    completion: .sceneFile)
  var first: String

  @Argument(help: "The scene on the right (none with --fix).", completion: .sceneFile)
  var second: String?

  @Flag(help: "Compare the scene with its Swift as written against the same scene fixed.")
  var fix = false

  @Flag(help: "Write the walk as text (both view trees at every row) instead of the viewer.")
  var text = false

  @Option(help: "Colours: dark, light or mono (NO_COLOR in the environment also selects mono).")
  var theme: ThemeOption = .dark

  @Flag(help: "Draw with ASCII characters only (also used when the locale is not UTF-8).")
  var ascii = false

  @OptionGroup var lang: LanguageOption

  func validate() throws {
    if fix, second != nil {
      throw ValidationError("--fix compares one scene with itself fixed: name one scene")
    }
    if !fix, second == nil { throw ValidationError("Missing expected argument '<second>'") }
  }

  func run() throws {
    let left = SceneSession(entry: SceneEntry(path: first, spec: try SceneInput.spec(path: first)))
    let right = SceneSession(entry: try rightEntry())
    if text {
      print(CompareText.render(left, right, language: lang.language), terminator: "")
      return
    }
    guard TerminalLocale.hasTerminal else {
      StandardError.write("tscope: not a terminal; use 'tscope compare A B --text' for text output")
      throw ExitCode.failure
    }
    let utf8 = TerminalLocale.configure()
    let screen: TerminalScreen
    do {
      screen = try TerminalScreen.openTerminal(theme: theme.theme, asciiOnly: ascii || !utf8)
    } catch {
      StandardError.write("tscope: cannot start the terminal interface: \(error)")
      throw ExitCode.failure
    }
    var app = CompareApp(
      left: left.entry, right: right.entry, ascii: ascii || !utf8, language: lang.language)
    let signal = Self.loop(&app, device: screen)
    screen.close()
    if let signal { TerminalSignals.reraise(signal) }
  }

  /// The right side: the second scene, or with `--fix` the first scene with its first fix.
  private func rightEntry() throws -> SceneEntry {
    guard fix else {
      let path = second ?? first
      return SceneEntry(path: path, spec: try SceneInput.spec(path: path))
    }
    let fixes: [FoundFix]
    do {
      fixes = try FixFinder.fixes(for: FixCommand.input(first))
    } catch {
      StandardError.write(SceneInput.described(error, in: lang.language))
      throw ExitCode.failure
    }
    guard let found = fixes.first(where: { $0.fixed != nil }), var spec = found.fixed,
      let edit = found.edit
    else {
      StandardError.write(FixWords.compareNothing(scene: first).text(in: lang.language))
      throw ExitCode.failure
    }
    let change = FixCommand.summary(edit)
    spec.title = FixWords.fixedLabel(scene: spec.title, edit: change).text(in: lang.language)
    return SceneEntry(
      path: FixWords.fixedLabel(scene: first, edit: change).text(in: lang.language), spec: spec)
  }

  /// Draws, waits for input and hands it over until the app quits (nil) or a termination
  /// signal arrives (the signal). Nothing runs on a timer here.
  static func loop<Device: TerminalDevice>(_ app: inout CompareApp, device: Device) -> Int32? {
    var pending: [InputEvent] = [.resize(width: device.width, height: device.height)]
    while true {
      for event in pending {
        for effect in app.handle(event) {
          switch effect {
          case .quit: return nil
          case .repaint: device.repaint()
          default: break
          }
        }
      }
      pending = []
      device.draw(app.render(width: device.width, height: device.height))
      while pending.isEmpty {
        if let signal = device.pendingSignal { return signal }
        if let event = device.nextEvent(timeoutMilliseconds: 1000) { pending.append(event) }
      }
    }
  }
}
