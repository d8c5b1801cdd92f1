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
    let lower = path.lowercased()
    guard !lower.hasSuffix(".yaml"), !lower.hasSuffix(".yml"),
      let data = FileManager.default.contents(atPath: path),
      let dump = try? DumpReader.read(bytes: Array(data), path: path)
    else { return nil }
    let draft = DumpSceneWriter.write(Explainer.explain([dump]))
    guard let spec = try? SceneLoader.parse(draft.text, path: path) else { return nil }
    // No path: the file is not a scene, so reloading or saving over it must not happen.
    return SceneEntry(path: "", spec: spec)
  }
}
