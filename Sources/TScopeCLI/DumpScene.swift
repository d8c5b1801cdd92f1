import DumpExplain
import DumpReader
import Foundation
import SceneFile
import TUI

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
    let scene = (try? SceneLoader.parse(draft.text, path: path)).map {
      SceneEntry(path: "", spec: $0)
    }
    return DumpPage(
      path: path, explanation: explanation, scene: scene, rebuildSteps: draft.rebuildSteps)
  }
}
