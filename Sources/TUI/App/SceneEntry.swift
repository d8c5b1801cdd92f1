import TransitionEngine

/// A scene the viewer can open: the file it came from and the scene it holds.
public struct SceneEntry: Hashable, Sendable {
  /// The scene file's path; empty for scenes built in code (the playground).
  public var path: String
  public var spec: SceneSpec

  public init(path: String, spec: SceneSpec) {
    self.path = path
    self.spec = spec
  }
}
