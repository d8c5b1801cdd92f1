extension BarNote {
  /// The words in English, with the spaces that join them to the next note.
  var english: String {
    switch self {
    case .navigationBar(let nav, let call, let hidden, let animated, let onScreen):
      return "\(call) \(hidden ? "hides" : "shows") \(nav)'s UINavigationBar (N-20)"
        + (animated ? ", sliding it over UINavigationController.hideShowBarDuration" : "")
        + ". isNavigationBarHidden belongs to \(nav), not to its top controller: it holds for "
        + "every controller pushed later until the app changes it. "
        + (hidden
          ? "Whether UIKit keeps a hidden bar in the view tree is not in the sources (Q-35); the "
            + "model keeps it in \(nav)'s view, marked hidden, and the content's safe area "
            + "no longer leaves room for it."
          : "The content's safe area leaves room for the bar again.")
        + Self.englishTail(nav, onScreen: onScreen)
    case .toolbar(let nav, let call, let shown, let onScreen):
      guard let shown else {
        return "\(call) hides \(nav)'s UIToolbar (N-22); it stays in \(nav)'s view, hidden and "
          + "parked at the bottom edge (N-1)." + Self.englishTail(nav, onScreen: onScreen)
      }
      let itemText =
        shown.items.isEmpty
        ? "\(shown.top) has no toolbarItems, so the bar is empty."
        : "It shows the top controller's toolbarItems, here \(shown.top)'s: "
          + shown.items.joined(separator: ", ") + "; a push swaps them for the pushed controller's."
      let covered =
        shown.covered
        ? " A controller in the stack has hidesBottomBarWhenPushed, which hides the toolbar as "
          + "well (N-8): it stays hidden until that controller is popped." : ""
      return "\(call) shows \(nav)'s own UIToolbar, hidden by default (N-22). Its frame is not in "
        + "the sources (Q-35): the model puts a \(shown.height)-pt bar above the "
        + "bottom of the safe area [I]. " + itemText + covered
        + Self.englishTail(nav, onScreen: onScreen)
    case .popTo(let target, let animated, let popped):
      return "popToViewController(\(target), animated: \(animated)) runs one pop transition "
        + "from the top to \(target), as popToRootViewController does (N-23), and returns the popped "
        + "controllers: " + popped.joined(separator: ", ") + ". Only the two ends hear "
        + "appearance callbacks [I]"
        + (popped.count > 1
          ? "; the order in which those in between hear willMove and didMove(toParent: nil) "
            + "is in no source (Q-34), the model's is inferred [I]" : "")
        + ". "
    case .changes(let changes):
      let text: String = changes.map { $0.english }.joined()
      return String(text.drop { (character: Character) in character == " " })
    }
  }

  private static func englishTail(_ nav: String, onScreen: Bool) -> String {
    onScreen
      ? " No controller is added, moved or sent appearance callbacks [I]; the views whose "
        + "safe area changes are laid out again (LC-4)."
      : " \(nav) is not on screen: the setting waits there and shows when it appears."
  }
}

extension BarNote.BarChange {
  /// One change, with the space in front of it.
  var english: String {
    switch self {
    case .largeTitle(let nav, let top, let large):
      return " \(nav)'s bar now shows \(top)'s title " + (large ? "large" : "small")
        + ", as its largeTitleDisplayMode says (N-21); UIKit animates the bar itself (N-5)."
    case .toolbarBack(let nav, let top, let items):
      return " \(nav)'s toolbar is back, showing \(top)'s toolbarItems"
        + (items.isEmpty ? " (none)" : ": " + items.joined(separator: ", ")) + " (N-22, N-8)."
    case .toolbarItems(let nav, let top, let items):
      return " \(nav)'s toolbar now shows \(top)'s toolbarItems"
        + (items.isEmpty ? " (none)" : ": " + items.joined(separator: ", ")) + " (N-22)."
    case .toolbarHidden(let nav):
      return " \(nav)'s toolbar is hidden: a controller in the stack has "
        + "hidesBottomBarWhenPushed (N-8, N-22)."
    }
  }
}
