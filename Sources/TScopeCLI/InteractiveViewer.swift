import ArgumentParser
import SceneFile
import TUI
import TerminalBackend
import TransitionEngine
import Wording

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
    if let scenes, !SceneCatalog.isFolder(scenes) {
      StandardError.write(
        CommandWords.noSuchFolder("--scenes \(scenes)").text(in: live.language))
      throw ExitCode.failure
    }
    // The watched file's stamp before it is read, so that a save while the viewer starts is
    // read again at the first check.
    var effects = ViewerEffects()
    if live.watch, let path {
      let source = SceneSource.resolve(path, explicitFolder: scenes)
      if source.builtIn == nil { effects.watch(source.path) }
    }
    var opened: SceneEntry?
    let dump = path.flatMap { DumpScene.page(path: $0) }
    if dump != nil {
      opened = nil
    } else if let path {
      opened = try openedScene(path, scenes: scenes, watch: live.watch)
    }
    guard TerminalLocale.hasTerminal else {
      StandardError.write(notATerminal)
      throw ExitCode.failure
    }
    // The picker's rows from the files' names and titles; the scenes are read after the
    // first frame, while the viewer waits for keys (`CatalogReader`).
    let items = SceneCatalog.items(folder: scenes)
    let catalog = SceneCatalog.quickList(items)
    effects.catalog = CatalogReader(items)
    let utf8 = TerminalLocale.configure()
    let screen: TerminalScreen
    do {
      screen = try TerminalScreen.openTerminal(theme: theme, asciiOnly: ascii || !utf8)
    } catch {
      StandardError.write(
        "tscope: cannot start the terminal interface: \(error); use 'tscope print SCENE' for text")
      throw ExitCode.failure
    }
    var app = TransitionScopeApp(
      catalog: catalog.entries, opened: opened, ascii: ascii || !utf8,
      failures: catalog.failures, live: live, dump: dump)
    // A TERM without a terminfo entry: said in the status line now, and on stderr at the end
    // (where it stays visible once the terminal is given back).
    if let note = screen.terminalNote {
      var state = app.state
      state.status = StatusLine(note.hasPrefix("tscope: ") ? String(note.dropFirst(8)) : note)
      app = TransitionScopeApp(state: state)
    }
    var loop = ViewerLoop(app: app, device: screen, effects: effects)
    let signal = loop.run()
    screen.close()
    if let note = screen.terminalNote { StandardError.write(note) }
    // Quitting before every picker file was read: the rest are read now, so that the
    // warnings below name every file that does not load, as always.
    loop.effects.finishCatalog()
    for failure in loop.effects.catalogFailures {
      StandardError.write("tscope: warning: a scene in the picker did not load: \(failure.message)")
    }
    if let signal { TerminalSignals.reraise(signal) }
  }

  /// The scene named on the command line, loaded before the terminal is touched: a file, or
  /// a built-in scene (which `--watch` cannot follow: there is no file to watch).
  private static func openedScene(_ path: String, scenes: String?, watch: Bool) throws
    -> SceneEntry
  {
    do {
      let source = try SceneSource.load(path, explicitFolder: scenes)
      if let note = source.note { StandardError.write(note) }
      if watch && SceneSource.resolve(path, explicitFolder: scenes).builtIn != nil {
        StandardError.write(
          "tscope: error: --watch needs a scene file; \(source.path) is built in "
            + "('tscope scenes --export DIR' writes the built-in scenes out)")
        throw ExitCode.failure
      }
      return SceneEntry(path: source.path, spec: source.spec)
    } catch let error as SceneError {
      StandardError.write(error.description)
      throw ExitCode.failure
    }
  }
}
