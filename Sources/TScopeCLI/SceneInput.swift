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
    do {
      return try SceneLoader.load(path: path)
    } catch {
      StandardError.write(error.description)
      throw ExitCode.failure
    }
  }
}

/// Writes a line to standard error.
enum StandardError {
  static func write(_ line: String) {
    Platform.write(line + "\n", to: 2)
  }
}

/// Writes whole files (`-o FILE`).
enum OutputFile {
  static func write(_ text: String, to path: String) throws {
    try Platform.writeFile(text, to: path)
  }
}
