import SceneFile
import SwiftScene
import Testing
import TestSupport
import TransitionEngine

/// A presentation controller's dismissal hooks run when the dismissal does (PC-6), with the
/// world as it is then: not early, while the presentation was made.
@Suite struct DismissalHookAskTests {
  static let swift = """
    import UIKit

    final class ShadeTransition: NSObject, UIViewControllerTransitioningDelegate {
      func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
      ) -> UIPresentationController? {
        ShadeController(presentedViewController: presented, presenting: presenting)
      }
    }

    /// Shades what is below; hides the shade at once on the way out when the user went deeper.
    final class ShadeController: UIPresentationController {
      private let shade = UIView()

      override func presentationTransitionWillBegin() {
        shade.frame = containerView?.bounds ?? .zero
        containerView?.insertSubview(shade, at: 0)
      }

      override func dismissalTransitionWillBegin() {
        guard presentedViewController.children.count > 1 else { return }
        shade.isHidden = true
      }

      override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { shade.removeFromSuperview() }
      }
    }
    """

  static func scene(_ steps: String) throws -> SceneSpec {
    try SwiftSceneLoader.parse(
      "title: t\nswift: Shade.swift\nroot: { vc: Home }\nsteps:\n" + steps, path: "t.yaml",
      swiftFile: { $0 == "Shade.swift" ? ("Shade.swift", Self.swift) : nil })
  }

  static let present = """
      - present: { navigation: SheetNav, stack: [Sheet] }
        from: Home
        style: custom
        transitioningDelegate: "ShadeTransition()"
    """

  static func willBegin(_ step: TransitionEngine.Step) -> [String]? {
    step.phases.first { $0.name == "dismissal will begin" }.map { ViewTreeText.lines($0.window) }
  }

  @Test func theHooksAreAskedAsTheDismissalRuns() throws {
    let log = AskLog()
    let scene = try Self.scene(Self.present + "\n  - dismiss: SheetNav\n")
    _ = plan(try TransitionTimeAskTests.watched(scene, log))
    #expect(
      log.calls.withLock { $0 } == [
        "presentationController from Home to SheetNav in 393x852",
        "transitioningDelegate(presenting: true) from Home to SheetNav",
        "transitioningDelegate(presenting: false) from SheetNav to Home",
        "dismissalWillBegin from Home to SheetNav",
        "dismissalDidEnd(completed: true) from Home to SheetNav",
      ])
  }

  @Test func willBeginReadsThePresentedControllerAsItIsWhenTheDismissalBegins() throws {
    let shallow = plan(try Self.scene(Self.present + "\n  - dismiss: SheetNav\n")).steps
    let deep = plan(
      try Self.scene(Self.present + "\n  - push: Detail\n    on: SheetNav\n  - dismiss: SheetNav\n")
    ).steps
    // One screen deep, the shade stays drawn; after the push the hook sees two children.
    #expect(Self.willBegin(shallow[2])?[5] == "    UIView (0 0; 393 852)")
    #expect(Self.willBegin(deep[3])?[5] == "    UIView (0 0; 393 852) hidden = YES")
  }
}
