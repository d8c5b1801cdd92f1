/// Writes a line to standard error (making way for a progress line that shows).
enum StandardError {
  static func write(_ line: String) {
    if let reporter = ProgressReporter.active.withLock({ $0 }) {
      reporter.say(line)
    } else {
      Platform.write(line + "\n", to: 2)
    }
  }
}
