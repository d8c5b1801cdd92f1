import Foundation
import SceneFile
import SwiftScene
import TestSupport
import Testing

@testable import TransitionEngine

/// The random valid scenes of the fuzz generator in Simplified Chinese: no note of theirs is
/// left in English (`〔未译〕`). The generator reaches paths no shipped scene takes, so this is
/// where a producer still writing English only is found.
@Suite struct ChineseFuzzTests {
  static var cases: Int { TestDepth.count(quick: 60, full: 300) }

  /// Kinds of note (their first 60 characters) the generated scenes of seed 7 still leave in
  /// English: paths no shipped scene takes (DECISIONS, "No `〔未译〕` left…"). Lower it when
  /// Chinese replaces one; never raise it.
  static let stillEnglish = 0

  @Test func generatedScenesLeaveNoNoteInEnglish() throws {
    var marked: [String: String] = [:]
    var loaded = 0
    for index in 0..<Self.cases {
      var generator = SceneGenerator(seed: 7 &* 1_000_003 &+ UInt64(index))
      let text = generator.scene()
      guard
        let scene = try? SwiftSceneLoader.parse(
          text, path: "gen-\(index).yaml", swiftFile: FuzzPaths.swiftFile)
      else { continue }
      loaded += 1
      for step in TimelineBuilder.build(scene).steps {
        for phase in step.phases {
          for note in phase.notes where !note.text.isEmpty && !note.isWritten(in: .zhHans) {
            let key = String(note.text.prefix(60))
            marked[key] = marked[key] ?? "gen-\(index) step \(step.index), \(phase.name)"
          }
        }
      }
    }
    #expect(loaded >= Self.cases / 6)
    let listed = marked.sorted { $0.key < $1.key }.map { "\($0.value): \($0.key)" }
    #expect(
      marked.count <= Self.stillEnglish,
      "\(marked.count) kinds of note have no Chinese:\n\(listed.joined(separator: "\n"))")
  }
}
