import TransitionEngine

/// Side effects the interface asks the run loop to perform; the interface itself never
/// touches the terminal, files or the clock.
public enum Effect: Hashable, Sendable {
  case quit
  /// Throw away what is on the terminal and draw everything again (Ctrl-L).
  case repaint
  /// Read and open the scene file at this path; the outcome comes back as `Action.opened` or
  /// `Action.openFailed`.
  case openScene(path: String)
  /// Read the open scene's file again (`r` while watching); the outcome comes back as
  /// `Action.reloaded` or `Action.reloadFailed`.
  case reload(path: String)
  /// Write `scene` with the steps `added` after its own to a new file (`w`); the outcome
  /// comes back as `Action.saved` or `Action.saveFailed`.
  case saveScene(SceneEntry, added: [StepSpec])
}
