extension World {
  /// TB-2, N-2, SV-1: a navigation, tab or split controller puts a child's view into its own
  /// views when it shows that child. Given a child whose view the app's code had put in the
  /// window by hand (a view without a controller, K-5), what it does with that view is not
  /// documented [I]: TransitionScope leaves the view where the code put it, and what the
  /// container shows is the app's doing. Returns the sentence telling the user, or nil.
  mutating func markHandPlacedChild(_ child: String, of parent: String) -> String? {
    guard let kind = controllers[parent]?.kind,
      kind == .navigation || kind == .tab || kind == .split,
      appMistakes.contains(.viewWithoutController(child)), isInWindow(child)
    else { return nil }
    markAppMistake(.containerContent(parent))
    for name in visibleSubtree(child) { markAppMistake(.appearanceOutOfStep(name)) }
    let host = controllers[child]?.view.flatMap { forest.superview(of: $0) }
      .flatMap { owningController(of: $0) }
    return "\(child) becomes a child of \(parent), a \(kind.rawValue) controller, while its view "
      + "is where the app's code put it by hand"
      + (host.map { ", in \($0)'s view" } ?? "")
      + ": what \(parent) does with that view is not documented, so TransitionScope leaves it "
      + "there, and what \(parent) shows is the app's doing (TB-2, N-2, SV-1)."
  }
}
