import Foundation
import RuleBook
import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// Typed notes tell what the explanation told: in every shipped and regression scene (in its
/// own setting, and under `TSCOPE_EXHAUSTIVE=1` in every setting the scenes use), each
/// phase's explanation is its notes joined, and the rule IDs the notes carry as data are
/// exactly those the rule book's scanner finds in the words: note by note, and for the whole
/// explanation (so the `explanation` string `--format json` keeps cites no rule its notes
/// lack). The byte-for-byte proof that the joined text is the text before notes is the
/// goldens, and `TSCOPE_DUMP_EXPLANATIONS` (`ExplanationDumpTests`) for every setting.
@Suite struct PhaseNoteMigrationTests {
  /// The scenes, as paths from the package root.
  static let scenePaths: [String] = ["Scenes", "Tests/Regressions"].flatMap { folder in
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: RuleBookTests.root.appendingPathComponent(folder).path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(folder)/\($0)" }
  }

  /// The scenes that load, each with its spec.
  static let specs: [(path: String, spec: SceneSpec)] = scenePaths.compactMap { path in
    let url = RuleBookTests.root.appendingPathComponent(path)
    return (try? SwiftSceneLoader.load(path: url.path)).map { (path, $0) }
  }

  /// The spec as written, then (exhaustive) in every other setting a scene's header uses.
  static func variants(_ spec: SceneSpec) -> [SceneSpec] {
    guard TestDepth.exhaustive else { return [spec] }
    var seen: [String] = []
    var result: [SceneSpec] = []
    for (_, other) in specs {
      let key = "\(other.device) \(other.orientation) \(other.ios) \(other.multitasking)"
      guard !seen.contains(key) else { continue }
      seen.append(key)
      var moved = spec
      moved.device = other.device
      moved.orientation = other.orientation
      moved.ios = other.ios
      moved.multitasking = other.multitasking
      result.append(moved)
    }
    return result
  }

  /// What is wrong with one phase's notes, or nil.
  static func problem(_ phase: Phase) -> String? {
    let joined = phase.notes.map(\.text).filter { !$0.isEmpty }
    for note in phase.notes where !note.text.isEmpty {
      let found = RuleCitations.find(in: note.text).map(\.id)
      var distinct: [String] = []
      for id in found where !distinct.contains(id) { distinct.append(id) }
      if Set(note.rules) != Set(distinct) {
        return "note \(note.rules) but its words cite \(distinct): \(note.text)"
      }
    }
    let cited = RuleCitations.ids(in: phase.explanation)
    if Set(phase.notes.flatMap(\.rules)) != cited {
      return "notes \(phase.notes.flatMap(\.rules)), explanation \(cited.sorted())"
    }
    let words = phase.explanation.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    if joined.joined(separator: " ").split(whereSeparator: \.isWhitespace)
      .joined(separator: " ") != words
    {
      return "the notes' words are not the explanation's"
    }
    return nil
  }

  @Test func everyPhaseCarriesTheRulesItsWordsCite() {
    var phases = 0
    for (path, spec) in Self.specs {
      for variant in Self.variants(spec) {
        for step in TimelineBuilder.build(variant).steps {
          for phase in step.phases {
            phases += 1
            if let problem = Self.problem(phase) {
              Issue.record("\(path) step \(step.index) \(phase.name): \(problem)")
            }
          }
        }
      }
    }
    #expect(Self.specs.count > 200)
    #expect(phases > 1000)
  }

  /// A note narrated from its kind carries its rules as data and stands apart from the
  /// notes beside it: the completion block of a `code` line (D-5, P-13).
  @Test func aCompletionBlockIsANoteOfItsOwnWithItsRules() throws {
    let path = RuleBookTests.root.appendingPathComponent("Scenes/one-run-loop-turn.yaml").path
    let timeline = TimelineBuilder.build(try SwiftSceneLoader.load(path: path))
    let phase = try #require(
      timeline.steps.flatMap(\.phases).first { $0.notes.first?.rules == ["D-5", "P-13"] })
    let note = try #require(phase.notes.first)
    #expect(
      note.text
        == "The completion block of line 30 (`Card.dismiss(animated: true)`) runs now, once its "
        + "transition has completed, in a later run-loop turn (D-5, P-13).")
    #expect(note.role == .happened)
    #expect(phase.notes.count > 1)
    #expect(phase.explanation.hasPrefix(note.text + " "))
  }
}
