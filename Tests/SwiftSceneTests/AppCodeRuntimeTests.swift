import SceneFile
import SwiftScene
import Synchronization
import TestSupport
import Testing
import TransitionEngine

/// The app's Swift runs in the planner, when UIKit calls it (docs/ARCHITECTURE.md, "Where the
/// app's code runs"): reading a scene runs none of it, the delegate reads the world as it is
/// when it is asked, and its objects live from step to step of one planning.
@Suite struct AppCodeRuntimeTests {
  static let swift = """
    import UIKit

    protocol Themed {}

    final class PlainScreen: UIViewController {}

    final class IndexedTabDelegate: NSObject, UITabBarControllerDelegate {
      func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        guard let from = tabBarController.viewControllers?.firstIndex(of: fromVC),
          let to = tabBarController.viewControllers?.firstIndex(of: toVC)
        else { return nil }
        return SideSlide(towardsRight: to > from)
      }
    }

    final class ThemedOnlyTabDelegate: NSObject, UITabBarControllerDelegate {
      func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        guard tabBarController.selectedViewController as? Themed != nil else { return nil }
        return SideSlide(towardsRight: true)
      }
    }

    final class EverySecondPushDelegate: NSObject, UINavigationControllerDelegate {
      var asked = 0

      func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> UIViewControllerAnimatedTransitioning? {
        asked += 1
        if asked == 2 { return nil }
        guard navigationController.topViewController == fromVC else { return nil }
        return SideSlide(towardsRight: asked == 1)
      }
    }

    final class SideSlide: NSObject, UIViewControllerAnimatedTransitioning {
      let towardsRight: Bool

      init(towardsRight: Bool) { self.towardsRight = towardsRight }

      func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        if towardsRight {
          toView.alpha = 0.5
        } else {
          toView.alpha = 0.25
        }
        transitionContext.completeTransition(true)
      }
    }
    """

  static func scene(_ root: String, _ steps: String) throws -> SceneSpec {
    try SwiftSceneLoader.parse(
      "title: t\nswift: App.swift\nroot: \(root)\nsteps:\n" + steps, path: "t.yaml",
      swiftFile: { $0 == "App.swift" ? ("App.swift", Self.swift) : nil })
  }

  static let tabs = "{ tab: Tabs, tabs: [First, Second, Third] }"

  @Test func readingASceneRunsNoSwift() throws {
    var scene = try Self.scene(
      Self.tabs,
      """
        - select: 2
          tabBarDelegate: "IndexedTabDelegate()"
        - select: 0
      """)
    // What the Swift would decide is not known after reading: only the question is.
    #expect(scene.steps.map { $0.animator == nil } == [true, true])
    #expect(scene.steps.map { $0.delegateAnswer == nil } == [true, true])
    #expect(scene.steps.map { $0.appCall?.role } == [.tabBarDelegate, .tabBarDelegate])
    let program = try #require(scene.app)
    let log = CallLog()
    scene.app = AppProgram(identity: program.identity) {
      CountingCode(inner: program.run(), log: log)
    }
    #expect(log.calls.withLock { $0 } == [])
    _ = plan(scene)
    #expect(
      log.calls.withLock { $0 } == [
        "tabBarDelegate from First to Third", "tabBarDelegate from Third to First",
      ])
  }

  @Test func theTabBarDelegateFindsTheIndexesInTheWorld() throws {
    let steps = plan(
      try Self.scene(
        Self.tabs,
        """
          - select: 2
            tabBarDelegate: "IndexedTabDelegate()"
          - select: 1
        """)
    ).steps
    #expect(
      SwiftDelegateAnswerTests.delegateEvents(steps) == [
        [],
        [
          "Tabs.delegate.tabBarController(_:animationControllerForTransitionFrom: First, to: Third)"
            + " → a SideSlide"
        ],
        [
          "Tabs.delegate.tabBarController(_:animationControllerForTransitionFrom: Third, to: Second)"
            + " → a SideSlide"
        ],
      ])
    // Towards the right from First to Third, to the left from Third back to Second.
    #expect(steps[1].phaseNames.contains("App.swift:55: toView.alpha = 0.5"))
    #expect(steps[2].phaseNames.contains("App.swift:57: toView.alpha = 0.25"))
  }

  @Test func aCastFollowsTheClassTheWorldGivesAController() throws {
    let steps = plan(
      try Self.scene(
        "{ tab: Tabs, tabs: [{ vc: First, class: PlainScreen }, Second] }",
        """
          - select: 1
            tabBarDelegate: "ThemedOnlyTabDelegate()"
        """)
    ).steps
    // PlainScreen does not adopt Themed: `as? Themed` is nil, so UIKit switches without an
    // animation.
    #expect(
      SwiftDelegateAnswerTests.delegateEvents(steps)[1] == [
        "Tabs.delegate.tabBarController(_:animationControllerForTransitionFrom: First, to: Second)"
          + " → nil (UIKit switches tabs without an animation)"
      ])
  }

  @Test func theDelegateKeepsItsCountAndEachPlanningStartsAfresh() throws {
    let scene = try Self.scene(
      "{ navigation: Nav, stack: [List] }",
      """
        - push: A
          navigationDelegate: "EverySecondPushDelegate()"
        - push: B
        - push: C
      """)
    let answers = [
      [],
      [
        "Nav.delegate.navigationController(_:animationControllerFor: .push, from: List, to: A)"
          + " → a SideSlide"
      ],
      [
        "Nav.delegate.navigationController(_:animationControllerFor: .push, from: A, to: B)"
          + " → nil (UIKit's default slide)"
      ],
      [
        "Nav.delegate.navigationController(_:animationControllerFor: .push, from: B, to: C)"
          + " → a SideSlide"
      ],
    ]
    #expect(SwiftDelegateAnswerTests.delegateEvents(plan(scene).steps) == answers)
    // A second planning of the same scene builds its own delegate: its count starts at 0.
    #expect(SwiftDelegateAnswerTests.delegateEvents(plan(scene).steps) == answers)
  }

  @Test func theWorldAnswersAboutEachController() throws {
    let scene = try Self.scene(
      "{ tab: Tabs, tabs: [{ navigation: Nav, stack: [List] }, Second] }",
      """
        - push: Detail
          navigationDelegate: "EverySecondPushDelegate()"
      """)
    let program = try #require(scene.app)
    let log = CallLog()
    var watched = scene
    watched.app = AppProgram(identity: program.identity) {
      CountingCode(inner: program.run(), log: log, watching: "List")
    }
    _ = plan(watched)
    #expect(
      log.answered.withLock { $0 } == [
        AnsweredController(
          name: "List", className: "UIViewController", parent: "Nav", children: [],
          viewControllers: nil, selectedIndex: nil, topViewController: nil,
          presentingViewController: nil, presentedViewController: nil,
          navigationController: "Nav", tabBarController: "Tabs",
          viewFrame: Rect(x: 0, y: 0, width: 393, height: 852), isViewInWindow: true,
          castClass: "UIViewController")
      ])
  }
}

/// The calls a `CountingCode` passed on, for a test to read after planning.
final class CallLog: Sendable {
  let calls = Mutex<[String]>([])
  let answered = Mutex<[AnsweredController]>([])
}

/// Passes every call on to the real run of the app's Swift, logging it first.
final class CountingCode: AppCode {
  let inner: any AppCode
  let log: CallLog
  let watching: String?

  init(inner: any AppCode, log: CallLog, watching: String? = nil) {
    self.inner = inner
    self.log = log
    self.watching = watching
  }

  func answer(_ call: AppCall, world: WorldAnswers) -> AppAnswer {
    let line =
      "\(call.role) from \(world.roles["fromVC"] ?? "?") to \(world.roles["toVC"] ?? "?")"
    log.calls.withLock { $0.append(line) }
    if let watching, let facts = world.controller(watching) {
      log.answered.withLock { $0.append(facts) }
    }
    return inner.answer(call, world: world)
  }
}
