extension [PhaseNote] {
  /// The notes' words with their spaces: the phase's explanation.
  var joinedText: String {
    switch count {
    case 0: return ""
    case 1: return self[0].joined
    default: return map(\.joined).joined()
    }
  }

  /// The notes' words in `language` with their spaces: the phase's explanation as a reader
  /// of that language sees it. A note with no words of its own there stays English, and
  /// with `marking` says so in front of its words (`NoteLanguage.untranslatedMark`).
  func joinedText(in language: NoteLanguage, marking: Bool = true) -> String {
    guard language != .english else { return joinedText }
    return map { note in
      if let words = note.written(in: language) { return note.lead + words + note.trail }
      guard marking, !note.text.isEmpty else { return note.joined }
      return note.lead + language.untranslatedMark + note.text + note.trail
    }.joined()
  }

  /// Adds a note whose words its producer still writes itself (what UIKit did, its rules
  /// read from the words), for the code that has not moved to typed notes yet.
  mutating func append(_ words: String) {
    append(note: PhaseNote(words: words))
  }

  /// Adds `note` after the others; a note of spaces only becomes the last note's trail.
  mutating func append(note: PhaseNote) {
    if note.text.isEmpty, let last = indices.last {
      self[last] = self[last].trailed(by: note.joined)
    } else {
      append(note)
    }
  }

  /// Adds `notes` after the others, `separator` between each two of them and before the
  /// first when there were notes already (as `+ " " +` joined sentences).
  mutating func append(_ notes: [PhaseNote], separator: String) {
    let lead = allSatisfy { $0.joined.isEmpty } ? "" : separator
    for (offset, note) in notes.enumerated() {
      append(note: note.led(by: offset == 0 ? lead : separator))
    }
  }

  /// The notes with `note` in front of them.
  func prepending(_ note: PhaseNote) -> [PhaseNote] {
    var notes = self
    notes.prepend(note: note)
    return notes
  }

  /// Puts `note` in front of the others; a note of spaces only becomes the first note's lead.
  mutating func prepend(note: PhaseNote) {
    if note.text.isEmpty, !isEmpty {
      self[0] = self[0].led(by: note.joined)
    } else {
      insert(note, at: 0)
    }
  }
}
