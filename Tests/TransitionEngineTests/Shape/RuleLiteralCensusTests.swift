import Foundation
import TestSupport
import Testing

/// Toward one narration layer: how many string literals in each engine file hold a rule ID
/// (`(M-3, M-9)`), that is, how much of the prose is still written beside the behaviour it
/// tells. Prose belongs in `Narration/`; the files outside it that still hold some are listed
/// with their count today, and the list may only shrink (as `FunctionLengthTests`'s).
@Suite struct RuleLiteralCensusTests {
  /// The narration layer: the one folder where words with rule IDs belong.
  static let narration = "Narration/"

  /// Engine files outside the narration layer that still write rule IDs in their literals,
  /// with the most literals they may hold. Lower a number when a producer moves its words to
  /// `Narration/`, remove the entry when it reaches 0; never add one.
  static let stillWriting: [String: Int] = [:]

  /// A rule ID as the rule book spells it: one to three capitals, a hyphen, a number.
  static var ruleID: NSRegularExpression? {
    try? NSRegularExpression(pattern: #"\b[A-Z]{1,3}-[0-9]+\b"#)
  }

  /// The string literals of one line (the text between unescaped quotes, outside a `//`
  /// comment); the pieces of a literal split by an interpolation count as one literal each.
  static func literals(_ line: Substring) -> [String] {
    var literals: [String] = []
    var current: String?
    var previous: Character = " "
    for character in line {
      defer { previous = character }
      if current == nil, character == "/", previous == "/" { break }
      if character == "\"", previous != "\\" {
        if let text = current {
          literals.append(text)
          current = nil
        } else {
          current = ""
        }
        continue
      }
      current?.append(character)
    }
    return literals
  }

  /// How many literals of `text` hold a rule ID.
  static func count(_ text: String) -> Int {
    guard let ruleID else { return 0 }
    return text.split(separator: "\n").reduce(0) { sum, line in
      sum
        + literals(line).filter {
          ruleID.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil
        }.count
    }
  }

  @Test func theCensusCountsLiteralsWithRuleIDs() {
    let sample = """
      // "(M-3)" in a comment does not count
      let end = "nothing was removed (M-3, M-9)." + name
      let plain = "no rule here", other = "UIKit removes it (T-4)"
      """
    #expect(Self.count(sample) == 2)
  }

  /// The counts of the files outside the narration layer with rule IDs in their literals.
  static func outsideNarration() throws -> [(path: String, count: Int)] {
    try EngineSources.files().filter { !$0.path.hasPrefix(narration) }
      .map { (path: $0.path, count: Self.count($0.text)) }.filter { $0.count > 0 }
  }

  /// The report: files with rule IDs in their literals, most first (printed).
  @Test func engineFilesReportTheirRuleIDLiterals() throws {
    let counts = try EngineSources.files().map { (path: $0.path, count: Self.count($0.text)) }
      .filter { $0.count > 0 }
      .sorted { $0.count != $1.count ? $0.count > $1.count : $0.path < $1.path }
    let total = counts.reduce(0) { $0 + $1.count }
    TestDepth.report("Rule IDs in engine string literals: \(total) in \(counts.count) files")
    for entry in counts { TestDepth.report("  \(entry.count)\t\(entry.path)") }
    #expect(total > 0, "the census found no rule IDs: is the scan still reading the engine?")
  }

  /// A rule ID in a literal of an engine file outside `Narration/` that is not on the list, or
  /// more of them than the list allows, fails: new words go to the narration layer.
  @Test func noEngineFileOutsideNarrationWritesNewRuleIDs() throws {
    for entry in try Self.outsideNarration() {
      let allowed = Self.stillWriting[entry.path] ?? 0
      #expect(
        entry.count <= allowed,
        "\(entry.path) has \(entry.count) literals with a rule ID (\(allowed) allowed): write new words in Narration/ as a NoteKind"
      )
    }
  }

  /// The list only shrinks: an entry above its file's count is lowered (or removed at 0).
  @Test func theListOfFilesStillWritingRuleIDsOnlyShrinks() throws {
    let counts = Dictionary(
      uniqueKeysWithValues: try Self.outsideNarration().map { ($0.path, $0.count) })
    for (path, allowed) in Self.stillWriting {
      #expect(
        counts[path, default: 0] >= allowed,
        "\(path) now has \(counts[path, default: 0]) literals with a rule ID: lower its entry from \(allowed)"
      )
    }
    #expect(Self.stillWriting.count == counts.count)
  }
}
