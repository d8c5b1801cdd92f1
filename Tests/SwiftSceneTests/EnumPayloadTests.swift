import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// Issue 32 (brief R9): an enum of the files whose cases carry values (`case tab(Side)`), built
/// by the delegate (`Slide.tab(side)`, `.tab(.left)`) and read by the animator with
/// `switch kind { case let .tab(side): … }` and `if case .tab(.left) = kind`. Before, the
/// case was an unknown value: the switch took its first case (`not modelled: … it takes the
/// first case`), so a tab switch ran the navigation branch.
@Suite struct EnumPayloadTests {
  static let swift = """
    import UIKit

    enum Side { case left, right }

    final class SlideTabs: NSObject, UITabBarControllerDelegate {
      enum Slide {
        case nav(UINavigationController.Operation)
        case tab(Side)
      }

      func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        guard let from = tabBarController.viewControllers?.firstIndex(of: fromVC),
          let to = tabBarController.viewControllers?.firstIndex(of: toVC)
        else { return nil }
        let side: Side = to > from ? .right : Side.left
        return side == .right ? TabSlider(kind: .tab(side)) : TabSlider(kind: Slide.tab(.left))
      }
    }

    final class TabSlider: NSObject, UIViewControllerAnimatedTransitioning {
      let kind: SlideTabs.Slide
      init(kind: SlideTabs.Slide) { self.kind = kind }

      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
      }

      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let incoming = ctx.view(forKey: .to) else { return }
        ctx.containerView.addSubview(incoming)
        switch kind {
        case .nav(let operation):
          incoming.alpha = operation == .push ? 0.2 : 0.3
        case let .tab(side):
          if side == .right { incoming.alpha = 0.5 } else { incoming.alpha = 0.7 }
        }
        if case .tab(.left) = kind {
          incoming.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        }
        UIView.animate(withDuration: 0.3, animations: {
          incoming.alpha = 1
          incoming.transform = .identity
        }) { _ in
          ctx.completeTransition(!ctx.transitionWasCancelled)
        }
      }
    }
    """

  static func steps() throws -> [Step] {
    try FixtureTimelines.timeline(
      "{ tab: Tabs, tabs: [Feed, Search, Profile] }",
      "  - select: 2\n    tabBarDelegate: \"SlideTabs()\"\n  - select: 0\n", swift: swift)
  }

  @Test func eachSwitchTakesTheCaseItsDirectionBuilds() throws {
    let steps = try Self.steps()
    #expect(
      steps[1].phases.map(\.name).filter { $0.hasPrefix("App.swift") } == [
        "App.swift:33: ctx.containerView.addSubview(incoming)",
        "App.swift:38: incoming.alpha = 0.5",
        "App.swift:44: incoming.alpha = 1",
        "App.swift:45: incoming.transform = .identity",
      ])
    #expect(
      steps[2].phases.map(\.name).filter { $0.hasPrefix("App.swift") } == [
        "App.swift:33: ctx.containerView.addSubview(incoming)",
        "App.swift:38: incoming.alpha = 0.7",
        "App.swift:41: incoming.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)",
        "App.swift:44: incoming.alpha = 1",
        "App.swift:45: incoming.transform = .identity",
      ])
    for step in steps.dropFirst() {
      #expect(!step.phases.map(\.explanation).joined().contains("not modelled"))
      #expect(
        step.phases.flatMap(\.events).map(\.description).filter {
          $0.hasPrefix("Tabs.delegate.")
        }.count == 1)
    }
    #expect(
      steps[2].phases.last.map { ViewTreeText.lines($0.window) } == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UILayoutContainerView (0 0; 393 852) <Tabs>",
        "        UITransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852)",
        "            UIView (0 0; 393 852) <Feed>",
        "        UITabBar (0 769; 393 83)",
      ])
  }

  @Test func theDelegateAnswersWithTheSlider() throws {
    let steps = try Self.steps()
    let events = steps[1].phases.flatMap(\.events).map(\.description)
    #expect(
      events.contains(
        "Tabs.delegate.tabBarController(_:animationControllerForTransitionFrom: Feed, to: Profile) → a TabSlider"
      ))
  }
}
