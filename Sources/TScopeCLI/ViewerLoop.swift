import TUI
import TransitionEngine

/// The interactive viewer's run loop: input from the terminal goes to the application as
/// actions, the effects it returns are carried out (`ViewerEffects`) and their outcomes go
/// back to it as actions, and its canvas is drawn after every batch of actions.
///
/// Idle means waiting for input: nothing is drawn or written until a key, a mouse event, a
/// resize, a signal or the timer of presenter mode or `--watch` arrives. A signal interrupts
/// the wait at once; the wait still ends every `idleCheck` milliseconds, without drawing, so a
/// SIGWINCH or SIGTERM that slipped in just before the read began is seen within that time.
/// Keys typed faster than frames are drawn (held arrows, wheel bursts) are handled together
/// before the next frame. Work that waits for idle time (`ViewerEffects.idle`: reading the
/// picker's files after the first frame) is done a piece at a time while no key waits, and
/// what it gives is drawn when it is all done.
struct ViewerLoop<Device: TerminalDevice> {
  private(set) var app: TransitionScopeApp
  let device: Device
  var effects: ViewerEffects

  /// Events handled before a frame is drawn at the latest, when they arrive in a burst.
  private let burst = 32
  private let idleCheck: Int32 = 1000

  init(app: TransitionScopeApp, device: Device, effects: ViewerEffects = ViewerEffects()) {
    self.app = app
    self.device = device
    self.effects = effects
  }

  /// Runs until the application quits (nil) or a termination signal arrives (the signal).
  mutating func run() -> Int32? {
    if dispatch([.input(.resize(width: device.width, height: device.height))]) { return nil }
    while true {
      device.draw(app.render(width: device.width, height: device.height))
      var handled = 0
      var timeout = waitTime()
      while handled < burst {
        if let signal = device.pendingSignal { return signal }
        guard let event = device.nextEvent(timeoutMilliseconds: timeout) else {
          if handled > 0 { break }
          if effects.hasIdleWork {
            let actions = effects.idle()
            if !actions.isEmpty {
              if dispatch(actions) { return nil }
              break
            }
            timeout = waitTime()
            continue
          }
          let actions = effects.timer(app.state)
          if !actions.isEmpty {
            if dispatch(actions) { return nil }
            break
          }
          timeout = waitTime()
          continue
        }
        if dispatch([.input(event)]) { return nil }
        handled += 1
        timeout = 0
      }
    }
  }

  /// How long to wait for input: not at all while idle work is left.
  private func waitTime() -> Int32 {
    effects.hasIdleWork ? 0 : ViewerEffects.interval(app.state) ?? idleCheck
  }

  /// Hands the actions to the application and carries out the effects it returns, handing
  /// their outcomes back in turn; true when it quit.
  mutating func dispatch(_ actions: [Action]) -> Bool {
    var queue = actions[...]
    while let action = queue.popFirst() {
      for effect in app.handle(action) {
        switch effect {
        case .quit: return true
        case .repaint: device.repaint()
        default: queue.append(contentsOf: effects.perform(effect))
        }
      }
    }
    return false
  }
}
