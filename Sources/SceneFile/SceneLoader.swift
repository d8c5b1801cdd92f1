import Foundation
import TransitionEngine
import Yams
import Wording

/// Reads scene files (YAML) into the engine's `SceneSpec`, with `path:line:column` errors.
public enum SceneLoader {
  /// Reads and parses the scene file at `path`; `swift` reads its Swift (SwiftScene's
  /// `SwiftRuntime`; without it, a scene with Swift is a located error).
  public static func load(
    path: String, swift: (any SceneSwift)? = nil
  ) throws(SceneError) -> SceneSpec {
    try parse(read(path), path: path, swiftFile: swiftFileReader(beside: path), swift: swift)
  }

  /// Parses scene text; `path` is used in error messages, `swiftFile` reads the scene's
  /// `swift:` files (by default none can be read) and `swift` reads their Swift.
  public static func parse(
    _ text: String, path: String,
    swiftFile: @escaping (String) -> (path: String, text: String)? = { _ in nil },
    swift: (any SceneSwift)? = nil
  ) throws(SceneError) -> SceneSpec {
    var stream = try parseUpToSteps(text, path: path, swiftFile: swiftFile, swift: swift)
    while try stream.next() != nil {}
    return stream.whole
  }

  /// Reads the scene file at `path` up to its steps, which the stream then reads one at a
  /// time: the same scene and the same errors as `load`, a step's error when it is read.
  public static func stream(
    path: String, swift: (any SceneSwift)? = nil
  ) throws(SceneError) -> SceneStream {
    try parseUpToSteps(
      read(path), path: path, swiftFile: swiftFileReader(beside: path), swift: swift)
  }

  /// `parse`, up to the steps (`stream`).
  public static func parseUpToSteps(
    _ text: String, path: String,
    swiftFile: @escaping (String) -> (path: String, text: String)? = { _ in nil },
    swift: (any SceneSwift)? = nil
  ) throws(SceneError) -> SceneStream {
    try InputLimits.checkSize(of: text, path: path)
    if let issue = PreScanner.check(text) {
      throw SceneError(path: path, line: issue.line, column: issue.column, message: issue.message)
    }
    let document: Node?
    do {
      document = try Yams.compose(yaml: text, Resolver.basic, Constructor.default, .utf8)
    } catch {
      throw YAMLErrors.sceneError(from: error, text: text, path: path)
    }
    guard let document else {
      throw SceneError(
        path: path, line: 1, column: 1,
        message: "scene file is empty (expected a mapping with 'title' and 'root')")
    }
    let context = ReadContext(path: path, text: text, swiftFile: swiftFile, runtime: swift)
    return try SceneReader(context: context).readUpToSteps(document)
  }

  /// Reads `swift:` files from the scene file's folder.
  public static func swiftFileReader(beside path: String) -> (String) -> (
    path: String, text: String
  )? {
    return { name in
      let full = swiftFilePath(name, beside: path)
      guard (try? read(full)) != nil, let text = try? read(full) else { return nil }
      return (full, text)
    }
  }

  /// Where a `swift:` file the scene at `path` names is: relative to the scene's folder.
  public static func swiftFilePath(_ name: String, beside path: String) -> String {
    let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    return name.hasPrefix("/") || folder.isEmpty ? name : folder + "/" + name
  }

  /// The file's text, read no further than the size limit.
  private static func read(_ path: String) throws(SceneError) -> String {
    func failure(_ message: String) -> SceneError {
      SceneError(path: path, line: 1, column: 1, message: message)
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw failure(CommandWords.file(.noSuchFile).english)
    }
    if isDirectory.boolValue { throw failure(CommandWords.file(.isDirectory).english) }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw failure(CommandWords.file(.permissionDenied).english)
    }
    let limit = InputLimits.maxFileBytes
    let data: Data
    do {
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      throw failure("cannot read file: \(error.localizedDescription)")
    }
    if data.count > limit {
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int
      let bytes = size.map { "\($0) bytes" } ?? "more than \(limit) bytes"
      throw failure("scene file is too large (\(bytes); the limit is \(limit))")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw failure(CommandWords.file(.notUTF8).english)
    }
    return text
  }
}
