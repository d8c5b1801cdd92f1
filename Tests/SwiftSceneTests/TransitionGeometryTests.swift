import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// TB-1, TB-4, T-1, T-2, M-2, M-4, PC-4, X-4, X-9 (issue 32, brief R8): the geometry an
/// animator's Swift reads in the transitions R7 left unknown. A custom tab switch runs in the
/// tab's wrapper, its to-view at the wrapper's bounds; an over-current-context presentation
/// in a container beside the context controller's view, its to-view at that view's frame; a
/// sheet's to-view is its card. Each frame the code sets lands in the tree.
@Suite struct TransitionGeometryTests {
  static let tabs = """
    import UIKit

    final class TabSlide: NSObject, UIViewControllerAnimatedTransitioning {
      var comesBack = true

      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
      }

      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let toVC = ctx.viewController(forKey: .to), let toView = ctx.view(forKey: .to),
          let fromView = ctx.view(forKey: .from)
        else { return }
        let width = ctx.containerView.bounds.width
        toView.frame = ctx.finalFrame(for: toVC).offsetBy(dx: width, dy: 0)
        ctx.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: {
          if self.comesBack { toView.frame = ctx.finalFrame(for: toVC) }
          fromView.frame.origin.x = -width
        }, completion: { _ in
          ctx.completeTransition(true)
        })
      }
    }

    final class SlidingTabs: NSObject, UITabBarControllerDelegate {
      let slide = TabSlide()
      var forgetful = false

      func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        slide.comesBack = !forgetful
        return slide
      }
    }
    """

  static let banner = """
    import UIKit

    final class BannerDrop: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.25
      }

      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let banner = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to)
        else { return }
        let final = ctx.finalFrame(for: toVC)
        banner.frame = final.offsetBy(dx: 0, dy: -final.height)
        ctx.containerView.addSubview(banner)
        UIView.animate(withDuration: 0.25, animations: {
          banner.frame = final
        }, completion: { _ in
          ctx.completeTransition(true)
        })
      }
    }

    final class BannerTransitions: NSObject, UIViewControllerTransitioningDelegate {
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        BannerDrop()
      }
    }
    """

  static func tabSwitch(forgetful: Bool) throws -> [Step] {
    try FixtureTimelines.timeline(
      "{ tab: Tabs, tabs: [Mail, Calendar] }",
      "  - select: Calendar\n    tabBarDelegate: \"SlidingTabs()\"\n",
      swift: forgetful
        ? tabs.replacingOccurrences(of: "var forgetful = false", with: "var forgetful = true")
        : tabs)
  }

  @Test func aTabSwitchSlidesTheNewTabInFromTheWrappersBounds() throws {
    let phases = try Self.tabSwitch(forgetful: false).dropFirst().first?.phases ?? []
    #expect(
      phases.first { $0.name.hasPrefix("App.swift:16") }.map { ViewTreeText.lines($0.window) }
        == [
          "UIWindow (0 0; 393 852)",
          "  UITransitionView (0 0; 393 852)",
          "    UIDropShadowView (0 0; 393 852)",
          "      UILayoutContainerView (0 0; 393 852) <Tabs>",
          "        UITransitionView (0 0; 393 852)",
          "          UIViewControllerWrapperView (0 0; 393 852) [containerView]",
          "            UIView (0 0; 393 852) <Mail>",
          "            UIView (393 0; 393 852) <Calendar>",
          "        UITabBar (0 769; 393 83)",
        ])
    #expect(
      phases.first { $0.name.hasPrefix("App.swift:19") }.map { ViewTreeText.lines($0.window) }
        == [
          "UIWindow (0 0; 393 852)",
          "  UITransitionView (0 0; 393 852)",
          "    UIDropShadowView (0 0; 393 852)",
          "      UILayoutContainerView (0 0; 393 852) <Tabs>",
          "        UITransitionView (0 0; 393 852)",
          "          UIViewControllerWrapperView (0 0; 393 852) [containerView]",
          "            UIView (-393 0; 393 852) <Mail>",
          "            UIView (0 0; 393 852) <Calendar>",
          "        UITabBar (0 769; 393 83)",
        ])
    #expect(
      phases.last.map { ViewTreeText.lines($0.window) } == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UILayoutContainerView (0 0; 393 852) <Tabs>",
        "        UITransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852)",
        "            UIView (0 0; 393 852) <Calendar>",
        "        UITabBar (0 769; 393 83)",
      ])
    #expect(!phases.map(\.explanation).joined().contains("not modelled"))
  }

  @Test func aTabTheAnimatorLeavesBesideTheScreenIsLaidOutAgainAtCompletion() throws {
    // TB-2: the tab bar controller lays its selected child out again when the switch ends
    // (Planner.select's relayout, as for UIKit's own switch), so the slid-out frame lasts
    // only while the animation runs, and no mistake is named.
    let step = try Self.tabSwitch(forgetful: true).dropFirst().first
    #expect(
      step?.phases.first { $0.name.hasPrefix("App.swift:19") }.flatMap { phase in
        ViewTreeText.lines(phase.window).first { $0.hasSuffix("<Calendar>") }
      } == "            UIView (393 0; 393 852) <Calendar>")
    #expect(
      step?.phases.last.flatMap { phase in
        ViewTreeText.lines(phase.window).first { $0.hasSuffix("<Calendar>") }
      } == "            UIView (0 0; 393 852) <Calendar>")
    #expect(step?.mistakes.isEmpty == true)
  }

  @Test func anOverCurrentContextBannerDropsIntoTheContextControllersFrame() throws {
    let steps = try FixtureTimelines.timeline(
      "{ tab: Tabs, tabs: [{ navigation: InboxNav, stack: [Inbox] }, Contacts] }",
      "  - present: Banner\n    from: Inbox\n    style: overCurrentContext\n"
        + "    transitioningDelegate: \"BannerTransitions()\"\n",
      swift: Self.banner)
    let phases = steps.dropFirst().first?.phases ?? []
    #expect(
      phases.first { $0.name.hasPrefix("App.swift:12") }?.explanation.contains(
        "Banner's view (it is the to-view) has frame (0 -852; 393 852) now.") == true)
    #expect(
      phases.last.map { ViewTreeText.lines($0.window) } == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UILayoutContainerView (0 0; 393 852) <Tabs>",
        "        UITransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852)",
        "            UILayoutContainerView (0 0; 393 852) <InboxNav>",
        "              UINavigationTransitionView (0 0; 393 852)",
        "                UIViewControllerWrapperView (0 0; 393 852)",
        "                  UIView (0 0; 393 852) <Inbox>",
        "              UINavigationBar (0 59; 393 44)",
        "            UITransitionView (0 0; 393 852)",
        "              UIView (0 0; 393 852) <Banner>",
        "        UITabBar (0 769; 393 83)",
      ])
    #expect(!phases.map(\.explanation).joined().contains("not modelled"))
  }

  @Test func aPageSheetsAnimatorDropsTheCardToItsDetent() throws {
    let steps = try FixtureTimelines.timeline(
      "{ vc: Home }",
      "  - present: Settings\n    from: Home\n    style: pageSheet\n"
        + "    transitioningDelegate: \"BannerTransitions()\"\n",
      swift: Self.banner)
    let phases = steps.dropFirst().first?.phases ?? []
    let card = phases.last.map { ViewTreeText.lines($0.window) } ?? []
    #expect(card.contains { $0.hasPrefix("    UIDropShadowView (0 69; 393 783)") })
    #expect(
      phases.first { $0.name.hasPrefix("App.swift:12") }?.explanation.contains(
        "the UIDropShadowView (the to-view) has frame (0 -714; 393 783) now.") == true)
    #expect(!phases.map(\.explanation).joined().contains("not modelled"))
  }
  @Test func aBannerLeftAboveTheContextIsTheAppsMistakeAtItsFrameLine() throws {
    let swift = Self.banner.replacingOccurrences(
      of: "      banner.frame = final\n", with: "      banner.alpha = 1\n")
    let steps = try FixtureTimelines.timeline(
      "{ tab: Tabs, tabs: [{ navigation: InboxNav, stack: [Inbox] }, Contacts] }",
      "  - present: Banner\n    from: Inbox\n    style: overCurrentContext\n"
        + "    transitioningDelegate: \"BannerTransitions()\"\n",
      swift: swift)
    let step = steps.dropFirst().first
    #expect(
      step?.phases.last.flatMap { phase in
        ViewTreeText.lines(phase.window).first { $0.hasSuffix("<Banner>") }
      } == "              UIView (0 -852; 393 852) <Banner>")
    // the line that put the frame there is blamed, not the later alpha line.
    #expect(step?.mistakes.map(\.description) == ["invisible view: Banner (App.swift:12)"])
    #expect(
      step?.phases.map(\.explanation).joined().contains(
        "App.swift:12 (`banner.frame = final.offsetBy(dx: 0, dy: -final.height)`) left it at "
          + "frame (0 -852; 393 852), which puts it off the screen") == true)
  }
}
