/// The one place the words of a note are written: from its kind and values, in a language.
enum Narration {
  /// The words of a note of `kind` in `language`, with the spaces that join it to the next.
  static func words(_ kind: NoteKind, in language: NoteLanguage) -> String {
    switch (kind, language) {
    case (.transition(let note), .english): return note.english
    case (.transition(let note), .zhHans): return note.chinese
    case (_, .english): return english(kind)
    case (_, .zhHans): return chinese(kind)
    }
  }

  /// The words of a note of `kind` in `language`, nil when the kind has none of its own there
  /// (a told note whose story has no Chinese for it).
  static func written(_ kind: NoteKind, in language: NoteLanguage) -> String? {
    guard language == .zhHans, case .told(let note) = kind else { return words(kind, in: language) }
    return note.writtenChinese
  }

  /// `(D-5, P-13)`: the rule IDs a note cites, as the words write them.
  static func cite(_ rules: [String]) -> String {
    "(" + rules.joined(separator: ", ") + ")"
  }

  private static func english(_ kind: NoteKind) -> String {
    switch kind {
    case .transition(let note): return note.english
    case .presentation(let note): return note.english
    case .presentationCode(let note): return note.english
    case .container(let note): return note.english
    case .sheet(let note): return note.english
    case .popover(let note): return note.english
    case .zoom(let note): return note.english
    case .page(let note): return note.english
    case .bar(let note): return note.english
    case .column(let note): return note.english
    case .profile(let note): return note.english
    case .told(let note): return note.english
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
    case .madeView(let className, let frame, let knownClass):
      let unknown =
        knownClass
        ? ""
        : " \(className) is not declared in the files, so TransitionScope draws it as a "
          + "plain UIView."
      return "the code makes a new \(className) of frame \(frame), a view of the app's own, in "
        + "no superview yet \(cite(kind.rules)).\(unknown)"
    case .inKeyWindow:
      return " It lies above every other subview of the window, the containerView too; UIKit "
        + "neither moves nor removes it when the transition ends, so it stays on screen until "
        + "the app's code removes it \(cite(kind.rules))."
    case .inUIKitWrapper(let wrapper):
      return " " + wrapper.prefix(1).uppercased() + wrapper.dropFirst()
        + " is UIKit's, outside the containerView: the view moves and leaves with it, whatever "
        + "the transition does to it \(cite(kind.rules))."
    case .leftInWindow(let view, let line, let code):
      return view.prefix(1).uppercased() + view.dropFirst()
        + " is still a subview of the window, where \(line) (`\(code)`) put it: UIKit removes "
        + "only the transition's own views at completion, so it stays on screen over what is "
        + "below it until the app's code removes it \(cite(kind.rules))."
    case .madeViewsLeftAfterDismissal(let views):
      return " The container is gone, but " + views.joined(separator: ", ")
        + " is still a subview of the window and still covers what is below it; UIKit never "
        + "removes a view the app's code put there \(cite(kind.rules))."
    case .backgroundNotModelled(let subject):
      return "\(subject)'s background is not part of the model; only views the code made "
        + "keep theirs \(cite(kind.rules))."
    case .childViewUnderAnotherParent(let child, let expected, let actual):
      return "UIKit raises UIViewControllerHierarchyInconsistency: child view controller:"
        + "\(child) should have parent view controller:\(expected) but actual parent "
        + "is:\(actual) \(cite(kind.rules)). The app stops here; TransitionScope skips the line."
    case .presenterBackInUnselectedTab(let presenter):
      return "\(presenter)'s view goes back into its tab, which is not selected, so it does not "
        + "come into the container and view(forKey: .to) is nil here \(cite(kind.rules)) [I]"
    }
  }
}
