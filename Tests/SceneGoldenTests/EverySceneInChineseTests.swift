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

  /// Shipped scenes that still leave notes in English, with how many: producers outside the
  /// narration layer's reach so far (DECISIONS, "No `〔未译〕` left…"). Lower a number when
  /// Chinese replaces a note, remove the entry at 0; never add one.
  static let stillEnglish: [String: Int] = [
    "animator-clear-container": 3,
    "animator-over-black-screen": 2,
    "real-swift-badge-on-wrapper": 2,
    "real-swift-black-screen": 1,
    "real-swift-bottom-sheet-rotation": 9,
    "real-swift-bubble-reveal": 2,
    "real-swift-cancelled-swipe": 8,
    "real-swift-card-presentation": 2,
    "real-swift-card-rotation": 4,
    "real-swift-custom-interaction": 5,
    "real-swift-embedded-children": 2,
    "real-swift-hidden-chrome": 10,
    "real-swift-inheritance": 5,
    "real-swift-interactive-tab": 2,
    "real-swift-onboarding": 4,
    "real-swift-see-through-overlay": 1,
    "real-swift-snapshot-mistakes": 4,
    "real-swift-window-dimming": 4,
  ]

  /// How many notes of the shipped scenes may fall under `ChineseProse`'s measure (mostly
  /// API names and the posts' English terms); lower it when a rewording fixes some, never
  /// raise it.
  static let notMostlyChinese = 48

  @Test func noNoteOfAShippedSceneIsLeftInEnglish() throws {
    var marked: [String] = []
    var counts: [String: Int] = [:]
    for name in SceneGoldenTests.sceneNames {
      for found in try Self.notes(of: name).notes where !found.note.isWritten(in: .zhHans) {
        marked.append("\(found.place): \(found.note.text)")
        counts[name, default: 0] += 1
      }
    }
    #expect(SceneGoldenTests.sceneNames.count >= 121)
    let listed = marked.filter { Self.stillEnglish[String($0.prefix { $0 != " " })] == nil }
    #expect(
      listed.isEmpty,
      "\(listed.count) notes have no Chinese:\n\(listed.prefix(20).joined(separator: "\n"))")
    for (name, allowed) in Self.stillEnglish.sorted(by: { $0.key < $1.key }) {
      #expect(
        counts[name, default: 0] == allowed,
        "\(name) leaves \(counts[name, default: 0]) notes in English, listed \(allowed): lower it")
    }
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
    let shown = problems.prefix(30).joined(separator: "\n")
    #expect(
      problems.count <= Self.notMostlyChinese,
      "\(problems.count) notes, \(Self.notMostlyChinese) allowed:\n\(shown)")
    if problems.count < Self.notMostlyChinese {
      Issue.record("\(problems.count) notes fall under the measure now: lower notMostlyChinese")
    }
  }
}
