import TUI
import TerminalBackend
import TransitionEngine

/// The interactive viewer's run loop: events from the screen go to the application, its
/// effects are carried out here, and its canvas is drawn whenever an event was handled.
///
/// Idle means waiting in `wgetch`: nothing is drawn or written until a key, a mouse event,
/// a resize or a signal arrives. A signal interrupts the wait at once; the wait still ends
/// every `idleCheck` milliseconds, without drawing, so a SIGWINCH or SIGTERM that slipped in
/// just before the read began is seen within that time. Keys typed faster than frames are
/// drawn (held arrows, wheel bursts) are handled together before the next frame.
struct ViewerLoop<App: TerminalApplication> {
  var app: App
  let screen: TerminalScreen
  /// Carries out `Effect.openScene`: loads the file and opens it, or shows the error.
  let openScene: (inout App, String) -> Void
  /// How long to wait for an event before `onTimer` (presenter mode, `--watch`), in
  /// milliseconds; nil waits as long as usual.
  var timerInterval: (App) -> Int32? = { _ in nil }
  /// Runs when the wait times out, and carries out `Effect.reload`; true when the frame
  /// must be drawn again.
  var onTimer: (inout App) -> Bool = { _ in false }
  var onReload: (inout App) -> Void = { _ in }
  /// Carries out `Effect.saveScene`: writes the file and reports where (or why not).
  let saveScene: (inout App, SceneEntry, [StepSpec]) -> Void

  /// Events handled before a frame is drawn at the latest, when they arrive in a burst.
  private let burst = 32
  private let idleCheck: Int32 = 1000

  init(
    app: App, screen: TerminalScreen, openScene: @escaping (inout App, String) -> Void,
    saveScene: @escaping (inout App, SceneEntry, [StepSpec]) -> Void
  ) {
    self.app = app
    self.screen = screen
    self.openScene = openScene
    self.saveScene = saveScene
  }

  /// Runs until the application quits (nil) or a termination signal arrives (the signal).
  mutating func run() -> Int32? {
    if perform(app.handle(.resize(width: screen.width, height: screen.height))) { return nil }
    while true {
      screen.draw(app.render(width: screen.width, height: screen.height))
      var handled = 0
      var timeout = timerInterval(app) ?? idleCheck
      while handled < burst {
        if let signal = TerminalSignals.pendingTermination { return signal }
        guard let event = screen.nextEvent(timeoutMilliseconds: timeout) else {
          if handled > 0 { break }
          if timerInterval(app) != nil, onTimer(&app) { break }
          timeout = timerInterval(app) ?? idleCheck
          continue
        }
        if perform(app.handle(event)) { return nil }
        handled += 1
        timeout = 0
      }
    }
  }

  /// Carries out the effects; true when one of them was `quit`.
  private mutating func perform(_ effects: [Effect]) -> Bool {
    for effect in effects {
      switch effect {
      case .quit: return true
      case .repaint: screen.repaint()
      case .openScene(let path): openScene(&app, path)
      case .reload: onReload(&app)
      case .saveScene(let entry, let added): saveScene(&app, entry, added)
      }
    }
    return false
  }
}
