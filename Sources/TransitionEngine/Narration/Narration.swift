/// The one place the words of a note are written: from its kind and values, in a language.
enum Narration {
  /// The words of a note of `kind` in `language`, with the spaces that join it to the next.
  static func words(_ kind: NoteKind, in language: NoteLanguage) -> String {
    switch language {
    case .english: return english(kind)
    }
  }

  /// `(D-5, P-13)`: the rule IDs a note cites, as the words write them.
  static func cite(_ rules: [String]) -> String {
    "(" + rules.joined(separator: ", ") + ")"
  }

  private static func english(_ kind: NoteKind) -> String {
    switch kind {
    case .completionBlockRuns(let line, let code):
      return "The completion block of line \(line) (`\(code)`) runs now, once its transition "
        + "has completed, in a later run-loop turn \(cite(kind.rules)). "
    case .tabBarHiddenBeforeIOS18(let controller, let ios):
      return "\(controller) sets tabBarHidden, but isTabBarHidden is new in iOS 18; on iOS "
        + "\(ios) its bar stays \(cite(kind.rules))."
    case .droppedAtLayout(let container, let owner, let leaving):
      return "\(container), whose children the app's code changed by hand, takes \(owner)'s "
        + "view out of the window at its layout with no appearance callbacks for that "
        + "\(cite(kind.rules)) [I]; \(CallbackSentence.list(leaving)) keep the states their "
        + "last callbacks gave them."
    case .undoneByFalse(let noun):
      return "An animator that passes false undoes the \(noun) as a cancelled one does "
        + "\(cite(kind.rules)). "
    }
  }
}
