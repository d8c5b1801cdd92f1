/// An `isHidden` the developer's presentation controller sets on a view of its presentation
/// (X-10, PC-6): a view it added to the container (its chrome) or the presented view, at the
/// moment of the transition its method runs in, with the line.
public struct CodeVisibility: Hashable, Sendable {
  /// Which view the line hides or shows.
  public enum Target: Hashable, Sendable {
    /// The `index`th view of `PresentationControllerCode.chrome`.
    case chrome(Int)
    /// The presented controller's view (`presentedView`, `presentedViewController.view`).
    case presentedView
  }

  /// When the line runs, in the order of the transitions (§13.1, §13.2, PC-6).
  public enum Moment: Int, Comparable, Hashable, Sendable {
    /// Before and in `presentationTransitionWillBegin`: the view is so when it is added.
    case presentation
    /// In the presentation's `animate(alongsideTransition:)` block: at once when the
    /// animation starts, as isHidden does not animate.
    case presentationAnimating
    /// In `presentationTransitionDidEnd`, the layout callbacks or an alongside completion:
    /// when the presentation has completed.
    case presented
    /// In `dismissalTransitionWillBegin`.
    case dismissal
    /// In the dismissal's alongside block: at once when its animation starts.
    case dismissalAnimating

    public static func < (lhs: Moment, rhs: Moment) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  public var target: Target
  public var moment: Moment
  public var hidden: Bool
  /// The line that sets it: `CardPresentationController.swift:18`.
  public var line: String

  public init(target: Target, moment: Moment, hidden: Bool, line: String) {
    self.target = target
    self.moment = moment
    self.hidden = hidden
    self.line = line
  }
}
