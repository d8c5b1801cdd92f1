import TransitionEngine

extension PresentationControllerRun {
  /// The key the presented view's `isHidden` is recorded under.
  static let presentedViewKey = "the presented view"

  /// `view.isHidden = flag` on a view the code made or on the presented view
  /// (`presentedView`, `presentedViewController.view`): recorded with the moment its method
  /// runs in. False for anything else, which the interpreter then handles.
  func recordHidden(_ base: SwiftValue, _ value: SwiftValue, _ interpreter: SwiftInterpreter)
    -> Bool
  {
    let target: String
    if let (key, _) = key(base) {
      target = key
    } else if case .view(.viewOf(let name)) = base, name.text == "toVC" {
      target = Self.presentedViewKey
    } else {
      return false
    }
    guard case .bool(let hidden) = value else {
      interpreter.notModelled(
        "whether the view is hidden depends on what the tool cannot know; it is drawn as it was")
      return true
    }
    let moment: CodeVisibility.Moment
    switch stage {
    case .presentationWillBegin: moment = .presentation
    case .presentationAlongside: moment = .presentationAnimating
    case .dismissalWillBegin: moment = .dismissal
    case .dismissalAlongside: moment = .dismissalAnimating
    case .other: moment = began ? .presented : .presentation
    case .dismissalDidEnd:
      return true  // PC-6: the container and all in it leave the window now.
    case .layout:
      // The layouts for the scene's other sizes (PC-7): the first layout, run after the
      // presentation, already told; a flag only another size sets is not drawn.
      return true
    }
    hiddenSets.append((target, moment, hidden, interpreter.place))
    return true
  }

  /// The `isHidden` lines that name the chrome (by its index) or the presented view; lines on
  /// views the code made but never added to the container draw nothing and are left out.
  var visibility: [CodeVisibility] {
    hiddenSets.compactMap { entry in
      let target: CodeVisibility.Target
      if entry.key == Self.presentedViewKey {
        target = .presentedView
      } else if let index = chrome.firstIndex(where: { $0.key == entry.key }) {
        target = .chrome(index)
      } else {
        return nil
      }
      return CodeVisibility(
        target: target, moment: entry.moment, hidden: entry.hidden, line: entry.line)
    }
  }
}
