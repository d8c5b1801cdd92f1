extension World {
  /// TB-2, N-2, SV-1: a navigation, tab or split controller puts a child's view into its own
  /// views when it shows that child. Given a child whose view the app's code had put in the
  /// window by hand (a view without a controller, K-5), what it does with that view is not
  /// documented [I]: TransitionScope leaves the view where the code put it, and what the
  /// container shows is the app's doing. Returns the note telling the user, or nil.
  mutating func markHandPlacedChild(_ child: String, of parent: String) -> PhaseNote? {
    guard let kind = controllers[parent]?.kind,
      kind == .navigation || kind == .tab || kind == .split,
      appMistakes.contains(.viewWithoutController(child)), isInWindow(child)
    else { return nil }
    markAppMistake(.containerContent(parent))
    for name in visibleSubtree(child) { markAppMistake(.appearanceOutOfStep(name)) }
    let host = controllers[child]?.view.flatMap { forest.superview(of: $0) }
      .flatMap { owningController(of: $0) }
    return PhaseNote(
      .handPlacedChild(child: child, parent: parent, kind: kind.rawValue, host: host))
  }
}
