import Foundation

/// A fixture app copied into a fresh temporary folder (`app/`), scanned into `out/` beside it,
/// so that the written scenes' `swift:` paths are the same on every machine.
struct ScanFixture {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")

  let folder: URL
  var app: URL { folder.appendingPathComponent("app") }
  var out: URL { folder.appendingPathComponent("out") }

  /// A copy of the fixture `name` (or an empty app).
  init(_ name: String?) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-scan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if let name {
      try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: app)
    } else {
      try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    }
  }

  func remove() { try? FileManager.default.removeItem(at: folder) }

  /// Every written scene, in name order, each after a `==> name <==` line.
  func scenes() throws -> String {
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    return try names.map { name in
      "==> \(name) <==\n"
        + (try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8))
    }.joined(separator: "\n")
  }
}
