/// Writes a line to standard error.
enum StandardError {
  static func write(_ line: String) {
    Platform.write(line + "\n", to: 2)
  }
}
