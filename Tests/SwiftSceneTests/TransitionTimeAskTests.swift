import SceneFile
import SwiftScene
import Synchronization
import TestSupport
import Testing
import TransitionEngine

/// The app's presentation controllers and custom segues run in the planner, when UIKit calls
/// them (docs/ARCHITECTURE.md, "Where the app's code runs"): reading a scene runs none of
/// them, a presentation controller is asked with the container as it is when the presentation
/// starts and again when the container changes size, and a segue's `perform()` reads the world
/// as it is when the segue performs.
@Suite struct TransitionTimeAskTests {
  static let swift = """
    import UIKit

    final class LowerHalfTransition: NSObject, UIViewControllerTransitioningDelegate {
      func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
      ) -> UIPresentationController? {
        LowerHalfController(presentedViewController: presented, presenting: presenting)
      }
    }

    /// Gives the presented view the lower half of whatever container it is in.
    final class LowerHalfController: UIPresentationController {
      override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let size = containerView.bounds.size
        return CGRect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2)
      }

      override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
      }
    }

    final class DeepStackTransition: NSObject, UIViewControllerTransitioningDelegate {
      func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
      ) -> UIPresentationController? {
        DeepStackController(presentedViewController: presented, presenting: presenting)
      }
    }

    /// Shades what is below only when the presenting stack is more than one screen deep.
    final class DeepStackController: UIPresentationController {
      private let shade = UIView()

      override func presentationTransitionWillBegin() {
        guard presentingViewController.children.count > 1 else { return }
        shade.frame = containerView?.bounds ?? .zero
        containerView?.insertSubview(shade, at: 0)
      }
    }

    /// Pushes when the source sits in a navigation controller, else presents.
    final class PushWhereItCanSegue: UIStoryboardSegue {
      override func perform() {
        if let navigation = source.navigationController {
          navigation.pushViewController(destination, animated: false)
        } else {
          source.present(destination, animated: false, completion: nil)
        }
      }
    }
    """

  static func scene(_ root: String, _ steps: String) throws -> SceneSpec {
    try SwiftSceneLoader.parse(
      "title: t\nswift: Asks.swift\nroot: \(root)\nsteps:\n" + steps, path: "t.yaml",
      swiftFile: { $0 == "Asks.swift" ? ("Asks.swift", Self.swift) : nil })
  }

  /// The scene with its app's calls logged as they reach the app's Swift.
  static func watched(_ scene: SceneSpec, _ log: AskLog) throws -> SceneSpec {
    let program = try #require(scene.app)
    var watched = scene
    watched.app = AppProgram(identity: program.identity) {
      AskLoggingCode(inner: program.run(), log: log)
    }
    return watched
  }

  static let lowerHalf = """
      - present: Sheet
        from: Home
        style: custom
        transitioningDelegate: "LowerHalfTransition()"
      - rotate: landscape
      - rotate: portrait
    """

  static func sheetLine(_ phase: Phase?) -> String? {
    phase.flatMap { ViewTreeText.lines($0.window).first { $0.hasSuffix("<Sheet>") } }
  }

  @Test func readingAPresentationControllerSceneRunsNoSwift() throws {
    let scene = try Self.scene("{ vc: Home }", Self.lowerHalf)
    guard case .present(let present) = scene.steps[0].action else {
      Issue.record("not a present")
      return
    }
    // Only the question is known after reading: what the controller decides is not.
    #expect(present.custom == nil)
    #expect(present.presentationCall?.role == .presentationController)
    let log = AskLog()
    let watched = try Self.watched(scene, log)
    #expect(log.calls.withLock { $0 } == [])
    _ = plan(watched)
    #expect(
      log.calls.withLock { $0 } == [
        "presentationController from Home to Sheet in 393x852",
        "transitioningDelegate(presenting: true) from Home to Sheet",
        "containerLayout(852x393) from Home to Sheet in 852x393",
      ])
  }

  @Test func theFrameFollowsTheContainerAtEachAsk() throws {
    let steps = plan(try Self.scene("{ vc: Home }", Self.lowerHalf)).steps
    #expect(Self.sheetLine(steps[1].phases.last) == "    UIView (0 426; 393 426) <Sheet>")
    #expect(Self.sheetLine(steps[2].phases.last) == "    UIView (0 196.5; 852 196.5) <Sheet>")
    #expect(Self.sheetLine(steps[3].phases.last) == "    UIView (0 426; 393 426) <Sheet>")
    #expect(
      steps[2].phases.last?.events.map(\.description).filter {
        $0.hasPrefix("Sheet.presentationController.")
      } == [
        "Sheet.presentationController.containerViewWillLayoutSubviews()",
        "Sheet.presentationController.containerViewDidLayoutSubviews()",
      ])
  }

  @Test func aPresentationAfterARotationIsAskedWithTheRotatedContainer() throws {
    let log = AskLog()
    let scene = try Self.scene(
      "{ vc: Home }",
      """
        - rotate: landscape
        - present: Sheet
          from: Home
          style: custom
          transitioningDelegate: "LowerHalfTransition()"
      """)
    let steps = plan(try Self.watched(scene, log)).steps
    #expect(Self.sheetLine(steps[2].phases.last) == "    UIView (0 196.5; 852 196.5) <Sheet>")
    #expect(
      log.calls.withLock { $0 } == [
        "presentationController from Home to Sheet in 852x393",
        "transitioningDelegate(presenting: true) from Home to Sheet",
      ])
  }

  static let deepStack = """
      - present: Sheet
        from: Nav
        style: custom
        transitioningDelegate: "DeepStackTransition()"
      - dismiss: Sheet
      - push: Detail
      - present: Sheet
        from: Nav
        style: custom
        transitioningDelegate: "DeepStackTransition()"
    """

  @Test func willBeginReadsThePresentingControllerFromTheWorld() throws {
    let steps = plan(try Self.scene("{ navigation: Nav, stack: [List] }", Self.deepStack)).steps
    let shallow = try #require(steps[1].phases.first { $0.name == "presentation will begin" })
    let deep = try #require(steps[4].phases.first { $0.name == "presentation will begin" })
    // One screen deep: no shade; two deep (after the push): a shade at the container's back.
    #expect(
      ViewTreeText.lines(shallow.window).suffix(1) == [
        "  UITransitionView (0 0; 393 852) [containerView]"
      ])
    #expect(
      ViewTreeText.lines(deep.window).suffix(2) == [
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIView (0 0; 393 852)",
      ])
  }

  static let segues = """
      - segue: Detail
        from: List
        class: PushWhereItCanSegue
    """

  @Test func aSeguesPerformIsAskedWhenItPerforms() throws {
    let scene = try Self.scene("{ navigation: Nav, stack: [List] }", Self.segues)
    #expect(scene.steps[0].perform == nil)
    #expect(scene.steps[0].performCall?.role == .seguePerform(className: "PushWhereItCanSegue"))
    let log = AskLog()
    let watched = try Self.watched(scene, log)
    #expect(log.calls.withLock { $0 } == [])
    let steps = plan(watched).steps
    #expect(log.calls.withLock { $0 } == ["seguePerform(className: \"PushWhereItCanSegue\")"])
    // In a navigation controller the segue pushes: Detail joins Nav's stack.
    #expect(steps[1].phases.last?.owners == ["Nav", "Detail"])
  }

  /// S-5 regression: a source in no navigation controller has none, so the `else` presents
  /// (before, `source.navigationController` was always `source.parent`, and the push that
  /// branch made did nothing).
  @Test func aSourceOutsideANavigationControllerPresentsInTheElseBranch() throws {
    let scene = try Self.scene("{ vc: List }", Self.segues)
    let step = try #require(plan(scene).steps.last)
    #expect(step.warnings == [])
    #expect(step.phaseNames.contains("present: completed"))
    #expect(step.phases.contains { $0.explanation.contains("source.present(destination") })
    #expect(!step.phases.contains { $0.explanation.contains("pushViewController") })
    #expect(step.phases.last?.owners == ["List", "Detail"])
    #expect(step.phases.last?.controller("List")?.presented?.name == "Detail")
  }
}

/// The calls an `AskLoggingCode` passed on, for a test to read after planning.
final class AskLog: Sendable {
  let calls = Mutex<[String]>([])
}

/// Passes every call on to the real run of the app's Swift, logging its role, the controllers
/// it is about and the container it is asked with.
final class AskLoggingCode: AppCode {
  let inner: any AppCode
  let log: AskLog

  init(inner: any AppCode, log: AskLog) {
    self.inner = inner
    self.log = log
  }

  func answer(_ call: AppCall, world: WorldAnswers) -> AppAnswer {
    var line = "\(call.role)"
    if case .containerLayout(let size) = call.role {
      line = "containerLayout(\(Self.number(size.width))x\(Self.number(size.height)))"
    }
    if let from = world.roles["fromVC"], let to = world.roles["toVC"] {
      line += " from \(from) to \(to)"
    }
    if let container = world.container {
      line += " in \(Self.number(container.width))x\(Self.number(container.height))"
    }
    log.calls.withLock { $0.append(line) }
    return inner.answer(call, world: world)
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
