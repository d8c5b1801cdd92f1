import Foundation
import RuleBook
import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// `tscope print --format json` gives each phase its `"notes"` (role, text, rules,
/// controllers, lines) beside the `"explanation"` it always had, and that explanation cites no
/// rule its notes lack.
@Suite struct NotesJSONTests {
  static let scenes = [
    "push", "one-run-loop-turn", "animator-over-black-screen", "form-sheet-iphone",
    "current-context-split",
  ]

  @Test(arguments: scenes) func everyPhaseHasNotesThatCarryTheExplanationsRules(_ name: String)
    throws
  {
    let path = RuleBookTests.root.appendingPathComponent("Scenes/\(name).yaml").path
    let json = JSONDescription.render(TimelineBuilder.build(try SwiftSceneLoader.load(path: path)))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let steps = try #require(document["steps"] as? [[String: Any]])
    var checked = 0
    for step in steps {
      for phase in try #require(step["phases"] as? [[String: Any]]) {
        let explanation = try #require(phase["explanation"] as? String)
        let notes = try #require(phase["notes"] as? [[String: Any]])
        var rules = Set<String>()
        var texts: [String] = []
        for note in notes {
          let role = try #require(note["role"] as? String)
          #expect(NoteRole(rawValue: role) != nil)
          texts.append(try #require(note["text"] as? String))
          rules.formUnion(try #require(note["rules"] as? [String]))
          #expect(note["controllers"] is [String])
          #expect(note["lines"] is [String])
        }
        #expect(RuleCitations.ids(in: explanation).isSubset(of: rules), "\(name)")
        let words = explanation.split(whereSeparator: \.isWhitespace)
        #expect(texts.joined(separator: " ").split(whereSeparator: \.isWhitespace) == words)
        checked += 1
      }
    }
    #expect(checked > 3)
  }

  /// The keys a phase had before notes are all there, in their order, with `"notes"` last.
  @Test func theOldKeysStayAndNotesComeLast() throws {
    let path = RuleBookTests.root.appendingPathComponent("Scenes/push.yaml").path
    let json = JSONDescription.render(TimelineBuilder.build(try SwiftSceneLoader.load(path: path)))
    #expect(json.contains("], \"explanation\": \""))
    #expect(json.contains("\"appMistakes\": [], \"notes\": [{\"role\": \"happened\", \"text\": \""))
  }
}
