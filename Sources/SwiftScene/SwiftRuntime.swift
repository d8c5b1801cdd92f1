import SceneFile

/// The app's Swift for the scene reader (SceneFile's `SceneSwift`), as the command line hands
/// it over: each scene read gets its own `SwiftSceneReading`, which parses the `swift:` files
/// with swift-syntax and makes the `SwiftAppCode` program the planner asks.
public struct SwiftRuntime: SceneSwift {
  /// Parses shared with the other scenes of one run (`tscope scan`, fix-it trials), when given.
  public let cache: SwiftSourceCache?

  public init(cache: SwiftSourceCache? = nil) {
    self.cache = cache
  }

  public func startScene() -> any SceneSwiftReading {
    SwiftSceneReading(cache: cache)
  }
}
