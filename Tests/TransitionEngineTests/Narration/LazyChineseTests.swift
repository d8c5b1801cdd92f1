import Foundation
import TestSupport
import Testing

@testable import TransitionEngine

/// Counts the calls of a told note's Chinese, from whichever thread reads it.
private final class Calls: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func add() {
    lock.lock()
    count += 1
    lock.unlock()
  }

  var total: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}

/// A told note's Chinese written when asked (`ToldNote(english:later:)`) is the note its
/// written Chinese gives, in both languages; a story with no Chinese leaves the note English,
/// marked, as a producer's words are; English readers never make the Chinese.
@Suite struct LazyChineseTests {
  static let english = "Home presents Card over the whole screen (P-1, M-1). "
  static let chinese = "Home 全屏 present Card (P-1, M-1)。"

  @Test func laterEqualsWritten() {
    let later = PhaseNote(.told(ToldNote(english: Self.english, later: { Self.chinese })))
    let written = PhaseNote(.told(ToldNote(english: Self.english, chinese: Self.chinese)))
    #expect(later == written)
    for language in NoteLanguage.allCases {
      #expect(later.text(in: language) == written.text(in: language))
      #expect(later.joined(in: language) == written.joined(in: language))
      #expect(later.isWritten(in: language) && written.isWritten(in: language))
      #expect([later].joinedText(in: language) == [written].joinedText(in: language))
    }
    #expect(later.text(in: .zhHans) == "Home 全屏 present Card (P-1, M-1)。")
    #expect(later.text == "Home presents Card over the whole screen (P-1, M-1).")
    #expect(later.rules == ["P-1", "M-1"])
    #expect(later.rules == written.rules)
  }

  @Test func noChineseStaysEnglishAndMarked() {
    let later = PresentStory.note(Self.english, later: { nil })
    let words = PhaseNote(words: Self.english)
    for language in NoteLanguage.allCases {
      #expect(later.text(in: language) == words.text(in: language))
      #expect(later.isWritten(in: language) == words.isWritten(in: language))
      for marking in [true, false] {
        #expect(
          [later].joinedText(in: language, marking: marking)
            == [words].joinedText(in: language, marking: marking))
      }
    }
    #expect(!later.isWritten(in: .zhHans))
    #expect(
      [later].joinedText(in: .zhHans)
        == "〔未译〕Home presents Card over the whole screen (P-1, M-1). ")
    #expect(later.rules == words.rules)
  }

  @Test func englishReadersNeverWriteTheChinese() {
    let calls = Calls()
    let note = PresentStory.note(Self.english) {
      calls.add()
      return Self.chinese
    }
    _ = [note].joinedText
    _ = [note].joinedText(in: .english)
    _ = note.text(in: .english)
    _ = note.isWritten(in: .english)
    _ = note.rules
    #expect(calls.total == 0)
    #expect([note].joinedText(in: .zhHans) == Self.chinese + " ")
    #expect(calls.total == 1)
  }

  /// A presentation and its dismissal, planned; every phase read in Chinese on the planning
  /// thread and on another gives the same words, and reading twice gives them again.
  @Test func storiesReadTheSameOnAnyThread() async {
    let sheet = PresentSpec(controller: Fixtures.plain("Card"), from: "Home", style: .pageSheet)
    let full = PresentSpec(controller: Fixtures.plain("Full"), from: "Home", style: .fullScreen)
    let scene = SceneSpec(
      title: "lazy chinese", root: Fixtures.nav("Nav", ["Home"]),
      steps: [
        Fixtures.step(.present(sheet)),
        Fixtures.step(.dismiss("Card", interactiveCancelled: false)),
        Fixtures.step(.present(full)), Fixtures.step(.dismiss("Full", interactiveCancelled: false)),
      ])
    let timeline = plan(scene)
    let here = timeline.steps.map { $0.phases.map { $0.explanation(in: .zhHans) } }
    let there = await Task.detached {
      timeline.steps.map { $0.phases.map { $0.explanation(in: .zhHans) } }
    }.value
    #expect(here == there)
    #expect(here == timeline.steps.map { $0.phases.map { $0.explanation(in: .zhHans) } })
    let told = here.joined().filter { $0.contains("present") && !$0.contains("〔未译〕") }
    #expect(told.count >= 8)
  }

  /// The split of a note's words into lead, text and trail is the one the Unicode
  /// properties give, whether the ASCII bytes find it or not.
  @Test func splitIsTheScalarSplit() {
    let words = [
      "A.", " A. ", "\tA (M-1).\n", "   ", "", "Home 全屏 present。", " 甲 ", "\u{00A0}A\u{00A0}",
      "A\u{3000}", "\u{2003} A", " é ", "e\u{0301}", "\u{000B}A\u{000C}", "\u{001C}A\u{001F}",
    ]
    for text in words {
      let reference = Self.scalarSplit(text)
      let split = PhaseNote.split(text)
      #expect(split.lead == reference.lead && split.text == reference.text, "\(text)")
      #expect(split.trail == reference.trail, "\(text)")
    }
  }

  static func scalarSplit(_ words: String) -> (lead: String, text: String, trail: String) {
    let scalars = words.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return (words, "", "") }
    let after = scalars.index(after: last)
    return (
      String(scalars[..<first]), String(scalars[first..<after]), String(scalars[after...])
    )
  }
}
