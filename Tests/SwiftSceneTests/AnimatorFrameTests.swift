import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// PC-7 (issue 32, brief R7): the frame an animator's Swift sets on a view of the
/// transition (`frame`, `center`, `bounds`, whole or one part) is the view's frame in the tree,
/// before an animation block, inside it (where it animates to) and in the completion. The
/// values come from the transition's geometry (`finalFrame(for:)`, `containerView.bounds`)
/// and arithmetic; an unknown one is a `not modelled` line and the view keeps its frame.
@Suite struct AnimatorFrameTests {
  static let card = """
    import UIKit

    final class CardSlide: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
      }

      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let toVC = ctx.viewController(forKey: .to), let card = ctx.view(forKey: .to) else {
          return
        }
        let container = ctx.containerView
        let final = ctx.finalFrame(for: toVC)
        card.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
        container.addSubview(card)
        UIView.animate(withDuration: 0.4, animations: {
          card.frame = final.insetBy(dx: 20, dy: 100)
          card.center.y += 30
        }, completion: { _ in
          ctx.completeTransition(!ctx.transitionWasCancelled)
        })
      }
    }

    final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        CardSlide()
      }
    }
    """

  static let push = """
    import UIKit

    final class SidePush: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
      }

      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let toVC = ctx.viewController(forKey: .to), let toView = ctx.view(forKey: .to),
          let fromView = ctx.view(forKey: .from)
        else { return }
        let width = ctx.containerView.frame.width
        toView.frame = ctx.finalFrame(for: toVC).offsetBy(dx: width, dy: 0)
        ctx.containerView.addSubview(toView)
        let shade = UIView(frame: ctx.containerView.bounds)
        ctx.containerView.insertSubview(shade, belowSubview: toView)
        UIView.animate(withDuration: 0.3, animations: {
          toView.frame = ctx.finalFrame(for: toVC)
          fromView.center.x -= width / 3
          shade.bounds.size.height = 100
        }, completion: { _ in
          fromView.frame = self.unknownFrame
          shade.removeFromSuperview()
          ctx.completeTransition(true)
        })
      }
    }

    final class SidePushes: NSObject, UINavigationControllerDelegate {
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        SidePush()
      }
    }
    """

  static func present(_ swift: String, rotate: Bool = false) throws -> [Step] {
    try FixtureTimelines.timeline(
      "{ vc: Home }",
      "  - present: Card\n    from: Home\n    style: fullScreen\n"
        + "    transitioningDelegate: \"CardTransitions()\"\n"
        + (rotate ? "  - rotate: landscape\n" : ""),
      swift: swift)
  }

  @Test func theCardEndsWhereTheAnimationBlockPutsIt() throws {
    let steps = try Self.present(Self.card)
    let phases = steps.dropFirst().first?.phases ?? []
    #expect(
      phases.map(\.name).filter { $0.hasPrefix("App.swift") } == [
        "App.swift:14: card.frame = final.offsetBy(dx: 0, dy: container.bounds.height)",
        "App.swift:15: container.addSubview(card)",
        "App.swift:17: card.frame = final.insetBy(dx: 20, dy: 100)",
        "App.swift:18: card.center.y += 30",
      ])
    #expect(
      phases.first { $0.name.hasPrefix("App.swift:14") }?.explanation
        == "`card.frame = final.offsetBy(dx: 0, dy: container.bounds.height)`: Card's view (it "
        + "is the to-view) has frame (0 852; 393 852) now. It is in no window yet, so nothing "
        + "on screen changes.")
    #expect(
      phases.first { $0.name.hasPrefix("App.swift:15") }.map { ViewTreeText.lines($0.window) }
        == [
          "UIWindow (0 0; 393 852)",
          "  UITransitionView (0 0; 393 852)",
          "    UIDropShadowView (0 0; 393 852)",
          "  UITransitionView (0 0; 393 852) [containerView]",
          "    UIView (0 0; 393 852) <Home>",
          "    UIView (0 852; 393 852) <Card>",
        ])
    #expect(
      phases.last.map { ViewTreeText.lines($0.window) } == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIView (20 130; 353 652) <Card>",
      ])
    #expect(
      phases.flatMap(\.events).map(\.description).filter { $0.hasPrefix("animator.") } == [
        "animator.transitionDuration(using:)", "animator.animateTransition(using:)",
        "animator.animationEnded(true)",
      ])
    #expect(!phases.map(\.explanation).joined().contains("not modelled"))
  }

  @Test func aCardLeftOffTheScreenIsTheAppsMistakeUntilARotationLaysItOut() throws {
    let swift = Self.card
      .replacingOccurrences(
        of: "card.frame = final.insetBy(dx: 20, dy: 100)", with: "card.alpha = 1"
      )
      .replacingOccurrences(
        of: "card.center.y += 30", with: "card.frame.origin.y = container.bounds.maxY")
    let steps = try Self.present(swift, rotate: true)
    let presented = steps.dropFirst().first
    #expect(
      presented?.phases.last.map { ViewTreeText.lines($0.window) } == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIView (0 852; 393 852) <Card>",
      ])
    #expect(
      presented?.phases.map(\.explanation).joined().contains(
        "The mistake: Card's view (it is the to-view) is in the window but the user cannot see "
          + "it: App.swift:18 (`card.frame.origin.y = container.bounds.maxY`) left it at frame "
          + "(0 852; 393 852), which puts it off the screen and no later line set it back. UIKit "
          + "does not lay the view out again at completion; only a later layout of its container "
          + "(a rotation, a size change) moves it (X-9, PC-7).") == true)
    #expect(presented?.mistakes.map(\.description) == ["invisible view: Card (App.swift:18)"])
    // PC-7, LC-4: the rotation lays the presented view out at the container's bounds again.
    #expect(
      steps.last?.phases.last.map { ViewTreeText.lines($0.window) } == [
        "UIWindow (0 0; 852 393)",
        "  UITransitionView (0 0; 852 393)",
        "    UIDropShadowView (0 0; 852 393)",
        "  UITransitionView (0 0; 852 393)",
        "    UIView (0 0; 852 393) <Card>",
      ])
  }

  @Test func aPushMovesBothViewsAndAMadeShadeAndNamesTheUnknownFrame() throws {
    let steps = try FixtureTimelines.timeline(
      "{ navigation: Nav, stack: [{ vc: Inbox }] }",
      "  - push: { vc: Message }\n    navigationDelegate: \"SidePushes()\"\n", swift: Self.push)
    let phases = steps.dropFirst().first?.phases ?? []
    #expect(
      phases.first { $0.name.hasPrefix("App.swift:20") }.map { ViewTreeText.lines($0.window) }
        == [
          "UIWindow (0 0; 393 852)",
          "  UITransitionView (0 0; 393 852)",
          "    UIDropShadowView (0 0; 393 852)",
          "      UILayoutContainerView (0 0; 393 852) <Nav>",
          "        UINavigationTransitionView (0 0; 393 852)",
          "          UIViewControllerWrapperView (0 0; 393 852) [containerView]",
          "            UIView (-131 0; 393 852) <Inbox>",
          "            UIView (0 376; 393 100) {made by App.swift:15}",
          "            UIView (0 0; 393 852) <Message>",
          "        UINavigationBar (0 59; 393 44)",
        ])
    #expect(
      phases.first { $0.name.hasPrefix("App.swift:13") }?.explanation.contains(
        "Message's view (it is the to-view) has frame (393 0; 393 852) now.") == true)
    #expect(
      phases.first { $0.name.hasPrefix("App.swift:22") }?.explanation
        == "not modelled: App.swift:22 fromView.frame = self.unknownFrame. the tool cannot know "
        + "the frame (SidePush.unknownFrame); fromView keeps its own.")
    #expect(
      phases.last.map { ViewTreeText.lines($0.window) } == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UILayoutContainerView (0 0; 393 852) <Nav>",
        "        UINavigationTransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852)",
        "            UIView (0 0; 393 852) <Message>",
        "        UINavigationBar (0 59; 393 44)",
      ])
  }
}
