import Foundation
import SceneFile
import TUI

/// The scenes the viewer's picker lists: every `*.yaml` in a `Scenes` folder, found in the
/// current directory or else next to the executable or one of its parent folders (so a
/// binary under `.build/release` finds the package's `Scenes`).
enum SceneCatalog {
  /// The loaded scenes, sorted by file name, and the files that failed to load.
  static func load() -> (entries: [SceneEntry], failures: [SceneError]) {
    guard let folder = folder() else { return ([], []) }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var entries: [SceneEntry] = []
    var failures: [SceneError] = []
    for name in names.sorted() where name.hasSuffix(".yaml") {
      let path = folder == "Scenes" ? "Scenes/\(name)" : "\(folder)/\(name)"
      do {
        entries.append(SceneEntry(path: path, spec: try SceneLoader.load(path: path)))
      } catch {
        failures.append(error)
      }
    }
    return (entries, failures)
  }

  /// `./Scenes`, or the first `Scenes` folder beside the executable or above it.
  static func folder() -> String? {
    if isFolder("Scenes") { return "Scenes" }
    var folder = URL(fileURLWithPath: executablePath()).deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      let candidate = folder.appendingPathComponent("Scenes").path
      if isFolder(candidate) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  private static func executablePath() -> String {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return path
    }
    let argument = CommandLine.arguments.first ?? ""
    return URL(fileURLWithPath: argument).standardizedFileURL.path
  }

  private static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
