/// `transitionStyle` of a `UIPageViewController` (K-10): pages slide in a scroll view, or
/// turn like paper.
public enum PageTransitionStyle: String, Hashable, Sendable, CaseIterable {
  case scroll
  case pageCurl
}
