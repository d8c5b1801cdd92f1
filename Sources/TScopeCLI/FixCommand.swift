import ArgumentParser
import FixIt
import SceneFile
import SwiftScene
import TransitionEngine
import Wording

/// `tscope fix SCENE…`: for each mistake of the app's code a scene shows, the smallest
/// one-line edit of its Swift that removes it, found by running the scene with each edit,
/// printed as a unified diff.
struct FixCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fix",
    abstract: "Find and prove a one-line fix for each mistake of your Swift in a scene.",
    discussion: """
      For every app mistake `tscope check` names, runs the scene with one-line edits of its \
      `swift:` files (the blamed line deleted, a missing `completeTransition`, \
      `removeFromSuperview` or `addSubview(toView)` inserted) and prints the first edit \
      with which the mistake is gone and nothing else gets worse, as a unified diff \
      (`patch -p1` applies it in the scene's folder). Exit status 1 when a scene does not \
      load or a mistake has no fix. Try:
        tscope fix real-swift-black-screen
        tscope compare --fix real-swift-black-screen
      """)

  @Argument(help: "Scene files (YAML) or built-in scene names.", completion: .sceneFile)
  var scenes: [String]

  @OptionGroup var lang: LanguageOption

  func run() throws {
    let language = lang.language
    var failed = false
    var mistakes = 0
    for path in scenes {
      let fixes: [FoundFix]
      do {
        fixes = try FixFinder.fixes(for: Self.input(path))
      } catch {
        StandardError.write(SceneInput.described(error, in: language))
        failed = true
        continue
      }
      for fix in fixes {
        mistakes += 1
        print("\(path): mistake: step \(fix.step) (\(fix.action)): \(fix.mistake)")
        guard let edit = fix.edit, let diff = fix.diff else {
          failed = true
          let why: FixWords =
            fix.inSwiftFiles ? .noneFound(tried: fix.tried) : .notInSwiftFiles
          print(why.text(in: language))
          continue
        }
        if fix.sameAsEarlier {
          print(FixWords.sameAsEarlier(place: "\(edit.file):\(edit.line)").text(in: language))
          continue
        }
        print(Self.words(edit, step: fix.step, tried: fix.tried).text(in: language))
        print(diff, terminator: "")
      }
    }
    if failed { throw ExitCode.failure }
    if mistakes == 0 { print(FixWords.nothingToFix(scenes: scenes.count).text(in: language)) }
  }

  /// What the edit does, in words.
  static func words(_ edit: SwiftEdit, step: Int, tried: Int) -> FixWords {
    let place = "\(edit.file):\(edit.line)"
    switch edit.change {
    case .delete: return .deletes(place: place, step: step, tried: tried)
    case .insert: return .inserts(place: place, step: step, tried: tried)
    case .replace: return .changes(place: place, step: step, tried: tried)
    }
  }

  /// `delete Fade.swift:17`, `insert before Fade.swift:35`, `change Fade.swift:20`: the edit in
  /// a few words, for a label.
  static func summary(_ edit: SwiftEdit) -> String {
    switch edit.change {
    case .delete: return "delete \(edit.file):\(edit.line)"
    case .insert: return "insert before \(edit.file):\(edit.line)"
    case .replace: return "change \(edit.file):\(edit.line)"
    }
  }

  /// The scene `argument` names, with the reader of its `swift:` files (beside it, or built
  /// in). A file that cannot be read is its located error.
  static func input(_ argument: String) throws(SceneError) -> FixInput {
    let source = SceneSource.resolve(argument)
    if let text = source.builtIn {
      return FixInput(sceneText: text, path: source.path, swiftFile: BuiltInScenes.swiftFile)
    }
    guard let text = SceneSource.text(of: source.path) else {
      _ = try SwiftSceneLoader.load(path: source.path)
      throw SceneError(path: source.path, line: 1, column: 1, message: "cannot read file")
    }
    return FixInput(
      sceneText: text, path: source.path,
      swiftFile: SceneLoader.swiftFileReader(beside: source.path))
  }
}
