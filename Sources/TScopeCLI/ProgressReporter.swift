import Synchronization

/// A progress line on standard error for long work (`bench`, `check`, `export`, `explain`):
/// only when standard error is a terminal, from about a second in, at most ten writes a
/// second, cleared when the work ends. A piped or redirected run writes nothing extra.
///
/// The work calls `update` as it goes; a ticker writes the line between calls too, so one
/// long stage (planning a scene, explaining a dump) still shows its line and its seconds.
/// Anything else written to standard error while the line shows goes through `say`
/// (`StandardError.write` does so), and standard output waits for `finish`.
final class ProgressReporter: Sendable {
  private struct State {
    var line: ProgressLine
    var finished = false
  }

  /// The live reporter, if one runs: `StandardError.write` goes through it.
  static let active = Mutex<ProgressReporter?>(nil)

  private let state: Mutex<State>
  private let enabled: Bool
  private let now: @Sendable () -> Duration
  private let write: @Sendable (String) -> Void

  /// `now` is a monotonic clock's time; `write` takes the bytes for standard error.
  init(
    enabled: Bool, now: @escaping @Sendable () -> Duration,
    write: @escaping @Sendable (String) -> Void
  ) {
    self.enabled = enabled
    self.now = now
    self.write = write
    state = Mutex(State(line: ProgressLine(start: now())))
  }

  /// The reporter of this process: live on a terminal (with its ticker), silent otherwise.
  static func standardError() -> ProgressReporter {
    let clock = ContinuousClock()
    let origin = clock.now
    let reporter = ProgressReporter(
      enabled: Platform.isTerminal(2), now: { clock.now - origin },
      write: { Platform.write($0, to: 2) })
    if reporter.enabled {
      active.withLock { $0 = reporter }
      reporter.startTicking()
    }
    return reporter
  }

  /// The work is at `text` (`checking 3/120 files…`); written now if the line is due.
  func update(_ text: @autoclosure () -> String) {
    guard enabled else { return }
    let text = text()
    let time = now()
    state.withLock { state in
      guard !state.finished else { return }
      state.line.set(text)
      if let bytes = state.line.output(at: time) { write(bytes) }
    }
  }

  /// Writes the line if it is due (the ticker calls this about ten times a second).
  func tick() {
    guard enabled else { return }
    let time = now()
    state.withLock { state in
      guard !state.finished, let bytes = state.line.output(at: time) else { return }
      write(bytes)
    }
  }

  /// A line of its own on standard error (a warning): the progress line makes way for it and
  /// comes back at the next write.
  func say(_ line: String) {
    guard enabled else { return Platform.write(line + "\n", to: 2) }
    state.withLock { state in
      write((state.line.clear() ?? "") + line + "\n")
    }
  }

  /// Blanks the line for good; call it before writing results to standard output.
  func finish() {
    guard enabled else { return }
    state.withLock { state in
      state.finished = true
      if let bytes = state.line.clear() { write(bytes) }
    }
    Self.active.withLock { active in
      if active === self { active = nil }
    }
  }

  private func startTicking() {
    Task.detached { [self] in
      while !isFinished {
        tick()
        try? await Task.sleep(for: ProgressLine.interval)
      }
    }
  }

  private var isFinished: Bool { state.withLock { $0.finished } }
}
