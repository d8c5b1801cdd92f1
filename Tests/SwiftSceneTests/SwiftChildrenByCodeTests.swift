import SceneFile
import TestSupport
import Testing
import TransitionEngine

/// Children a controller adds in its own `viewDidLoad` (K-1) are the children its
/// `container:` would declare under `children:`: the same tree, the same callbacks; the calls
/// an app leaves out or makes in another order are named at their lines. The Swift is
/// ChildrenByCodeFixtures', loaded without edits.
@Suite struct SwiftChildrenByCodeTests {
  static func timeline(_ root: String, _ steps: String = "", swift: Bool = true) throws
    -> [Step]
  {
    try FixtureTimelines.timeline(root, steps, swift: swift ? ChildrenByCodeFixtures.swift : nil)
  }

  static func expectSame(_ swift: [Step], _ yaml: [Step]) {
    FixtureTimelines.expectSame(swift, yaml)
  }

  static let declaredDashboard =
    "{ container: Dashboard, class: DashboardViewController, children: [{ vc: Summary, class: "
    + "SummaryViewController }, { vc: Pages, class: UIPageViewController }] }"

  @Test func childrenFromViewDidLoadAreTheDeclaredChildren() throws {
    let swift = try Self.timeline("{ vc: Dashboard, class: DashboardViewController }")
    let yaml = try Self.timeline(Self.declaredDashboard, swift: false)
    Self.expectSame(swift, yaml)
    let launch = try #require(swift.first)
    #expect(
      launch.phases.last?.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UIView (0 0; 393 852) <Dashboard>",
        "        UIView (0 0; 393 852) <Summary>",
        "        UIView (0 0; 393 852) <Pages>",
      ])
    #expect(
      launch.allEvents == [
        "Dashboard.loadView()", "Dashboard.viewDidLoad()", "Summary.loadView()",
        "Summary.viewDidLoad()", "Pages.loadView()", "Pages.viewDidLoad()",
        "Dashboard.viewWillAppear(animated: false)", "Summary.viewWillAppear(animated: false)",
        "Pages.viewWillAppear(animated: false)", "Dashboard.viewIsAppearing(animated: false)",
        "Dashboard.viewWillLayoutSubviews()", "Dashboard.viewDidLayoutSubviews()",
        "Summary.viewIsAppearing(animated: false)", "Summary.viewWillLayoutSubviews()",
        "Summary.viewDidLayoutSubviews()", "Pages.viewIsAppearing(animated: false)",
        "Pages.viewWillLayoutSubviews()", "Pages.viewDidLayoutSubviews()",
        "Dashboard.viewDidAppear(animated: false)", "Summary.viewDidAppear(animated: false)",
        "Pages.viewDidAppear(animated: false)",
      ])
    // The correct dance is no mistake; the constraints are the one line the tool leaves.
    let text = launch.phases.map(\.explanation).joined(separator: "\n")
    #expect(!text.contains("mistake"))
    #expect(!text.contains("K-1"))
    #expect(!text.contains("App.swift:12 ") && !text.contains("App.swift:16 "))
    #expect(text.contains("not modelled: App.swift:21 NSLayoutConstraint.activate(["))
  }

  @Test func aPushedControllerBringsItsChildrenAndForwardsAppearance() throws {
    let root = "{ navigation: Nav, stack: [Home] }"
    let swift = try Self.timeline(
      root, "  - push: { vc: Dashboard, class: DashboardViewController }\n    on: Nav\n")
    let yaml = try Self.timeline(
      root, "  - push: \(Self.declaredDashboard)\n    on: Nav\n", swift: false)
    Self.expectSame(swift, yaml)
    let push = try #require(swift.last)
    #expect(push.allEvents.contains("Summary.viewDidAppear(animated: true)"))
    #expect(push.allEvents.contains("Pages.viewWillAppear(animated: true)"))
  }

  @Test func didMoveBeforeTheViewIsAddedIsNamedAndChangesNothing() throws {
    let swift = try Self.timeline("{ vc: Profile, class: ProfileViewController }")
    let yaml = try Self.timeline(
      "{ container: Profile, class: ProfileViewController, children: [{ vc: ProfileHeader, "
        + "class: ProfileHeaderViewController }] }", swift: false)
    Self.expectSame(swift, yaml)
    let text = try #require(swift.first).phases.map(\.explanation).joined(separator: "\n")
    #expect(
      text.contains(
        "App.swift:43: `header`.didMove(toParent:) comes before its view is added at "
          + "App.swift:44; the documented order is addChild(_:), add the view, then "
          + "didMove(toParent:) (K-1)."))
  }

  @Test func aMissingDidMoveIsTheAppsMistakeAtItsAddChildLine() throws {
    let swift = try Self.timeline("{ vc: Settings, class: SettingsViewController }")
    let yaml = try Self.timeline(
      "{ container: Settings, class: SettingsViewController, children: [{ vc: List, class: "
        + "UITableViewController }] }", swift: false)
    Self.expectSame(swift, yaml)
    let launch = try #require(swift.first)
    #expect(launch.phases.last?.tree.last == "        UIView (0 0; 393 852) <List>")
    let text = launch.phases.map(\.explanation).joined(separator: "\n")
    #expect(
      text.contains(
        "App.swift:55: the app's mistake: `list` is added with addChild(_:) but never told "
          + "didMove(toParent:) (K-1)"))
  }

  @Test func aViewAddedWithoutAddChildIsNamedAndMakesNoChild() throws {
    let swift = try Self.timeline("{ vc: Feed, class: FeedViewController }")
    let plain = try Self.timeline("{ vc: Feed, class: FeedViewController }", swift: false)
    #expect(swift.map(\.allEvents) == plain.map(\.allEvents))
    let launch = try #require(swift.first)
    #expect(!launch.allEvents.contains { $0.hasPrefix("Banner.") })
    let text = launch.phases.map(\.explanation).joined(separator: "\n")
    #expect(
      text.contains(
        "App.swift:66: the app's mistake: `banner`'s view is added to Feed's view without "
          + "addChild(_:), so it is no child of Feed and UIKit forwards it no appearance "
          + "callbacks (K-1, K-5)."))
  }
}
