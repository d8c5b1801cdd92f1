/// One note of a phase's explanation: its role, the rule IDs it cites, the values it names
/// (controllers, lines of the app's files) and its words, written by the narration layer.
public struct PhaseNote: Sendable, Hashable {
  public let role: NoteRole
  /// The rule IDs the words cite, as the rule book spells them (`M-3`, `§13.1`), in order:
  /// a note kind's own, or read from the words a producer still writes, when asked (most
  /// outputs never ask, and reading every phase's words cost a fifth of `print`).
  public var rules: [String] { kind?.rules ?? RuleIDScan.ids(in: text) }
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
  /// What the note says as data, kept so that its words can be written in another language
  /// when asked (`text(in:)`); nil for words a producer wrote.
  let kind: NoteKind?

  /// The words in `language`: the kind's words in that language, or the producer's English
  /// words when the note has none there (`isWritten(in:)` is false then).
  public func text(in language: NoteLanguage) -> String {
    written(in: language) ?? text
  }

  /// True when the note has words of its own in `language`; false for a note whose English
  /// words its producer still writes, or whose story has none in `language`, read there.
  public func isWritten(in language: NoteLanguage) -> Bool {
    language == .english || written(in: language) != nil
  }

  /// The words in `language` when the note has its own there (always in English), written
  /// once for each call: the one place a note's other language is made.
  func written(in language: NoteLanguage) -> String? {
    guard language != .english else { return text }
    guard let kind, let words = Narration.written(kind, in: language) else { return nil }
    return PhaseNote.split(words).text
  }

  /// The note as the explanation in `language` holds it: its words with their spaces.
  func joined(in language: NoteLanguage) -> String {
    guard language != .english, let words = written(in: language) else { return joined }
    return lead + words + trail
  }

  /// A note of `kind`, its words written in `language`.
  init(_ kind: NoteKind, in language: NoteLanguage = .english) {
    self.init(
      role: kind.role, controllers: kind.controllers, lines: kind.lines,
      words: Narration.words(kind, in: language), kind: kind)
  }

  /// A note of `kind` with the role and controllers a family gives it, when the kind holds
  /// that family's words in both languages (`.told`, as `AnimatorOutcomeNote.note` makes it).
  init(_ kind: NoteKind, role: NoteRole, controllers: [String]) {
    self.init(
      role: role, controllers: controllers, lines: kind.lines,
      words: Narration.words(kind, in: .english), kind: kind)
  }

  /// A note of `kind` with the role, controllers and lines a family gives it, when the kind
  /// holds that family's words in both languages (`.told`, as `CodeLineText.note` makes it).
  init(_ kind: NoteKind, role: NoteRole, controllers: [String], lines: [String]) {
    self.init(
      role: role, controllers: controllers, lines: lines,
      words: Narration.words(kind, in: .english), kind: kind)
  }

  /// A note whose words are still written by its producer (not yet a `NoteKind`): its rule
  /// IDs are read from the words, as every reader did before notes.
  init(words: String, role: NoteRole = .happened, controllers: [String] = [], lines: [String] = [])
  {
    self.init(role: role, controllers: controllers, lines: lines, words: words, kind: nil)
  }

  private init(
    role: NoteRole, controllers: [String], lines: [String], words: String, kind: NoteKind?
  ) {
    let trimmed = PhaseNote.split(words)
    self.role = role
    self.controllers = controllers
    self.lines = lines
    self.text = trimmed.text
    self.lead = trimmed.lead
    self.trail = trimmed.trail
    self.kind = kind
  }

  private init(_ note: PhaseNote, lead: String, trail: String) {
    role = note.role
    controllers = note.controllers
    lines = note.lines
    text = note.text
    kind = note.kind
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

  static func split(_ words: String) -> (lead: String, text: String, trail: String) {
    if let ascii = asciiSplit(words) { return ascii }
    let scalars = words.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return (words, "", "") }
    let after = scalars.index(after: last)
    return (
      String(scalars[..<first]), String(scalars[first..<after]), String(scalars[after...])
    )
  }

  /// `split` when the words begin and end, past their spaces, with ASCII that is not a space
  /// (almost every note): found on the UTF-8 bytes, without reading each character's Unicode
  /// properties. Nil when a byte at either end is not ASCII, or the words are only spaces.
  private static func asciiSplit(_ words: String) -> (lead: String, text: String, trail: String)? {
    let bytes = words.utf8
    let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
    guard let first = bytes.firstIndex(where: { !isSpace($0) }), bytes[first] < 0x80,
      let last = bytes.lastIndex(where: { !isSpace($0) }), bytes[last] < 0x80
    else { return nil }
    let after = bytes.index(after: last)
    if first == bytes.startIndex && after == bytes.endIndex { return ("", words, "") }
    return (String(words[..<first]), String(words[first..<after]), String(words[after...]))
  }
}
