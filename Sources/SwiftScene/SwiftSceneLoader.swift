import SceneFile
import TransitionEngine

/// SceneFile's `SceneLoader` with the app's Swift: what the command line, `tscope scan`, the
/// fix-its and the tests call to read a scene whose steps may be Swift.
public enum SwiftSceneLoader {
  /// Reads and parses the scene file at `path`; `cache` shares the parses of its `swift:`
  /// files with other scenes loaded with the same cache.
  public static func load(path: String, cache: SwiftSourceCache? = nil) throws(SceneError)
    -> SceneSpec
  {
    try SceneLoader.load(path: path, swift: SwiftRuntime(cache: cache))
  }

  /// Parses scene text; `path` is used in error messages and `swiftFile` reads the scene's
  /// `swift:` files (by default none can be read).
  public static func parse(
    _ text: String, path: String,
    swiftFile: @escaping (String) -> (path: String, text: String)? = { _ in nil },
    cache: SwiftSourceCache? = nil
  ) throws(SceneError) -> SceneSpec {
    try SceneLoader.parse(
      text, path: path, swiftFile: swiftFile, swift: SwiftRuntime(cache: cache))
  }
}
