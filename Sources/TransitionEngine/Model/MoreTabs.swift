/// The More interface of a tab bar controller with six or more tabs (TB-7, TB-8): UIKit's
/// `UIMoreNavigationController` and its root `UIMoreListController`, and the tab it shows.
struct MoreTabs {
  /// The More navigation controller's name (class `UIMoreNavigationController`).
  let navigation: String
  /// The More list's name (class `UIMoreListController`), the More navigation's root.
  let list: String
  /// `viewControllers` as the app set them, left to right; the More navigation controller
  /// is not among them (TB-7).
  let order: [String]
  /// The tab UIKit moved into the More navigation controller, if any (TB-8).
  var borrowed: String?
  /// For a borrowed navigation controller: UIKit moved its stack, not the controller, onto
  /// the More navigation controller and emptied it (TB-8) [D].
  var movedStack: [String] = []

  /// Tabs shown directly in the bar when the More item is shown: the first four (TB-7).
  static let barItems = 4
  /// The fewest tabs that need a More item in compact width: six (TB-7).
  static let threshold = 6
}
