/// One note of a phase's explanation: its role, the rule IDs it cites, the values it names
/// (controllers, lines of the app's files) and its words, written by the narration layer.
public struct PhaseNote: Sendable, Hashable {
  public let role: NoteRole
  /// The rule IDs the words cite, as the rule book spells them (`M-3`, `§13.1`), in order:
  /// a note kind's own, or read from the words a producer still writes, when asked (most
  /// outputs never ask, and reading every phase's words cost a fifth of `print`).
  public var rules: [String] { kindRules ?? RuleIDScan.ids(in: text) }
  /// The rules of a note made from its kind; nil for words a producer wrote.
  private let kindRules: [String]?
  /// The controllers the note names.
  public let controllers: [String]
  /// The lines of the app's files the note names, `Home.swift:14`.
  public let lines: [String]
  /// The words, without the spaces that join them to the notes beside them.
  public let text: String
  /// The whitespace before and after `text` in the joined explanation, kept so that the join
  /// is the explanation the phase always had, byte for byte.
  let lead: String
  let trail: String

  /// A note of `kind`, its words written in `language`.
  init(_ kind: NoteKind, in language: NoteLanguage = .english) {
    self.init(
      role: kind.role, rules: kind.rules, controllers: kind.controllers, lines: kind.lines,
      words: Narration.words(kind, in: language))
  }

  /// A note whose words are still written by its producer (not yet a `NoteKind`): its rule
  /// IDs are read from the words, as every reader did before notes.
  init(words: String, role: NoteRole = .happened, controllers: [String] = [], lines: [String] = [])
  {
    self.init(role: role, rules: nil, controllers: controllers, lines: lines, words: words)
  }

  private init(
    role: NoteRole, rules: [String]?, controllers: [String], lines: [String], words: String
  ) {
    let trimmed = PhaseNote.split(words)
    self.role = role
    self.kindRules = rules
    self.controllers = controllers
    self.lines = lines
    self.text = trimmed.text
    self.lead = trimmed.lead
    self.trail = trimmed.trail
  }

  private init(_ note: PhaseNote, lead: String, trail: String) {
    role = note.role
    kindRules = note.kindRules
    controllers = note.controllers
    lines = note.lines
    text = note.text
    self.lead = lead
    self.trail = trail
  }

  /// The note as the explanation holds it: its words with their spaces.
  var joined: String { lead + text + trail }

  /// The same note with more whitespace in front of it.
  func led(by space: String) -> PhaseNote {
    PhaseNote(self, lead: space + lead, trail: trail)
  }

  /// The same note with more whitespace after it.
  func trailed(by space: String) -> PhaseNote {
    PhaseNote(self, lead: lead, trail: trail + space)
  }

  private static func split(_ words: String) -> (lead: String, text: String, trail: String) {
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
