import ArgumentParser
import SceneFile
import TransitionEngine

/// Loads scenes for the commands and turns scene errors into `path:line:column: error:` lines.
/// A scene argument is a file or the name of a built-in scene (`SceneSource`).
enum SceneInput {
  /// Loads and plans a scene, or prints the error to stderr and exits with status 1.
  static func timeline(path: String) throws -> Timeline {
    TimelineBuilder.build(try spec(path: path))
  }

  /// Loads a scene, or prints the error to stderr and exits with status 1. A file that
  /// shadows a built-in scene of the same name says so on stderr.
  static func spec(path: String) throws -> SceneSpec {
    if let dump = DumpScene.entry(path: path) { return dump.spec }
    do {
      let source = try SceneSource.load(path)
      if let note = source.note { StandardError.write(note) }
      return source.spec
    } catch {
      StandardError.write(error.description)
      throw ExitCode.failure
    }
  }
}
