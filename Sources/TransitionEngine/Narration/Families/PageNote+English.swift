extension PageNote {
  /// The words in English, with the spaces that join them to the next note.
  var english: String {
    switch self {
    case .swipeAbandoned(let pager, let page, let old, let direction):
      return "The user swipes \(direction) towards \(page) and lets go too "
        + "early. \(pager)'s delegate hears willTransitionTo, then didFinishAnimating with "
        + "transitionCompleted false, and the swipe changes nothing: \(old) stays the page "
        + "and child (K-10). Whether the two pages hear appearance callbacks while the "
        + "finger drags is in no source (Q-36); TransitionScope shows none [I]."
    case .turned(let pager, let page, let swipe, let scroll):
      return
        (swipe
        ? "The swipe's animation ends and \(pager)'s delegate hears didFinishAnimating with "
          + "transitionCompleted true (K-10)."
        : "setViewControllers runs its completion block; \(pager)'s delegate heard nothing: "
          + "it is told only of the user's gestures (K-10).")
        + " \(page) is \(pager)'s only child and visible page. "
        + (scroll
          ? "Its view sits in the _UIQueuingScrollView inside the _UIPageViewControllerContentView "
            + "(K-10)."
          : "In page-curl style no source shows the views between the content view and the "
            + "page's (Q-36): TransitionScope puts it in the content view itself [I].")
    case .childAdded(let pager, let page):
      return "\(pager) adds \(page) as its child: addChild(_:) calls willMove(toParent:) "
        + "(K-1, K-10)."
    case .slides(let pager, let page, let old, let direction, let events):
      return "\(page)'s view joins \(pager)'s and slides in \(direction)"
        + (old.map { " while \($0)'s leaves" } ?? "") + " (K-10). "
        + (AppearanceSentence.will(events).map {
          "\($0). The order of the two pages is in no source (Q-36): TransitionScope uses "
            + "K-4's, the new side first [I]."
        } ?? "\(pager) is not in the window, so no appearance callbacks fire (K-6).")
    case .completed(let pager, let page, let old, let onScreen, let events):
      return (old.map { "\($0)'s view leaves and \(pager) removes it as a child (K-2). " } ?? "")
        + (onScreen ? CallbackSentence.didCallbacks(events, rule: "K-10") + " " : "")
        + "\(page) hears didMove(toParent:) last; where the two pages' containment calls fall "
        + "among the appearance callbacks is in no source (Q-36) [I]."
    }
  }
}
