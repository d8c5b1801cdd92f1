import TestSupport
import Testing
import TransitionEngine

/// An app's objects built its own way: a `static let shared` singleton as the delegate, an
/// animator whose conformance and methods are all in an extension, made by a convenience
/// `init`. The singleton is built once and is the same object at every step, as a Swift
/// static is (issue 32).
@Suite struct SwiftStaticMemberTests {
  static let swift = """
    import UIKit

    final class SheetRouter: NSObject, UIViewControllerTransitioningDelegate {
      static let shared = SheetRouter()
      private var presentations = 0

      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        presentations += 1
        // The first card rises with the app's own animator; later ones get UIKit's.
        return presentations == 1 ? RiseUp(seconds: 0.3) : nil
      }
    }

    final class RiseUp: NSObject {
      var seconds = 0.0
    }

    extension RiseUp: UIViewControllerAnimatedTransitioning {
      convenience init(seconds: Double) {
        self.init()
        self.seconds = seconds
      }

      func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
        seconds
      }

      func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let card = context.view(forKey: .to) else { return }
        context.containerView.addSubview(card)
        context.completeTransition(true)
      }
    }
    """

  @Test func theSingletonIsBuiltOnceAndKeepsItsCount() throws {
    let steps = try FixtureTimelines.timeline(
      "{ vc: Home }",
      """
        - present: Card
          from: Home
          style: fullScreen
          transitioningDelegate: "SheetRouter.shared"
        - dismiss: Card
        - present: Note
          from: Home
          style: fullScreen
          transitioningDelegate: "SheetRouter.shared"
      """, swift: Self.swift)
    #expect(steps.map(\.warnings) == [[], [], [], []])
    let asks = steps.map { $0.allEvents.filter { $0.contains("transitioningDelegate") } }
    #expect(
      asks == [
        [],
        [
          "Card.transitioningDelegate.animationController(forPresented: Card, presenting: Home,"
            + " source: Home) → a RiseUp"
        ],
        [],
        [
          "Note.transitioningDelegate.animationController(forPresented: Note, presenting: Home,"
            + " source: Home) → nil (UIKit's own animation for the style)"
        ],
      ])
    // The app's animator's lines are phases of the first present only.
    let appLines = steps.map { $0.phaseNames.filter { $0.hasPrefix("App.swift:") } }
    #expect(appLines[1] == ["App.swift:33: context.containerView.addSubview(card)"])
    #expect(appLines[3].isEmpty)
    #expect(steps.allSatisfy { $0.mistakes.isEmpty })
  }

  /// An animator whose initializer takes a controller of the scene, named in the step.
  static let dimming = """
    import UIKit

    final class DimBehind: NSObject, UIViewControllerAnimatedTransitioning {
      let behind: UIViewController
      init(behind: UIViewController) {
        self.behind = behind
        super.init()
      }
      func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
      }
      func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let top = context.view(forKey: .to) else { return }
        context.containerView.addSubview(top)
        behind.view.alpha = 0.5
        context.completeTransition(true)
      }
    }
    """

  @Test func anInitializerTakesTheScenesControllerByName() throws {
    let steps = try FixtureTimelines.timeline(
      "{ navigation: Nav, stack: [Feed] }",
      """
        - push: Post
          animator: "DimBehind(behind: Feed)"
      """, swift: Self.dimming)
    let dimmed = try #require(
      steps[1].phases.first { $0.name == "App.swift:15: behind.view.alpha = 0.5" })
    #expect(dimmed.explanation.hasPrefix("`behind.view.alpha = 0.5`: Feed's view"))
    #expect(!steps[1].phases.contains { $0.explanation.contains("not modelled") })
  }
}
