/// Small wording helpers for explanations about the developer's code.
enum CodeText {
  /// ` Then UIKit calls the animator's animationEnded(true) .`, from the phase's events.
  static func animationEnded(_ events: [LifecycleEvent]) -> String {
    for case .animator(let call) in events {
      if case .animationEnded = call { return " Then UIKit calls the animator's \(call) (X-5)." }
    }
    return ""
  }

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
    return PhaseNote(
      words: (place ?? "Line \(location.line)") + ", `\(text)`: ", lines: place.map { [$0] } ?? [])
  }
}
