/// The app's Swift as the command line hands it to the scene reader: SceneFile parses no Swift
/// and runs none; for a scene that names `swift:` files or writes Swift in a step, the reader
/// starts one `SceneSwiftReading` and asks it only what the scene's text cannot say
/// (docs/ARCHITECTURE.md, "Where the app's code runs"). SwiftScene's `SwiftRuntime` is the one
/// the tool uses.
public protocol SceneSwift {
  /// A fresh reading for one scene: no files yet.
  func startScene() -> any SceneSwiftReading
}
