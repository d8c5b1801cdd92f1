/// The kind of animation block an animator line ran in, which decides what a cancelled
/// interaction does to the value the line set.
public enum CodeAnimation: Hashable, Sendable {
  /// `UIView.animate…`, keyframes, `UIView.transition(with:…)`: Core Animation animations. A
  /// cancelled percent-driven interaction runs them back on screen only; the views keep the
  /// values the block set.
  case viewAnimation
  /// A `UIViewPropertyAnimator`'s animations: a cancel reverses the animator, which ends at
  /// `.start` with the views' values back where they were before the block.
  case propertyAnimator
}
