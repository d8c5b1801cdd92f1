import Foundation
import TUI
import TransitionEngine

/// Carries out `Effect.saveScene`: writes the scene as opened with the steps added in the
/// viewer after it, as a new YAML file in the current folder, so that opening the file gives
/// the same timeline. A scene file is copied as it is and the steps appended to its `steps:`
/// list (which must be its last key); the playground is written from its built-in text.
enum SceneSaver {
  /// Writes the file; returns its path, or throws a message for the status line.
  static func save(_ entry: SceneEntry, added: [StepSpec], folder: String = ".") throws(SaveError)
    -> String
  {
    let items = StepWriter.items(added)
    let base: String
    if entry.path.isEmpty {
      base = Playground.yaml
    } else {
      guard let text = SceneSource.text(of: entry.path) else {
        throw SaveError("cannot read \(entry.path)")
      }
      base = text
    }
    guard let text = appending(items, to: base) else {
      throw SaveError("steps: is not the last key of \(entry.path); add the steps by hand")
    }
    let stem = entry.path.isEmpty ? "playground" : stemName(entry.path) + "-steps"
    let path = freePath(folder: folder, stem: stem)
    do {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      throw SaveError("cannot write \(path): \(error.localizedDescription)")
    }
    return path
  }

  /// The scene's text with `items` added at the end of its `steps:` list (or a new list).
  static func appending(_ items: String, to base: String) -> String? {
    var lines = base.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
    let topLevel = lines.indices.filter { index in
      let line = lines[index]
      guard let first = line.first, first.isLetter, let colon = line.firstIndex(of: ":") else {
        return false
      }
      return line[..<colon].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    guard let stepsLine = topLevel.last(where: { lines[$0].hasPrefix("steps:") }) else {
      return lines.joined(separator: "\n") + "\nsteps:\n" + items
    }
    guard stepsLine == topLevel.last else { return nil }
    let rest = lines[stepsLine].dropFirst("steps:".count).trimmingCharacters(in: .whitespaces)
    if rest == "[]" {
      lines[stepsLine] = "steps:"
    } else if !rest.isEmpty && !rest.hasPrefix("#") {
      return nil  // a flow list on the steps line
    }
    let indent =
      lines[(stepsLine + 1)...].first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("- ") }
      .map { String($0.prefix { $0 == " " }) } ?? "  "
    let shifted = items.split(separator: "\n").map { line in
      indent + line.dropFirst(2)
    }
    return (lines + shifted).joined(separator: "\n") + "\n"
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
