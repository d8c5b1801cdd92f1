import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// N-24, TB-14 (issue 32, brief R7): UIKit declares a container's `delegate` weak, so
/// `delegate = PopFader()` written in place (in a navigation or tab bar subclass's
/// `viewDidLoad`, or `navigationController?.delegate = PopFader()` in a child's) leaves an
/// object nothing holds: it is deallocated at once and the delegate is nil. UIKit asks no
/// delegate and plays its own animation; the line is named as the app's mistake.
@Suite struct WeakDelegateTests {
  static let swift = """
    import UIKit

    final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.2
      }
      func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        ctx.containerView.addSubview(ctx.view(forKey: .to)!)
        ctx.completeTransition(true)
      }
    }

    final class PopFader: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        Fade()
      }
      func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        Fade()
      }
    }

    final class FadingNavigationController: UINavigationController {
      override func viewDidLoad() {
        super.viewDidLoad()
        delegate = PopFader()
      }
    }

    final class FadingTabBarController: UITabBarController {
      override func viewDidLoad() {
        super.viewDidLoad()
        self.delegate = PopFader.init()
      }
    }

    final class InboxViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = PopFader()
      }
    }
    """

  static func steps(_ root: String, _ steps: String) throws -> [Step] {
    try FixtureTimelines.timeline(root, steps, swift: swift)
  }

  static func asked(_ steps: [Step]) -> [String] {
    steps.flatMap(\.phases).flatMap(\.events).map(\.description).filter {
      $0.contains(".delegate.")
    }
  }

  static func note(_ place: String, _ code: String, _ container: String, _ rule: String)
    -> String
  {
    "The mistake: \(place) (`\(code)`) makes a new PopFader and gives it to \(container)'s "
      + "delegate, which UIKit declares weak. Nothing else holds the PopFader, so it is "
      + "deallocated at once (Swift warns that the instance will be immediately deallocated) "
      + "and \(container)'s delegate is nil: UIKit asks no delegate and plays its own animation "
      + "(\(rule)). Keep the object in a stored property."
  }

  @Test func aNavigationSubclassDropsTheFaderItMakesInPlace() throws {
    let steps = try Self.steps(
      "{ navigation: Nav, class: FadingNavigationController, stack: [List] }",
      "  - push: Detail\n  - pop: Nav\n")
    #expect(Self.asked(steps).isEmpty)
    let push = try #require(steps.dropFirst().first)
    let ready = try #require(push.phases.first { $0.kind == .containerReady })
    #expect(
      ready.explanation.hasSuffix(
        " " + Self.note("App.swift:32", "delegate = PopFader()", "Nav", "N-24")))
    #expect(ready.notes.map(\.role).contains(.mistake))
    // UIKit's own slide: the parallax wrapper of N-3 is there.
    #expect(
      push.phases.flatMap { ViewTreeText.lines($0.window) }.contains {
        $0.contains("_UIParallaxDimmingView")
      })
    #expect(
      steps.last?.phases.first { $0.kind == .containerReady }?.explanation.contains(
        Self.note("App.swift:32", "delegate = PopFader()", "Nav", "N-24")) == true)
  }

  @Test func aChildDropsTheFaderItGivesItsNavigationController() throws {
    let steps = try Self.steps(
      "{ navigation: Nav, stack: [{ vc: Inbox, class: InboxViewController }] }",
      "  - push: Detail\n")
    #expect(Self.asked(steps).isEmpty)
    #expect(
      steps.last?.phases.first { $0.kind == .containerReady }?.explanation.hasSuffix(
        " "
          + Self.note("App.swift:46", "navigationController?.delegate = PopFader()", "Nav", "N-24")
      ) == true)
  }

  @Test func aTabBarSubclassDropsItsFaderToo() throws {
    let steps = try Self.steps(
      "{ tab: Tabs, class: FadingTabBarController, tabs: [A, B] }", "  - select: B\n")
    #expect(Self.asked(steps).isEmpty)
    #expect(
      steps.last?.phases.map(\.explanation).joined().contains(
        Self.note("App.swift:39", "self.delegate = PopFader.init()", "Tabs", "TB-14")) == true)
  }
}
