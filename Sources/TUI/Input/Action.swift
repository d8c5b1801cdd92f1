import TransitionEngine

/// Everything the reducer hears: input from the terminal, time passing, and what became of
/// the effects it asked for. The run loop turns each effect's outcome into one of these, so
/// the state changes only in the reducer.
public enum Action: Hashable, Sendable {
  /// A key, a click or a resize.
  case input(InputEvent)
  /// Time passing while presenter mode plays, in seconds since the last tick.
  case tick(seconds: Double)
  /// `Effect.openScene` read and loaded this scene.
  case opened(SceneEntry)
  /// `Effect.openScene` read a dump: it shows as a dump, its rebuilt scene behind it.
  case openedDump(DumpPage)
  /// `Effect.openScene` failed: the file's `path:line:column: error:` or why it was not read.
  case openFailed(String)
  /// `Effect.reload` (or the watched file's change) read the open scene again.
  case reloaded(SceneEntry)
  /// The watched scene's `swift:` file (named as the scene names it) changed; the scene is
  /// read again next (`reloaded` or `reloadFailed`).
  case swiftFileChanged(String)
  /// Reading the open scene again failed; the message stays until the file loads.
  case reloadFailed(String)
  /// `Effect.saveScene` wrote the scene with `steps` added steps to `path`.
  case saved(path: String, steps: Int)
  /// `Effect.saveScene` did not write the file, and why.
  case saveFailed(String)
  /// The picker's files, every one read (the run loop reads them while the viewer waits for
  /// keys, after the first frame): the scenes that loaded with their titles, then the files
  /// that did not with their errors.
  case catalogRead(entries: [CatalogEntry], failures: [CatalogFailure])
}
