import Foundation
import Testing

/// The viewer's state changes only through the reducer: the app's one public mutating entry
/// is `handle(_:)` and the reducer's only public functions are `reduce`. Effects report back
/// as actions (`Action`), never by calling into the app; this keeps the mutators the run loop
/// once called (open, tick, reload, showStatus, …) from coming back.
@Suite struct OneWayInTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/TUI")

  /// The names of the `public` functions declared in one source file, with `mutating` or
  /// `static` as written.
  static func publicFunctions(_ path: String) throws -> [String] {
    let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      let code = line.trimmingCharacters(in: .whitespaces)
      guard code.hasPrefix("public "), let range = code.range(of: "func ") else { return nil }
      let name = code[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return code[..<range.lowerBound].trimmingCharacters(in: .whitespaces) + " " + name
    }
  }

  @Test func theAppChangesOnlyThroughHandle() throws {
    #expect(
      try Self.publicFunctions("App/TransitionScopeApp.swift")
        == ["public mutating handle", "public render"])
    #expect(
      try Self.publicFunctions("Input/TerminalApplication.swift") == ["public mutating handle"])
  }

  @Test func theReducersOnlyDoorIsReduce() throws {
    let folder = Self.folder.appendingPathComponent("Reducer")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    var functions: [String] = []
    for file in files where file.hasSuffix(".swift") {
      functions += try Self.publicFunctions("Reducer/" + file)
    }
    #expect(functions == ["public static reduce", "public static reduce"])
  }
}
