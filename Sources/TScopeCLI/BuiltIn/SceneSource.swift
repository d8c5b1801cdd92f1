import Foundation
import SceneFile
import SwiftScene
import TransitionEngine

/// Where a scene argument's text comes from: a file, or a scene built into tscope.
///
/// A path (anything with a `/`) is always a file. A bare name that is also a built-in scene
/// (`push`, `push.yaml`) is read from disk when such a file exists, with a note saying so:
/// first the argument itself in the current folder, then the file of that name in the
/// scenes folder the picker would use (`$TSCOPE_SCENES`, `./Scenes`, the installation's
/// `Scenes`). Otherwise it is the built-in scene, which works from any folder.
enum SceneSource {
  /// A scene argument, resolved.
  struct Resolved: Equatable {
    /// The file to read, or the built-in scene's file name.
    var path: String
    /// The scene's text when it is the built-in one.
    var builtIn: String?
    /// The line for standard error when a file shadows the built-in scene of its name.
    var note: String?
  }

  static func resolve(
    _ argument: String, scenesFolder: String?, fileExists: (String) -> Bool = Platform.fileExists
  ) -> Resolved {
    guard !argument.contains("/"), let name = BuiltInScenes.name(for: argument) else {
      return Resolved(path: argument)
    }
    if fileExists(argument) {
      return Resolved(path: argument, note: note(argument, shadowing: name))
    }
    if let folder = scenesFolder {
      let path = folder.hasSuffix("/") ? folder + name : "\(folder)/\(name)"
      if fileExists(path) { return Resolved(path: path, note: note(path, shadowing: name)) }
    }
    return Resolved(path: name, builtIn: BuiltInScenes.text(of: name))
  }

  /// Resolves against the picker's scenes folder (`explicit`: the viewer's `--scenes`).
  static func resolve(_ argument: String, explicitFolder explicit: String? = nil) -> Resolved {
    resolve(argument, scenesFolder: SceneCatalog.folder(explicit: explicit))
  }

  /// Loads the scene `argument` names: its path as resolved, the scene, and the note.
  static func load(_ argument: String, explicitFolder: String? = nil) throws(SceneError) -> (
    path: String, spec: SceneSpec, note: String?
  ) {
    let source = resolve(argument, explicitFolder: explicitFolder)
    if let text = source.builtIn {
      return (
        source.path,
        try SwiftSceneLoader.parse(text, path: source.path, swiftFile: BuiltInScenes.swiftFile), nil
      )
    }
    return (source.path, try SwiftSceneLoader.load(path: source.path), source.note)
  }

  /// `load`, with a file's steps left to be read one at a time (`SceneStream`); a built-in
  /// scene is read whole.
  static func stream(_ argument: String) throws(SceneError) -> (
    stream: SceneStream, note: String?
  ) {
    let source = resolve(argument)
    if let text = source.builtIn {
      let spec = try SwiftSceneLoader.parse(
        text, path: source.path, swiftFile: BuiltInScenes.swiftFile)
      return (SceneStream(reading: spec), nil)
    }
    return (try SceneLoader.stream(path: source.path, swift: SwiftRuntime()), source.note)
  }

  /// The text a scene entry was read from (to save it with added steps), if it can be read.
  static func text(of path: String) -> String? {
    let source = resolve(path)
    if let text = source.builtIn { return text }
    return try? String(contentsOfFile: source.path, encoding: .utf8)
  }

  private static func note(_ path: String, shadowing name: String) -> String {
    "tscope: note: reading \(path) from disk, not the built-in scene \(name)"
  }
}
