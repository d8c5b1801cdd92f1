/// What a note says, as data (its kind and the values it names): the narration layer writes
/// its words from it, and its role and rule IDs come from here, never from the words.
enum NoteKind: Sendable, Hashable {
  /// The completion block of a line of the app's code runs once its transition has completed,
  /// in a later run-loop turn (D-5, P-13).
  case completionBlockRuns(line: Int, code: String)
}

extension NoteKind {
  /// What the note tells.
  var role: NoteRole {
    switch self {
    case .completionBlockRuns: return .happened
    }
  }

  /// The rule IDs the note cites, in the order its words cite them.
  var rules: [String] {
    switch self {
    case .completionBlockRuns: return ["D-5", "P-13"]
    }
  }

  /// The controllers the note names.
  var controllers: [String] {
    switch self {
    case .completionBlockRuns: return []
    }
  }

  /// The lines of the app's files the note names (`Home.swift:14`).
  var lines: [String] {
    switch self {
    case .completionBlockRuns: return []
    }
  }
}
