import Foundation
import SceneFile
import TUI
import TransitionEngine

/// Carries out `Effect.saveScene`: writes the scene as opened with the steps added in the
/// viewer after it, as a new YAML file in the current folder, so that opening the file gives
/// the same timeline. `SceneWriter` (SceneFile) adds the steps to a scene file's own text;
/// the playground is written from its built-in text; a real-Swift scene's `swift:` files go
/// beside it (`SceneSaver+SwiftFiles`). This type only reads and writes files.
enum SceneSaver {
  /// Writes the file; returns its path, or throws a message for the status line.
  static func save(_ entry: SceneEntry, added: [StepSpec], folder: String = ".") throws(SaveError)
    -> String
  {
    let base: String
    if entry.path.isEmpty {
      base = Playground.yaml
    } else {
      guard let text = SceneSource.text(of: entry.path) else {
        throw SaveError("cannot read \(entry.path)")
      }
      base = text
    }
    guard let text = SceneWriter.appending(added, to: base) else {
      throw SaveError("steps: is not the last key of \(entry.path); add the steps by hand")
    }
    let stem = entry.path.isEmpty ? "playground" : stemName(entry.path) + "-steps"
    let path = freePath(folder: folder, stem: stem)
    try write(try swiftFiles(of: entry, folder: folder))
    do {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      throw SaveError("cannot write \(path): \(error.localizedDescription)")
    }
    return path
  }

  static func stemName(_ path: String) -> String {
    let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    return name.isEmpty ? "scene" : name
  }

  /// `folder/stem.yaml`, or `stem-2.yaml`, `stem-3.yaml`… when taken.
  static func freePath(folder: String, stem: String) -> String {
    var path = "\(folder)/\(stem).yaml"
    var number = 2
    while FileManager.default.fileExists(atPath: path) {
      path = "\(folder)/\(stem)-\(number).yaml"
      number += 1
    }
    return path
  }

  /// Why a save did not happen.
  struct SaveError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
