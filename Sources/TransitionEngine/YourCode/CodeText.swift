/// Small wording helpers for explanations about the developer's code.
enum CodeText {
  /// "an" before a vowel sound, else "a": `an overFullScreen`, `a fullScreen`.
  static func article(_ word: String) -> String {
    guard let first = word.first?.lowercased() else { return "a" }
    return "aeiou".contains(first) ? "an" : "a"
  }
}

extension CodeLine {
  /// `Home.swift:12, `Nav.popViewController(animated: true)`: ` (or `Line 12, …`) in front
  /// of the notes of the transition a line of the app's code starts, with its line as data.
  var leadNote: PhaseNote {
    let place = file.map { "\($0):\(location.line)" }
    let lead = CodeNote.lineLead(CodeNote.Place(file: file, line: location.line), code: text)
    return PhaseNote(
      .told(ToldNote(english: lead.english, chinese: lead.chinese)), role: .happened,
      controllers: [], lines: place.map { [$0] } ?? [])
  }
}
