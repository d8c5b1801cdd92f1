extension Narration {
  /// The words of the notes about views the app's code makes or puts outside the container
  /// and the exceptions and unknowns beside them.
  static func appViews(_ kind: NoteKind) -> String {
    switch kind {
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
    case .completionBlockRuns, .tabBarHiddenBeforeIOS18, .droppedAtLayout, .undoneByFalse,
      .pushFinishedBeforeSwipe, .offscreenStack, .handPlacedChild:
      return english(kind)
    }
  }
}
