/// `direction` of a page change (K-10): `UIPageViewController.NavigationDirection`.
public enum PageDirection: String, Hashable, Sendable, CaseIterable {
  case forward
  case reverse
}
