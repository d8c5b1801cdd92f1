extension Planner {
  /// `completeTransition(false)` on a push, pop or tab animator, or after `cancel()` (N-6,
  /// the to-view leaves, the from-view (when it was in the container at the start) is
  /// back in it, the callbacks are undone. [I] that UIKit puts back a from-view the lines moved
  /// away is inferred from N-6 ("from-view kept").
  mutating func undoAnimatedContainerTransition(
    toView: ViewID?, fromView: ViewID?, container: ViewID, incoming: [String],
    outgoing: [String]
  ) {
    if let toView { world.forest.removeFromSuperview(toView) }
    if let fromView, world.forest.superview(of: fromView) != container {
      world.forest.insert(fromView, into: container)
    }
    undoTransitionAppearance(incoming: incoming, outgoing: outgoing)
    world.forest.setRole(container, nil)
  }
}
