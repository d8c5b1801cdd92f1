import Synchronization

/// Lines collected in the order they were written, from any thread (`StandardError.capture`).
final class LineCollector: Sendable {
  private let store = Mutex<[String]>([])

  func append(_ line: String) { store.withLock { $0.append(line) } }

  var lines: [String] { store.withLock { $0 } }
}
