import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// Issue 32 (brief R9): a dismissal the app's own code makes (a close button's action method
/// called from a `code` step, or `dismiss(animated:)` on the presenter) asks the presented
/// controller's `transitioningDelegate` for its animator, as a `dismiss:` step does and as
/// UIKit does: the same object the presentation asked. Before, such a dismissal played
/// UIKit's own slide down and the app's animator never ran.
@Suite struct CodeDismissalDelegateTests {
  static let swift = """
    import UIKit

    final class Fader: NSObject, UIViewControllerTransitioningDelegate {
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        return nil
      }

      func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
      {
        return FadeOut()
      }
    }

    final class FadeOut: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.25
      }

      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let leaving = ctx.view(forKey: .from) else { return }
        UIView.animate(withDuration: 0.25, animations: { leaving.alpha = 0 }) { _ in
          leaving.removeFromSuperview()
          ctx.completeTransition(true)
        }
      }
    }

    final class NoteController: UIViewController {
      func closeTapped() {
        dismiss(animated: true, completion: nil)
      }
    }
    """

  static func steps(_ line: String) throws -> [Step] {
    try FixtureTimelines.timeline(
      "{ vc: Home }",
      "  - present: { vc: Note, class: NoteController }\n    from: Home\n"
        + "    style: overFullScreen\n    transitioningDelegate: \"Fader()\"\n"
        + "  - code: |\n      \(line)\n", swift: swift)
  }

  @Test(arguments: ["Note.closeTapped()", "Home.dismiss(animated: true)"])
  func theDismissalAsksTheKeptDelegate(line: String) throws {
    let steps = try Self.steps(line)
    let events = steps[2].phases.flatMap(\.events).map(\.description)
    #expect(
      events.filter { $0.hasPrefix("Note.transitioningDelegate.") } == [
        "Note.transitioningDelegate.animationController(forDismissed: Note) → a FadeOut"
      ])
    #expect(
      steps[2].phases.map(\.name).filter { $0.contains("App.swift:") } == [
        "dismiss: App.swift:25: leaving.alpha = 0",
        "dismiss: App.swift:26: leaving.removeFromSuperview()",
      ])
    #expect(!steps[2].phases.map(\.explanation).joined().contains("slides"))
    #expect(
      steps[2].phases.last.map { ViewTreeText.lines($0.window) } == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UIView (0 0; 393 852) <Home>",
      ])
  }
}
