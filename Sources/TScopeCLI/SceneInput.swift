import ArgumentParser
import SceneFile
import TransitionEngine

/// Loads scenes for the commands and turns scene errors into `path:line:column: error:` lines.
enum SceneInput {
  /// Loads and plans a scene, or prints the error to stderr and exits with status 1.
  static func timeline(path: String) throws -> Timeline {
    TimelineBuilder.build(try spec(path: path))
  }

  /// Loads a scene, or prints the error to stderr and exits with status 1.
  static func spec(path: String) throws -> SceneSpec {
    if let dump = DumpScene.entry(path: path) { return dump.spec }
    do {
      return try SceneLoader.load(path: path)
    } catch {
      StandardError.write(error.description)
      throw ExitCode.failure
    }
  }
}
