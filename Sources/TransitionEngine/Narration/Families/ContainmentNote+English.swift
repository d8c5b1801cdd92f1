extension ContainmentNote {
  /// The words in English, with the spaces that join them to the next note.
  var english: String {
    switch self {
    case .childAdded(let child, let parent):
      return "addChild(_:) links \(child) under \(parent) and calls willMove(toParent:) for you "
        + "(K-1). Nothing changes in the window yet: that is the container's job."
    case .viewAdded(let child, let parent, let onScreen, let events):
      return "The container adds \(child)'s view to its own view. "
        + (onScreen
          ? "\(parent) is on screen, so with automatic forwarding the view entering the window "
            + "brings the appear callbacks: "
            + AppearanceSentence.sequence(events, rule: "K-5, K-6")
          : "\(parent) is not in the window, so no appearance callbacks fire (K-6).")
    case .didMove:
      return "The container calls didMove(toParent:) itself to finish the addition (K-1)."
    case .willMoveToNil:
      return "The container calls willMove(toParent: nil) first, by hand (K-2)."
    case .viewRemoved(let name, let parent, let onScreen, let events):
      return "removeFromSuperview takes \(name)'s view out of \(parent)'s view"
        + (onScreen
          ? ", and leaving the window brings the disappear callbacks: "
            + AppearanceSentence.sequence(events, rule: "K-6") : ".")
    case .viewNotInSuperview(let name, let presenting):
      return "removeFromSuperview does nothing: \(name)'s view is in no superview"
        + (presenting ? ", and what is presented inside \(name) stays where it is (K-6)." : ".")
    case .removed(let name, let stranded):
      return "removeFromParent() unlinks \(name) and calls didMove(toParent: nil) for you (K-2)."
        + Self.englishStranded(stranded, name: name)
    }
  }

  /// K-5: the controllers still presented from inside a controller that left the tree.
  private static func englishStranded(_ stranded: [String], name: String) -> String {
    guard !stranded.isEmpty else { return "" }
    return " The mistake: \(CallbackSentence.list(stranded)) stay\(stranded.count == 1 ? "s" : "") "
      + "on screen, presented from inside \(name), which is in no controller tree now: nobody "
      + "forwards appearance callbacks to \(stranded.count == 1 ? "it" : "them") from the "
      + "window's root (K-5)."
  }
}
