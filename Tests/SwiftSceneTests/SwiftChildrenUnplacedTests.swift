import TestSupport
import Testing
import TransitionEngine

/// A navigation controller subclass that adds a child in its own `viewDidLoad`: a navigation
/// controller's children are its stack, so the tool does not place the child, and it says so
/// in a `not modelled` line instead of dropping it silently (K-1).
@Suite struct SwiftChildrenUnplacedTests {
  static let swift = """
    import UIKit

    final class FeedNavigationController: UINavigationController {
      override func viewDidLoad() {
        super.viewDidLoad()
        let banner = UIViewController()
        addChild(banner)
        view.addSubview(banner.view)
        banner.didMove(toParent: self)
      }
    }
    """

  @Test func aNavigationSubclassSaysItsCodeChildrenAreNotPlaced() throws {
    let withCode = try FixtureTimelines.timeline(
      "{ navigation: Nav, class: FeedNavigationController, stack: [Home] }", "", swift: Self.swift)
    let declared = try FixtureTimelines.timeline(
      "{ navigation: Nav, stack: [Home] }", "", swift: nil)
    #expect(withCode.map { $0.phases.map(\.tree) } == declared.map { $0.phases.map(\.tree) })
    let text = withCode.flatMap(\.phases).map(\.explanation).joined(separator: "\n")
    #expect(
      text.contains(
        "not modelled: the children this controller's viewDidLoad adds (Banner). A navigation, "
          + "tab bar or split view controller's children are its stack, tabs or columns"))
  }
}
