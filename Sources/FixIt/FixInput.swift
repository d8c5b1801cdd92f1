/// A scene to find fixes for: its text, its path (for errors) and how its `swift:` files are
/// read, by the name the scene gives them.
public struct FixInput {
  /// The scene file's text.
  public let sceneText: String
  /// The scene's path, as errors name it.
  public let path: String
  /// Reads a `swift:` file by its name in the scene: its path and text, or nil.
  public let swiftFile: (String) -> (path: String, text: String)?

  /// A scene with its reader of `swift:` files.
  public init(
    sceneText: String, path: String,
    swiftFile: @escaping (String) -> (path: String, text: String)?
  ) {
    self.sceneText = sceneText
    self.path = path
    self.swiftFile = swiftFile
  }
}
