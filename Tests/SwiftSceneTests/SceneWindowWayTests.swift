import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// X-14, CONTAINER-2: the ways today's code reaches the key window through the window scene
/// (`connectedScenes`, `windowScene.windows`, `windows.first(where:)`) answer with the world's
/// window, so a view added there is in the tree; a predicate the tool cannot answer is unknown.
@Suite struct SceneWindowWayTests {
  static func swift(_ window: String) -> String {
    """
    import UIKit

    final class Veil: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.25
      }
      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let sheet = ctx.view(forKey: .to), let window = \(window) else {
          ctx.completeTransition(false)
          return
        }
        let veil = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 60))
        window.addSubview(veil)
        ctx.containerView.addSubview(sheet)
        ctx.completeTransition(true)
      }
    }

    final class VeilDelegate: NSObject, UIViewControllerTransitioningDelegate {
      func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        Veil()
      }
    }
    """
  }

  static func completed(_ window: String) throws -> [String] {
    let steps = try FixtureTimelines.timeline(
      "{ navigation: Nav, stack: [Home] }",
      "  - present: Card\n    from: Nav\n    style: overFullScreen\n"
        + "    transitioningDelegate: \"VeilDelegate()\"\n",
      swift: swift(window))
    let phase = try #require(steps.last?.phases.last)
    return ViewTreeText.lines(phase.window)
  }

  static let veiled = [
    "UIWindow (0 0; 393 852)",
    "  UITransitionView (0 0; 393 852)",
    "    UIDropShadowView (0 0; 393 852)",
    "      UILayoutContainerView (0 0; 393 852) <Nav>",
    "        UINavigationTransitionView (0 0; 393 852)",
    "          UIViewControllerWrapperView (0 0; 393 852)",
    "            UIView (0 0; 393 852) <Home>",
    "        UINavigationBar (0 59; 393 44)",
    "  UITransitionView (0 0; 393 852)",
    "    UIView (0 0; 393 852) <Card>",
    "  UIView (0 0; 50 60) {made by App.swift:12}",
  ]

  @Test(arguments: [
    "UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene })"
      + ".flatMap({ $0.windows }).first(where: { $0.isKeyWindow })",
    "(UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first",
    "(UIApplication.shared.connectedScenes.first as? UIWindowScene)?.keyWindow",
    "UIApplication.shared.windows.filter({ $0.isKeyWindow }).first",
    "UIApplication.shared.keyWindow",
  ])
  func everyWayToTheKeyWindowReachesTheWorldsWindow(_ way: String) throws {
    #expect(try Self.completed(way) == Self.veiled)
  }

  @Test func aSceneIsNoViewAndAPredicateItCannotAnswerIsUnknown() throws {
    // `$0 is UIView` is false for a window scene: compactMap keeps nothing, so the guard fails
    // and the code gives up: no veil, and the card was never added.
    let none = try Self.completed(
      "UIApplication.shared.connectedScenes.compactMap({ $0 as? UIView }).first")
    #expect(!none.contains { $0.contains("made by") })
    #expect(!none.contains { $0.contains("<Card>") })
  }
}

extension SceneWindowWayTests {
  @Test func aPredicateTheToolCannotAnswerIsSaid() throws {
    let steps = try FixtureTimelines.timeline(
      "{ navigation: Nav, stack: [Home] }",
      "  - present: Card\n    from: Nav\n    style: overFullScreen\n"
        + "    transitioningDelegate: \"VeilDelegate()\"\n",
      swift: Self.swift("UIApplication.shared.windows.first(where: { $0.tag == 3 })"))
    let said = steps.flatMap(\.phases).map(\.explanation).filter { $0.contains("not modelled") }
    #expect(
      said == [
        "not modelled: App.swift:13 window.addSubview(veil). a call on the result of "
          + "first(where:) (the tool cannot know its closure's answer) the tool does not model."
      ])
  }
}
