import Foundation
import SceneFile
import SwiftScene
import TransitionEngine

/// One fuzz case: scene text checked against every promise the program makes about input
/// that loads or does not.
struct FuzzCase {
  let name: String
  let text: String
  /// `swift:` files the case reads instead of the shipped ones of that name (the Swift
  /// mutation fuzzer's mutants).
  var swiftFiles: [String: String] = [:]

  /// Every broken promise (empty when the case is sound): an error without a location, an
  /// invariant broken after a phase, a step that does not run from `before` to `after` or
  /// names two of its phases alike, JSON that does not parse, JSON or text from the writers'
  /// byte caches that differs from what writing every node anew gives, a phase the viewer
  /// cannot draw at 80×24 or 120×40, or a scene that the YAML writer does not write back to
  /// the same timeline.
  func problems() -> [String] { check().problems }

  /// Whether the text loaded, and the problems found.
  func check() -> (loaded: Bool, problems: [String]) {
    let (loaded, problems, _) = checkWithError()
    return (loaded, problems)
  }

  /// As `check`, also giving the load error's message.
  func checkWithError() -> (loaded: Bool, problems: [String], error: String?) {
    let path = name + ".yaml"
    // A case that crashes the process ends the run: the one running is on disk.
    if let running = FuzzPaths.running {
      try? text.write(to: running, atomically: false, encoding: .utf8)
    }
    let scene: SceneSpec
    let mutants = swiftFiles
    let swiftFile = { (name: String) in
      mutants[name].map { (name, $0) } ?? FuzzPaths.swiftFile(name)
    }
    do {
      scene = try SwiftSceneLoader.parse(text, path: path, swiftFile: swiftFile)
    } catch {
      let located = ([path] + swiftFiles.keys.sorted()).contains {
        Self.isLocated(error.description, path: $0)
      }
      return (false, located ? [] : ["unlocated error: \(error)"], error.message)
    }
    let timeline = TimelineBuilder.build(scene)
    var problems: [String] = []
    for step in timeline.steps {
      if step.index > 0
        && (step.phases.first?.name != "before" || step.phases.last?.name != "after")
      {
        problems.append("step \(step.index) does not run from before to after")
      }
      problems += InvariantChecker.repeatedPhaseNames(in: step)
      for phase in step.phases {
        for problem in InvariantChecker.violations(in: phase) {
          problems.append("step \(step.index) (\(step.action)) phase '\(phase.name)': \(problem)")
        }
      }
    }
    let json = JSONDescription.render(timeline)
    if (try? JSONSerialization.jsonObject(with: Data(json.utf8))) == nil {
      problems.append("JSON output does not parse")
    }
    // The writers copy what the last phase wrote (records, whole subtrees, the bytes of
    // containers above a change): they must write what formatting every node anew writes.
    if json != JSONDescription.render(timeline, reusingRecordBytes: false) {
      problems.append("JSON from the byte caches differs from JSON written anew")
    }
    if TimelineText.render(timeline) != TimelineText.render(timeline, reusingRecordBytes: false) {
      problems.append("text from the byte caches differs from text written anew")
    }
    _ = TimelineText.render(timeline, tree: .controllers)
    problems += Self.viewerProblems(scene)
    problems += Self.roundTripProblems(scene, timeline: timeline, swiftFile: swiftFile)
    return (true, problems, nil)
  }

  /// `path:line:column: error: message` with positive numbers.
  static func isLocated(_ description: String, path: String) -> Bool {
    guard description.hasPrefix(path + ":") else { return false }
    let rest = description.dropFirst(path.count + 1).split(
      separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard rest.count == 4, let line = Int(rest[0]), let column = Int(rest[1]) else { return false }
    return line > 0 && column > 0 && rest[2] == " error" && !rest[3].isEmpty
  }
}
