import TUI

/// What a progress line writes and when, as a plain value: nothing before `delay` has passed
/// since the work started, then the newest text at most once per `interval`, rewritten in
/// place (a carriage return, the text, spaces over what a longer line left), and blanked at the
/// end. Times are whatever clock the caller reads, so tests drive it with a fake one.
struct ProgressLine: Sendable {
  /// How long work runs before its line shows.
  static let delay = Duration.seconds(1)
  /// Least time between two writes (about ten a second).
  static let interval = Duration.milliseconds(100)

  let start: Duration
  /// The newest text asked for; nil before the first.
  private var text: String?
  /// The text on screen, with its seconds, and when it was written.
  private var written: String?
  private var writtenAt: Duration?
  /// Columns the line takes on screen (0: nothing shows).
  private(set) var shown = 0

  init(start: Duration) { self.start = start }

  /// Asks for `text` to show; nothing is written here.
  mutating func set(_ text: String) { self.text = text }

  /// The bytes to write at `now`, if the line is due: past the delay, past the interval since
  /// the last write, and different from what shows (the seconds count as a difference).
  mutating func output(at now: Duration) -> String? {
    guard let text, now - start >= Self.delay else { return nil }
    if let writtenAt, now - writtenAt < Self.interval { return nil }
    let line = "\(text) \((now - start).components.seconds) s"
    guard line != written else { return nil }
    let columns = CellWidth.columns(line)
    let padding = String(repeating: " ", count: max(shown - columns, 0))
    written = line
    writtenAt = now
    shown = columns
    return "\r" + line + padding
  }

  /// The bytes that blank the line, if one shows; the next `output` writes it anew.
  mutating func clear() -> String? {
    guard shown > 0 else { return nil }
    let blank = "\r" + String(repeating: " ", count: shown) + "\r"
    shown = 0
    written = nil
    writtenAt = nil
    return blank
  }
}
