/// Writes a line to standard error (making way for a progress line that shows).
enum StandardError {
  /// Where the lines go instead, while a test runs a command in its own process and reads
  /// what it would have printed (`StandardError.lines(of:)`).
  @TaskLocal static var capture: LineCollector?

  static func write(_ line: String) {
    if let capture {
      capture.append(line)
      return
    }
    if let reporter = ProgressReporter.active.withLock({ $0 }) {
      reporter.say(line)
    } else {
      Platform.write(line + "\n", to: 2)
    }
  }

  /// The lines `body` writes to standard error, which it does not then print.
  static func lines(of body: () throws -> Void) rethrows -> [String] {
    let collector = LineCollector()
    try $capture.withValue(collector) { try body() }
    return collector.lines
  }
}
