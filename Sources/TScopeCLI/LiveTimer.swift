import TUI

/// Keeps presenter mode's clock and the watched file's modification time.
struct LiveTimer {
  /// Milliseconds between frames while an animation or the autoplay clock runs (25 a second).
  static let frameInterval: Int32 = 40
  /// Milliseconds between checks of the watched file.
  static let watchInterval: Int32 = 300

  let path: String?
  private let clock = ContinuousClock()
  private var lastTick: ContinuousClock.Instant
  private var lastCheck: ContinuousClock.Instant
  private var modified: Int?

  init(path: String?) {
    self.path = path
    lastTick = clock.now
    lastCheck = clock.now
    modified = path.flatMap(Platform.modificationTime)
  }

  /// How long the run loop may wait for a key before `fire`, or nil to wait as usual.
  static func interval(_ app: TransitionScopeApp) -> Int32? {
    if let presenter = app.state.presenter, !presenter.paused || app.state.motion != nil {
      return frameInterval
    }
    return app.state.watching ? watchInterval : nil
  }

  /// Advances presenter mode by the time since the last call and reloads a changed file.
  /// True when the frame must be drawn again.
  mutating func fire(_ app: inout TransitionScopeApp) -> Bool {
    let now = clock.now
    let elapsed = now - lastTick
    lastTick = now
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    var changed = app.tick(seconds: seconds)
    if app.state.watching, let path, now - lastCheck >= .milliseconds(Int(Self.watchInterval)) {
      lastCheck = now
      let time = Platform.modificationTime(path)
      if time != modified {
        modified = time
        SceneReloader.reload(&app, path: path)
        changed = true
      }
    }
    return changed
  }

  /// After `r`: the clock starts again from now, so no jump follows the reload.
  mutating func restart() {
    lastTick = clock.now
  }
}
