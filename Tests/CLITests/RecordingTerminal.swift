import TUI

@testable import TScopeCLI

/// A terminal for the run loop's tests: it plays a script (input, a wait that times out, a
/// step of the test's own such as changing a file or moving the clock, a signal) and records
/// every frame drawn, as lines of text, every repaint and every wait.
final class RecordingTerminal: TerminalDevice {
  /// One thing that happens while the run loop waits for input.
  enum Step {
    /// Input arrives.
    case input(InputEvent)
    /// The wait times out with no input.
    case idle
    /// The test does something (writes a file, moves the clock); the wait goes on.
    case run(() -> Void)
    /// A termination signal arrives.
    case signal(Int32)
  }

  let width: Int
  let height: Int
  private var script: [Step]
  private(set) var frames: [[String]] = []
  private(set) var repaints = 0
  /// The timeout of every wait, in milliseconds.
  private(set) var waits: [Int32] = []
  private(set) var pendingSignal: Int32?
  /// True when the run loop asked for input after the script ran out (then it gets SIGTERM,
  /// so that a test that forgets to quit ends).
  private(set) var ranOut = false

  init(width: Int = 140, height: Int = 45, _ script: [Step]) {
    self.width = width
    self.height = height
    self.script = script
  }

  /// The last frame drawn.
  var screen: [String] { frames.last ?? [] }

  func draw(_ canvas: Canvas) { frames.append(canvas.rows) }

  func repaint() { repaints += 1 }

  func nextEvent(timeoutMilliseconds: Int32) -> InputEvent? {
    waits.append(timeoutMilliseconds)
    while !script.isEmpty {
      switch script.removeFirst() {
      case .input(let event): return event
      case .idle: return nil
      case .run(let body): body()
      case .signal(let signal):
        pendingSignal = signal
        return nil
      }
    }
    ranOut = true
    pendingSignal = 15
    return nil
  }

  /// Keys as input steps.
  static func keys(_ text: String) -> [Step] {
    text.map { .input(.key(.character($0))) }
  }
}

/// A clock the test moves by hand.
final class ManualClock {
  private(set) var time: Duration = .zero
  func advance(_ duration: Duration) { time += duration }
}
