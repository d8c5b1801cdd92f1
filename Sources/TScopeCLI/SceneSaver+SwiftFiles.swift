import Foundation
import TUI

extension SceneSaver {
  /// A real-Swift scene names its `swift:` files relative to itself, so they go beside the
  /// written scene: each is copied from the scene's folder (or from the built-in scenes)
  /// unless `folder` already holds it with the same text. A file of that name with other text
  /// is never overwritten, and a name that leaves the folder (`../Shared/A.swift`, `/…`) is not
  /// copied: the save fails, saying which, and nothing is written.
  static func swiftFiles(
    of entry: SceneEntry, folder: String,
    source: SceneSource.Resolved? = nil
  ) throws(SaveError) -> [(path: String, text: String)] {
    guard !entry.spec.swiftFiles.isEmpty else { return [] }
    let source = source ?? SceneSource.resolve(entry.path)
    let sceneFolder = URL(fileURLWithPath: source.path).deletingLastPathComponent()
    var files: [(path: String, text: String)] = []
    for name in entry.spec.swiftFiles {
      if name.hasPrefix("/") || name.split(separator: "/").contains("..") {
        throw SaveError("\(name) is outside the scene's folder; copy it beside the saved scene")
      }
      let text: String?
      if source.builtIn != nil {
        text = BuiltInScenes.swiftFile(name)?.text
      } else {
        text = try? String(
          contentsOf: sceneFolder.appendingPathComponent(name), encoding: .utf8)
      }
      guard let text else { throw SaveError("cannot read \(name)") }
      let path = "\(folder)/\(name)"
      if let existing = try? String(contentsOfFile: path, encoding: .utf8) {
        guard existing == text else {
          throw SaveError("\(path) exists with other Swift; save from another folder")
        }
        continue
      }
      files.append((path, text))
    }
    return files
  }

  /// Writes the Swift files `swiftFiles` found missing.
  static func write(_ files: [(path: String, text: String)]) throws(SaveError) {
    for file in files {
      do {
        try FileManager.default.createDirectory(
          at: URL(fileURLWithPath: file.path).deletingLastPathComponent(),
          withIntermediateDirectories: true)
        try file.text.write(toFile: file.path, atomically: true, encoding: .utf8)
      } catch {
        throw SaveError("cannot write \(file.path): \(error.localizedDescription)")
      }
    }
  }
}
