import Foundation
import SceneFile
import SwiftScene
import TestSupport
import Testing

@testable import TransitionEngine

/// Every note of every shipped scene in Simplified Chinese: none is left in English (marked
/// `〔未译〕` by `print --lang zh-Hans`), and each reads as Chinese by `ChineseProse`'s measure
/// (mostly CJK once API names, backticked code, quoted UIKit messages and the scene's names
/// are set apart). A missing translation fails here, not silently in a reader's terminal.
@Suite struct EverySceneInChineseTests {
  /// One note of a scene's timeline, with where it is.
  struct Found {
    let place: String
    let note: PhaseNote
  }

  /// Every note with words of every step of the scene `name`, and the names its notes give.
  static func notes(of name: String) throws -> (notes: [Found], names: [String]) {
    var found: [Found] = []
    var names: Set<String> = []
    for step in try ChineseNotesTests.timeline(name).steps {
      for phase in step.phases {
        for note in phase.notes where !note.text.isEmpty {
          found.append(Found(place: "\(name) step \(step.index), \(phase.name)", note: note))
          names.formUnion(note.controllers)
          names.formUnion(note.lines)
        }
      }
    }
    return (found, names.sorted())
  }

  /// How many notes of the shipped scenes may fall under `ChineseProse`'s measure (mostly
  /// API names and the posts' English terms); lower it when a rewording fixes some, never
  /// raise it.
  static let notMostlyChinese = 6

  @Test func noNoteOfAShippedSceneIsLeftInEnglish() throws {
    var marked: [String] = []
    for name in SceneGoldenTests.sceneNames {
      for found in try Self.notes(of: name).notes where !found.note.isWritten(in: .zhHans) {
        marked.append("\(found.place): \(found.note.text)")
      }
    }
    #expect(SceneGoldenTests.sceneNames.count >= 121)
    #expect(
      marked.isEmpty,
      "\(marked.count) notes have no Chinese:\n\(marked.prefix(20).joined(separator: "\n"))")
  }

  @Test func everyNoteOfAShippedSceneIsMostlyChinese() throws {
    var problems: [String] = []
    var seen = 0
    for name in SceneGoldenTests.sceneNames {
      let (notes, names) = try Self.notes(of: name)
      for found in notes where found.note.isWritten(in: .zhHans) {
        seen += 1
        let issues = ChineseProse.problems(found.note.text(in: .zhHans), values: names)
        if let first = issues.first { problems.append("\(found.place): \(first)") }
      }
    }
    #expect(seen > 1000)
    let shown = problems.prefix(60).joined(separator: "\n")
    #expect(
      problems.count <= Self.notMostlyChinese,
      "\(problems.count) notes, \(Self.notMostlyChinese) allowed:\n\(shown)")
    if problems.count < Self.notMostlyChinese {
      Issue.record("\(problems.count) notes fall under the measure now: lower notMostlyChinese")
    }
  }
}
