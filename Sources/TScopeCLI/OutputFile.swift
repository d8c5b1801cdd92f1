/// Writes whole files (`-o FILE`).
enum OutputFile {
  static func write(_ text: String, to path: String) throws {
    try Platform.writeFile(text, to: path)
  }
}
