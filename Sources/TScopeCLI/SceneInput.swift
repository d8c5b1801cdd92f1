import ArgumentParser
import SceneFile
import TransitionEngine
import Wording

/// Loads scenes for the commands and turns scene errors into `path:line:column: error:` lines.
/// A scene argument is a file or the name of a built-in scene (`SceneSource`).
enum SceneInput {
  /// Loads and plans a scene, or prints the error to stderr and exits with status 1.
  static func timeline(path: String, language: Language = .en) throws -> Timeline {
    TimelineBuilder.build(try spec(path: path, language: language))
  }

  /// Loads a scene, or prints the error to stderr and exits with status 1. A file that
  /// shadows a built-in scene of the same name says so on stderr.
  static func spec(path: String, language: Language = .en) throws -> SceneSpec {
    if let dump = DumpScene.entry(path: path) { return dump.spec }
    do {
      let source = try SceneSource.load(path)
      if let note = source.note { StandardError.write(note) }
      return source.spec
    } catch {
      StandardError.write(described(error, in: language))
      throw ExitCode.failure
    }
  }

  /// `spec`, with a file's steps left to be read one at a time (`SceneStream`): a step's
  /// error comes when that step is read, from `SceneInput.described`.
  static func stream(path: String, language: Language = .en) throws -> SceneStream {
    if let dump = DumpScene.entry(path: path) { return SceneStream(reading: dump.spec) }
    do {
      let source = try SceneSource.stream(path)
      if let note = source.note { StandardError.write(note) }
      return source.stream
    } catch {
      StandardError.write(described(error, in: language))
      throw ExitCode.failure
    }
  }

  /// The located error as `path:line:column: error: message`, its message in `language` when
  /// it is one of the common file errors (the others are the scene reader's, in English).
  static func described(_ error: SceneError, in language: Language) -> String {
    guard
      let problem = CommandWords.FileProblem.allCases.first(where: {
        CommandWords.file($0).english == error.message
      })
    else { return error.description }
    var translated = error
    translated.message = CommandWords.file(problem).text(in: language)
    return translated.description
  }
}
