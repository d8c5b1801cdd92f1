extension AnimatorOutcomeNote {
  /// The words in English, as the completed phases always said them.
  var english: String {
    switch self {
    case .appearedOutOfWindow(let name, let cause):
      let because: String
      switch cause {
      case .line(let place, let code): because = "\(place) (`\(code)`) took it out"
      case .leftOut: because = "the animator left it out"
      case .toViewNotAdded:
        because = "no line added the to-view, and adding it is the animator's job (X-8)"
      }
      return "The mistake: \(name) counts as appeared, but its view is not in the window: "
        + "\(because)."
    case .disappearedInWindow(let name, let putBy):
      return "The mistake: \(name) counts as disappeared, but its view is still in the "
        + "window" + (putBy.map { " (\($0) put it there)" } ?? "") + "."
    case .shownUnderTakenOutChrome(let names, let container, let chrome, let place, let code):
      let one = names.count == 1
      return "\(CallbackSentence.list(names)) \(one ? "counts" : "count") as appeared, but "
        + "\(one ? "its view is" : "their views are") not in the window: \(container) showed "
        + "\(one ? "it" : "them") in its \(chrome), which \(place) (`\(code)`) had taken out "
        + "of the window. \(container) sends its children's appearance callbacks itself "
        + "(N-10, 13.3, 13.4); that it sends them with its \(chrome) out of the window is "
        + "inferred [I]."
    case .blackScreen:
      return "No controller's view is left in the window: the user sees a black screen (X-8)."
    case .borrowed(let owner, let place, let code, let over):
      return "\(owner)'s view now lives inside the containerView (\(place), `\(code)`). It is "
        + "still drawn, but it belongs to the container now: when UIKit removes the container "
        + "at the dismissal, \(owner)'s view goes with it (X-8)."
        + Self.englishAdvice(owner, over)
    case .lostWithContainer(let owner, let line, let file, let code, let state, let over):
      return "The mistake: \(owner)'s view was inside the containerView, because line "
        + "\(line)\(file.map { " of \($0)" } ?? "") of an animator (`\(code)`) put it there. "
        + "UIKit removes the container and \(owner)'s view leaves the window with it. "
        + "\(owner) gets no callbacks and still counts as \(state): where its view was, "
        + "the user sees black (X-8)." + Self.englishAdvice(owner, over)
    }
  }

  /// The over styles' fix (T-4, X-8): the presenter's view stays where it is.
  private static func englishAdvice(_ owner: String, _ over: String?) -> String {
    guard let over else { return "" }
    return " In an \(over) presentation UIKit leaves \(owner)'s view where it is: do not move "
      + "`fromVC.view`; add only `toView` to the containerView (T-4, X-8)."
  }
}
