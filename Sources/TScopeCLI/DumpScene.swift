import DumpExplain
import DumpReader
import Foundation
import SceneFile
import SwiftScene
import TUI
import TransitionEngine

/// `tscope DUMP`: a file that is not YAML and reads as a dump opens as the scene
/// `tscope explain --scene` would write for it (its findings in the scene's about text).
enum DumpScene {
  /// The scene rebuilt from the dump at `path`, or nil when the file is YAML or no dump.
  static func entry(path: String) -> SceneEntry? {
    page(path: path)?.scene
  }

  /// The dump at `path` as the viewer shows it (its explanation, and the rebuilt scene when
  /// that loads), or nil when the file is YAML or no dump.
  static func page(path: String) -> DumpPage? {
    let lower = path.lowercased()
    guard !lower.hasSuffix(".yaml"), !lower.hasSuffix(".yml"),
      let data = FileManager.default.contents(atPath: path),
      let dump = try? DumpReader.read(bytes: Array(data), path: path)
    else { return nil }
    let explanation = Explainer.explain([dump])
    let draft = DumpSceneWriter.write(explanation)
    // No path: the file is not a scene, so reloading or saving over it must not happen.
    let scene = (try? SwiftSceneLoader.parse(draft.text, path: path)).map {
      SceneEntry(path: "", spec: $0)
    }
    return DumpPage(
      path: path, explanation: explanation, scene: scene, rebuildSteps: draft.rebuildSteps)
  }

  /// The largest file the picker reads to see whether it is a dump: about 40,000 lines of
  /// `recursiveDescription`. A larger one still opens with `tscope FILE`.
  static let pickerMaxBytes = 4 * 1_048_576

  /// The picker's row for the file at `path` when its content reads as a dump: the dump's
  /// path (choosing the row opens it as a dump, through `Effect.openScene`) and its rebuilt
  /// scene's title. Nil for YAML, a folder, a file over `pickerMaxBytes`, or anything
  /// DumpReader does not read as a dump.
  static func pickerEntry(path: String) -> SceneEntry? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      let size = (attributes[.size] as? NSNumber)?.int64Value, size <= pickerMaxBytes,
      let page = page(path: path)
    else { return nil }
    let file = URL(fileURLWithPath: path).lastPathComponent
    let spec =
      page.scene?.spec
      ?? SceneSpec(
        title: "A dump (\(file)) whose rebuilt scene did not load",
        root: ControllerSpec(name: "Root"))
    return SceneEntry(path: path, spec: spec)
  }
}
