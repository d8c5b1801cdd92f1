import SceneFile
import TUI

/// Reads a watched scene again (`--watch`, `r`): a scene that loads replaces the open one,
/// keeping the step and phase; one that does not shows its `path:line:column: error:` in
/// the viewer until it is fixed.
enum SceneReloader {
  static func reload(_ app: inout TransitionScopeApp, path: String) {
    do {
      app.reload(SceneEntry(path: path, spec: try SceneLoader.load(path: path)))
    } catch {
      app.showReloadError(error.description)
    }
  }
}
