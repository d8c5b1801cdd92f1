import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// Issue 32 (brief R9): a navigation delegate that keeps one `UIViewPropertyAnimator` in a
/// stored property and uses it for every push and pop. Once its animations end, an animator
/// whose `pausesOnCompletion` is false (UIKit's default) is inactive again (Apple's
/// `pausesOnCompletion` page), so the next transition's `addAnimations`, `addCompletion` and
/// `startAnimation` run it anew. Before, the animator stayed "started" for ever: the pop's
/// completion never ran and the pop read as stuck (`unfinished transition`).
@Suite struct ReusedPropertyAnimatorTests {
  static let swift = """
    import UIKit

    final class GlideKeeper: NSObject, UINavigationControllerDelegate,
      UIViewControllerAnimatedTransitioning
    {
      let glide = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut)

      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        return self
      }

      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
      }

      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let incoming = ctx.view(forKey: .to) else { return }
        ctx.containerView.addSubview(incoming)
        incoming.alpha = 0
        glide.addAnimations { incoming.alpha = 1 }
        glide.addCompletion { _ in
          ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        glide.startAnimation()
      }
    }
    """

  static func steps() throws -> [Step] {
    try FixtureTimelines.timeline(
      "{ navigation: Nav, stack: [Shelf] }",
      "  - push: Book\n    navigationDelegate: \"GlideKeeper()\"\n  - pop: Nav\n"
        + "  - push: Notes\n", swift: swift)
  }

  @Test func everyTransitionOfTheKeptAnimatorCompletes() throws {
    let steps = try Self.steps()
    #expect(steps.count == 4)
    for step in steps.dropFirst() {
      #expect(
        step.phases.map(\.name).filter { !$0.hasPrefix("App.swift") } == [
          "before", "container ready", "completed", "after",
        ])
      #expect(
        step.phases.map(\.name).filter { $0.hasPrefix("App.swift") } == [
          "App.swift:22: ctx.containerView.addSubview(incoming)",
          "App.swift:23: incoming.alpha = 0",
          "App.swift:24: incoming.alpha = 1",
        ])
      #expect(!step.phases.map(\.explanation).joined().contains("never ends"))
    }
    #expect(
      steps[2].phases.last.map { ViewTreeText.lines($0.window) } == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UILayoutContainerView (0 0; 393 852) <Nav>",
        "        UINavigationTransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852)",
        "            UIView (0 0; 393 852) <Shelf>",
        "        UINavigationBar (0 59; 393 44)",
      ])
    #expect(
      steps[2].phases.flatMap(\.events).map(\.description).suffix(3) == [
        "Shelf.viewDidAppear(animated: true)", "animator.animationEnded(true)",
        "Book.didMove(toParent: nil)",
      ])
    #expect(
      steps[3].phases.last.map { ViewTreeText.lines($0.window) }?.suffix(3) == [
        "          UIViewControllerWrapperView (0 0; 393 852)",
        "            UIView (0 0; 393 852) <Notes>",
        "        UINavigationBar (0 59; 393 44)",
      ])
  }
}
