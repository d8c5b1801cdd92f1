/// A reader of `swift:` files that keeps what it read, by the scene's names, in order.
final class RecordingReader {
  private let reader: (String) -> (path: String, text: String)?
  private(set) var files: [(name: String, text: String)] = []

  init(_ reader: @escaping (String) -> (path: String, text: String)?) { self.reader = reader }

  func read(_ name: String) -> (path: String, text: String)? {
    let result = reader(name)
    if let result, !files.contains(where: { $0.name == name }) {
      files.append((name, result.text))
    }
    return result
  }
}
