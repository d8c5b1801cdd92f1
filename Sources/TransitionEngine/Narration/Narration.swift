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

  static func english(_ kind: NoteKind) -> String {
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
    case .pushFinishedBeforeSwipe(let pushed):
      return "The swipe came while \(pushed) was still sliding in. UIKit does not cancel a push: "
        + "it finished it, with viewDidAppear and didMove(toParent:), and only then ran the "
        + "swipe as a pop \(cite(kind.rules)). The stack is back to what it was."
    case .offscreenStack(let nav, let verb):
      return "\(nav) is not in the window, so the \(verb) only changes its stack: the "
        + "containment callbacks fire, but no view is on screen, so nothing animates and no "
        + "appearance callbacks are sent. The new top's view goes into \(nav)'s wrapper for "
        + "when the navigation controller is shown again \(cite(kind.rules))."
    case .handPlacedChild(let child, let parent, let containerKind, let host):
      return
        "\(child) becomes a child of \(parent), a \(containerKind) controller, while its view is "
        + "where the app's code put it by hand" + (host.map { ", in \($0)'s view" } ?? "")
        + ": what \(parent) does with that view is not documented, so TransitionScope leaves it "
        + "there, and what \(parent) shows is the app's doing \(cite(kind.rules))."
    case .madeView, .inKeyWindow, .inUIKitWrapper, .leftInWindow, .madeViewsLeftAfterDismissal,
      .backgroundNotModelled, .childViewUnderAnotherParent, .presenterBackInUnselectedTab:
      return appViews(kind)
    }
  }
}
