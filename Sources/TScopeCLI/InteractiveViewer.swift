import ArgumentParser
import SceneFile
import TUI
import TerminalBackend
import TransitionEngine

/// `tscope [SCENE]`: starts the interactive viewer on a scene or on the scene picker.
///
/// Everything that can fail without a terminal is checked before the terminal is touched:
/// a scene that does not load is reported as `path:line:column: error: …`, and standard
/// input or output that is not a terminal gets one line pointing at `tscope print`.
enum InteractiveViewer {
  static let notATerminal =
    "tscope: not a terminal; use 'tscope print SCENE' for text output"

  static func run(
    scene path: String?, scenes: String?, theme: Theme, ascii: Bool,
    live: LiveOptions = LiveOptions()
  ) throws {
    var opened: SceneEntry?
    if let path {
      do {
        opened = SceneEntry(path: path, spec: try SceneLoader.load(path: path))
      } catch {
        StandardError.write(error.description)
        throw ExitCode.failure
      }
    }
    if let scenes, !SceneCatalog.isFolder(scenes) {
      StandardError.write("tscope: error: --scenes \(scenes): no such folder")
      throw ExitCode.failure
    }
    guard TerminalLocale.hasTerminal else {
      StandardError.write(notATerminal)
      throw ExitCode.failure
    }
    let catalog = SceneCatalog.load(folder: scenes)
    let utf8 = TerminalLocale.configure()
    let screen: TerminalScreen
    do {
      screen = try TerminalScreen.openTerminal(theme: theme, asciiOnly: ascii || !utf8)
    } catch {
      StandardError.write(
        "tscope: cannot start the terminal interface: \(error); use 'tscope print SCENE' for text")
      throw ExitCode.failure
    }
    let app = TransitionScopeApp(
      catalog: catalog.entries, opened: opened, ascii: ascii || !utf8,
      failures: catalog.failures, live: live)
    var effects = ViewerEffects()
    if live.watch, let path { effects.watch(path) }
    var loop = ViewerLoop(app: app, device: screen, effects: effects)
    let signal = loop.run()
    screen.close()
    for failure in catalog.failures {
      StandardError.write("tscope: warning: a scene in the picker did not load: \(failure.message)")
    }
    if let signal { TerminalSignals.reraise(signal) }
  }
}
