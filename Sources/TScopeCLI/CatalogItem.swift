import Foundation
import SceneFile
import SwiftScene
import TUI

/// One file the viewer's picker may list (`SceneCatalog`): a scene of the scenes folder, a
/// built-in scene, or another file of the folder, listed only if it reads as a dump.
struct CatalogItem: Equatable {
  /// Where the text comes from.
  enum Source: Equatable {
    /// A built-in scene: its text (the path is its file name).
    case builtIn(String)
    /// A `*.yaml` file of the scenes folder.
    case sceneFile
    /// Any other file of the folder: a row only if its content reads as a dump.
    case otherFile
  }

  /// What reading an item gave.
  enum Read: Equatable {
    case scene(SceneEntry)
    case failure(CatalogFailure)
  }

  let path: String
  let source: Source

  /// The picker's row without parsing the scene: its title from the text's `title:` line
  /// (`SceneTitleScan`). Nil when that line is not plain enough to read alone, and for the
  /// files that are not scenes (only reading them says whether they are dumps).
  func quickRow() -> CatalogEntry? {
    let text: String?
    switch source {
    case .builtIn(let builtIn): text = builtIn
    case .sceneFile: text = try? String(contentsOfFile: path, encoding: .utf8)
    case .otherFile: text = nil
    }
    return text.flatMap(SceneTitleScan.title(in:)).map { CatalogEntry(path: path, title: $0) }
  }

  /// Reads the item whole, as the picker always did: the scene or its error; nil for a file
  /// that is no dump.
  func read() -> Read? {
    switch source {
    case .builtIn(let text):
      do {
        return .scene(
          SceneEntry(
            path: path,
            spec: try SwiftSceneLoader.parse(text, path: path, swiftFile: BuiltInScenes.swiftFile)))
      } catch {
        return .failure(CatalogFailure(path: path, message: error.description))
      }
    case .sceneFile:
      do {
        return .scene(SceneEntry(path: path, spec: try SwiftSceneLoader.load(path: path)))
      } catch {
        return .failure(CatalogFailure(path: path, message: error.description))
      }
    case .otherFile:
      return DumpScene.pickerEntry(path: path).map(Read.scene)
    }
  }
}
