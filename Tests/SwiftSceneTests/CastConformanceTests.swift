import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// Issue 32: `as?`, `as!` and `is` follow the declared classes and conformances. A controller
/// the scene gives no `class:` is UIKit's plain class of its kind and adopts none of the
/// app's protocols, so a navigation delegate's animator that casts the popped controller to
/// its own protocol takes its `guard`'s `else` and the pop is left unfinished, as on a device;
/// a class that declares the conformance (itself, through a superclass, or in an extension)
/// passes and the pop completes.
@Suite struct CastConformanceTests {
  static let swift = """
    import UIKit

    protocol Shrinkable: AnyObject {}

    final class Shrink: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.25
      }
      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        guard let leaving = ctx.viewController(forKey: .from) as? Shrinkable,
          let arriving = ctx.view(forKey: .to)
        else { return }
        _ = leaving
        ctx.containerView.insertSubview(arriving, at: 0)
        ctx.completeTransition(true)
      }
    }

    final class ShrinkOnPop: NSObject, UINavigationControllerDelegate {
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? Shrink() : nil
      }
    }

    class CardViewController: UIViewController, Shrinkable {}
    final class PhotoViewController: CardViewController {}
    final class NoteViewController: UIViewController {}
    extension NoteViewController: Shrinkable {}
    final class PlainViewController: UIViewController {}
    """

  static func pop(_ detail: String) throws -> Step? {
    try FixtureTimelines.timeline(
      "{ navigation: Nav, stack: [List, \(detail)] }",
      "  - pop: Nav\n    navigationDelegate: \"ShrinkOnPop()\"\n", swift: swift
    ).last
  }

  @Test func aControllerWithoutAClassAdoptsNoneOfTheAppsProtocols() throws {
    let step = try #require(try Self.pop("Detail"))
    #expect(!step.phases.map(\.kind).contains(.completed))
    #expect(step.mistakes.first?.mistake == .unfinishedTransition)
    #expect(
      step.phases.flatMap(\.events).map(\.description).first { $0.hasPrefix("Nav.delegate.") }
        == "Nav.delegate.navigationController(_:animationControllerFor: .pop, from: Detail, to: List) → a Shrink"
    )
    // No line says the class is unknown: the scene's plain controller is a UIViewController.
    let told = step.phases.map(\.explanation).joined(separator: "\n")
    #expect(!told.contains("the tool cannot know Detail's class"))
    #expect(told.contains("animateTransition(using:) returns at App.swift:12 (`return`)"))
    // Stuck: Detail's view stays in the container, List's never comes in.
    #expect(
      step.phases.last.map { ViewTreeText.lines($0.window) } == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UILayoutContainerView (0 0; 393 852) <Nav>",
        "        UINavigationTransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852) [containerView]",
        "            UIView (0 0; 393 852) <Detail>",
        "        UINavigationBar (0 59; 393 44)",
      ])
  }

  @Test(arguments: [
    "{ vc: Detail, class: CardViewController }",
    "{ vc: Detail, class: PhotoViewController }",
    "{ vc: Detail, class: NoteViewController }",
  ])
  func aDeclaredConformancePassesTheCast(_ detail: String) throws {
    let step = try #require(try Self.pop(detail))
    #expect(step.phases.map(\.kind).contains(.completed))
    #expect(step.mistakes.isEmpty)
    #expect(
      step.phases.last.map { ViewTreeText.lines($0.window) } == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UILayoutContainerView (0 0; 393 852) <Nav>",
        "        UINavigationTransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852)",
        "            UIView (0 0; 393 852) <List>",
        "        UINavigationBar (0 59; 393 44)",
      ])
  }

  @Test func aClassOfTheFilesThatDoesNotAdoptItFailsToo() throws {
    let step = try #require(try Self.pop("{ vc: Detail, class: PlainViewController }"))
    #expect(!step.phases.map(\.kind).contains(.completed))
    #expect(step.mistakes.first?.mistake == .unfinishedTransition)
  }
}
