import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// A scene controller whose `class:` is a `UIViewController` subclass of the Swift files: its
/// appearance overrides run (P-10–P-12, M-7, T-4). The Swift is ControllerOverridesFixtures',
/// loaded without edits.
@Suite struct SwiftControllerOverridesTests {
  static func timeline(_ root: String, _ steps: String = "", swift: Bool = true) throws
    -> [Step]
  {
    let yaml =
      "title: t\n" + (swift ? "swift: All.swift\n" : "") + "root: \(root)\n"
      + (steps.isEmpty ? "" : "steps:\n" + steps)
    let scene = try SwiftSceneLoader.parse(
      yaml, path: "t.yaml",
      swiftFile: { $0 == "All.swift" ? ("All.swift", ControllerOverridesFixtures.swift) : nil })
    return plan(scene).steps
  }

  static let onboardingRoot =
    "{ navigation: Nav, stack: [{ vc: Home, class: HomeViewController }] }"

  @Test func aPresentFromViewDidAppearPlaysAsTheSceneHookDoes() throws {
    let swift = try Self.timeline(Self.onboardingRoot, "  - dismiss: Onboarding\n")
    let hook =
      "{ navigation: Nav, stack: [{ vc: Home, class: HomeViewController, onViewDidAppear: "
      + "{ present: { vc: Onboarding, class: OnboardingViewController }, style: fullScreen, "
      + "once: true } }] }"
    let yaml = try Self.timeline(hook, "  - dismiss: Onboarding\n", swift: false)
    #expect(swift.map(\.phaseNames) == yaml.map(\.phaseNames))
    #expect(swift.map(\.allEvents) == yaml.map(\.allEvents))
    #expect(swift.map { $0.phases.map(\.tree) } == yaml.map { $0.phases.map(\.tree) })
    let launch = try #require(swift.first)
    #expect(
      launch.phaseNames == [
        "initial", "present: container ready", "present: presentation will begin",
        "present: to-view added", "present: animating", "present: completed", "present: after",
      ])
    let first = try #require(launch.phases.dropFirst().first)
    #expect(
      first.explanation.hasPrefix(
        "All.swift:20 (inside DispatchQueue.main.async): the block runs on a later turn of the "
          + "main run loop;"))
    #expect(
      first.explanation.contains(
        "Home.viewDidAppear calls present(Onboarding): the view is in the window"))
    // The flag: dismissing sends Home viewDidAppear again, and nothing is presented (P-12).
    let dismiss = try #require(swift.last)
    #expect(
      dismiss.phaseNames == ["before", "dismissal will begin", "animating", "completed", "after"])
    #expect(dismiss.allEvents.contains("Home.viewDidAppear(animated: true)"))
    #expect(
      dismiss.phases.last?.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UILayoutContainerView (0 0; 393 852) <Nav>",
        "        UINavigationTransitionView (0 0; 393 852)",
        "          UIViewControllerWrapperView (0 0; 393 852)",
        "            UIView (0 0; 393 852) <Home>",
        "        UINavigationBar (0 59; 393 44)",
      ])
  }

  @Test func whatTheOverridesDoNotModelIsListedAtTheirLines() throws {
    let launch = try #require(try Self.timeline(Self.onboardingRoot).first)
    let initial = try #require(launch.phases.first)
    #expect(
      initial.explanation.contains(
        "not modelled: All.swift:10 navigationItem.largeTitleDisplayMode = .always. "))
    // `super.viewDidLoad()`, `title = …` and an opaque background are no notes.
    #expect(!initial.explanation.contains("All.swift:7 "))
    #expect(!initial.explanation.contains("All.swift:8 "))
    #expect(!initial.explanation.contains("All.swift:9 "))
  }

  @Test func aPresentFromTheRootsViewDidLoadIsRefusedAtItsLine() throws {
    let launch = try #require(
      try Self.timeline("{ vc: Launch, class: LaunchViewController }").first)
    #expect(launch.phaseNames == ["initial", "present: after"])
    #expect(
      launch.warnings == [
        "Attempt to present <UIViewController: Welcome> on <LaunchViewController: Launch> (from "
          + "<LaunchViewController: Launch>) whose view is not in the window hierarchy."
      ])
    let refused = try #require(launch.phases.dropFirst().first)
    #expect(
      refused.explanation.hasPrefix(
        "All.swift:37: Launch.viewDidLoad calls present(Welcome) while the window shows its "
          + "root for the first time"))
    #expect(refused.explanation.contains("(P-10, the third check of §3.1)"))
    #expect(
      launch.phases.last?.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UIView (0 0; 393 852) <Launch>",
      ])
  }

  @Test func overridesThatPresentNothingChangeNoEvent() throws {
    let root = "{ navigation: Nav, stack: [{ vc: Feed, class: FeedViewController }] }"
    let steps = "  - push: { vc: Detail, class: RecordingContainerViewController }\n    on: Nav\n"
    let swift = try Self.timeline(root, steps)
    // Its viewDidLoad adds a child as Apple's guide does: the container the scene declares.
    let declared =
      "  - push: { container: Detail, class: RecordingContainerViewController, children: "
      + "[{ vc: List, class: ListViewController }] }\n    on: Nav\n"
    let plain = try Self.timeline(root, declared, swift: false)
    #expect(swift.map(\.allEvents) == plain.map(\.allEvents))
    #expect(swift.map { $0.phases.map(\.tree) } == plain.map { $0.phases.map(\.tree) })
    let push = try #require(swift.last)
    let text = push.phases.map(\.explanation).joined(separator: "\n")
    #expect(
      text.contains(
        "not modelled: All.swift:51 navigationController?.setNavigationBarHidden(false, "
          + "animated: animated). "))
    // The containment calls and the child's frame are modelled: no line of them is listed.
    for line in 91...94 { #expect(!text.contains("All.swift:\(line)")) }
    #expect(text.contains("not modelled: All.swift:100 Analytics.shared.track("))
  }
}
