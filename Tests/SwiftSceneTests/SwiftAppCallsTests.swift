import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// The app's own UIKit calls from real Swift take effect (issue 20): `isHidden`,
/// `UIView.transition(from:to:…)`, `beginAppearanceTransition` / `endAppearanceTransition`
/// (K-9), and `modalPresentationStyle` / `modalTransitionStyle` set in a segue or a class (§5).
/// The Swift is AppCallsFixtures', loaded without edits.
@Suite struct SwiftAppCallsTests {
  static func steps(_ root: String, _ steps: String) throws -> [Step] {
    let yaml = "title: t\nswift: All.swift\nroot: \(root)\nsteps:\n" + steps
    let scene = try SwiftSceneLoader.parse(
      yaml, path: "t.yaml",
      swiftFile: { $0 == "All.swift" ? ("All.swift", AppCallsFixtures.swift) : nil })
    return Array(plan(scene).steps.dropFirst())
  }

  /// The first step after `initial`.
  static func first(_ root: String, _ steps: String) throws -> Step {
    try #require(try Self.steps(root, steps).first)
  }

  /// A fullScreen present of `name` from Home with `animator`.
  static func fullScreen(_ name: String, animator: String) throws -> Step {
    try first(
      "{ vc: Home }",
      "  - present: \(name)\n    from: Home\n    style: fullScreen\n"
        + "    animator: \"\(animator)()\"\n")
  }

  static let navTop = [
    "UIWindow (0 0; 393 852)",
    "  UITransitionView (0 0; 393 852)",
    "    UIDropShadowView (0 0; 393 852)",
    "      UILayoutContainerView (0 0; 393 852) <Nav>",
    "        UINavigationTransitionView (0 0; 393 852)",
    "          UIViewControllerWrapperView (0 0; 393 852) [containerView]",
  ]
  static let navBar = ["        UINavigationBar (0 59; 393 44)"]

  @Test func isHiddenHidesTheViewWhileTheSnapshotAnimatesAndACorrectRevealIsNoMistake() throws {
    let present = try Self.fullScreen("Card", animator: "SnapshotRevealAnimator")
    let hidden = try #require(present.phase("All.swift:17: toView.isHidden = true"))
    #expect(
      hidden.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIView (0 0; 393 852) <Home>",
        "    UIView (0 0; 393 852) hidden = YES <Card>",
      ])
    #expect(hidden.window.flattened().first { $0.node.owner == "Card" }?.node.isHidden == true)
    let after = try #require(present.phases.last)
    #expect(
      after.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIView (0 0; 393 852) <Card>",
      ])
    #expect(present.phases.allSatisfy { $0.appMistakes.isEmpty })
    #expect(!present.phases.contains { $0.explanation.contains("The mistake") })
  }

  @Test func aViewLeftHiddenIsNamedAtTheLineThatHidIt() throws {
    let present = try Self.fullScreen("Sheet", animator: "ForgetfulRevealAnimator")
    let completed = try #require(present.phase("completed"))
    #expect(completed.appMistakes == [.invisibleView("Sheet")])
    #expect(
      completed.explanation.contains(
        "The mistake: Sheet's view (it is the to-view) is in the window but the user cannot see "
          + "it: All.swift:136 (`toView.isHidden = true`) left it at isHidden = true and no later "
          + "line set it back. UIKit does not show a hidden view again at completion (X-10)."))
    #expect(present.phases.last?.tree.last == "    UIView (0 0; 393 852) hidden = YES <Sheet>")
  }

  @Test func transitionFromToSwapsTheViewsInTheContainer() throws {
    let steps = try Self.steps(
      "{ navigation: Nav, stack: [List] }",
      "  - push: Photo\n    navigationDelegate: \"DissolveNavigationDelegate()\"\n"
        + "  - pop: Nav\n    animator: \"FlipAnimator()\"\n")
    let push = steps[0]
    #expect(
      push.phaseNames == [
        "before", "container ready",
        "All.swift:47: UIView.transition(from: fromView, to: toView, duration: 0.3, "
          + "options: .transitionCrossDissolve) { finished in …",
        "completed", "after",
      ])
    #expect(
      push.phases[2].tree
        == Self.navTop + ["            UIView (0 0; 393 852) <Photo>"] + Self.navBar)
    #expect(
      push.phases[2].explanation.contains("UIView.transition(from:to:) swaps the views (X-11)"))
    #expect(push.phases.allSatisfy { $0.appMistakes.isEmpty })
    // .showHideTransitionViews: both views stay, one hidden and the other shown.
    let pop = steps[1]
    let swap = pop.phases.filter { $0.name.hasPrefix("All.swift:63:") }
    #expect(
      swap.map(\.tree) == [
        Self.navTop + [
          "            UIView (0 0; 393 852) hidden = YES <Photo>",
          "            UIView (0 0; 393 852) hidden = YES <List>",
        ] + Self.navBar,
        Self.navTop + [
          "            UIView (0 0; 393 852) hidden = YES <Photo>",
          "            UIView (0 0; 393 852) <List>",
        ] + Self.navBar,
      ])
    #expect(pop.phases.last?.owners == ["Nav", "List"])
    #expect(pop.phases.allSatisfy { $0.appMistakes.isEmpty })
  }

  @Test func aPresenterToldByHandThatItDisappearsHearsItAndIsNoMistake() throws {
    let steps = try Self.steps(
      "{ navigation: Nav, stack: [List] }",
      "  - present: Overlay\n    from: Nav\n    style: custom\n"
        + "    transitioningDelegate: \"OverlayTransitioningDelegate()\"\n"
        + "  - dismiss: Overlay\n")
    #expect(
      steps[0].allEvents.filter { !$0.hasPrefix("Overlay.") } == [
        "animator.transitionDuration(using:)", "animator.animateTransition(using:)",
        "Nav.viewWillDisappear(animated: true)", "List.viewWillDisappear(animated: true)",
        "Nav.viewDidDisappear(animated: true)", "List.viewDidDisappear(animated: true)",
        "present completion block", "animator.animationEnded(true)",
      ])
    #expect(
      steps[1].allEvents.filter { !$0.hasPrefix("Overlay.") } == [
        "animator.transitionDuration(using:)", "animator.animateTransition(using:)",
        "Nav.viewWillAppear(animated: true)", "List.viewWillAppear(animated: true)",
        "Nav.viewDidAppear(animated: true)", "List.viewDidAppear(animated: true)",
        "dismiss completion block", "animator.animationEnded(true)",
      ])
    #expect(steps[0].phases.last?.controller("Nav")?.state == .disappeared)
    #expect(steps[1].phases.last?.controller("Nav")?.state == .appeared)
    #expect(
      steps[0].phases.last?.appMistakes == [.appearanceByHand("Nav"), .appearanceByHand("List")])
    for step in steps {
      #expect(
        step.phases.allSatisfy {
          $0.appMistakes.allSatisfy { if case .appearanceByHand = $0 { true } else { false } }
        })
      #expect(!step.phases.contains { $0.explanation.contains("The mistake") })
    }
  }

  @Test func aStyleSetInASeguesPerformDecidesThePresentation() throws {
    let segue = try Self.first(
      "{ navigation: Nav, stack: [List] }",
      "  - segue: Settings\n    from: List\n    class: FadeOverSegue\n"
    )
    let after = try #require(segue.phases.last)
    #expect(
      after.controller("Settings")?.presentationControllerClass
        == "_UIOverFullscreenPresentationController")
    // The over style leaves the presenter's view in the window (M-3).
    #expect(after.owners == ["Nav", "List", "Settings"])
    #expect(segue.phases.contains { $0.explanation.contains("(crossDissolve, MT-2)") })
  }

  @Test func aStyleTheClassSetsInItsInitDecidesThePresentation() throws {
    let present = try Self.first(
      "{ vc: Home }",
      "  - present: { vc: Card, class: CardViewController }\n"
        + "    from: Home\n"
    )
    #expect(present.action.description.hasSuffix("(overFullScreen)"))
    #expect(present.phases.last?.owners == ["Home", "Card"])
  }

  @Test func anUnwindDismissesThroughThePresenterOrCallsNothing() throws {
    let steps = try Self.steps(
      "{ navigation: Nav, stack: [List, Detail] }",
      "  - present: Modal\n    from: Detail\n    style: fullScreen\n"
        + "  - unwind: Detail\n    from: Modal\n    class: DismissUnwindSegue\n"
        + "  - unwind: List\n    from: Detail\n    class: DismissUnwindSegue\n")
    #expect(steps[1].phases.last?.owners == ["Nav", "Detail"])
    #expect(steps[1].phases.last?.controller("Nav")?.presented == nil)
    #expect(
      steps[1].phases.contains {
        $0.explanation.hasPrefix(
          "All.swift:150, `source.presentingViewController?.dismiss(animated: true, "
            + "completion: nil)`: Nav is presenting Modal")
      })
    #expect(steps[2].warnings.isEmpty)
    #expect(
      steps[2].allEvents == [
        "Detail.prepare(for: unwindSegue, sender: nil)", "List.unwindAction(_: UIStoryboardSegue)",
      ])
    #expect(
      steps[2].phases.contains {
        $0.explanation.hasSuffix(
          "the segue's source is not presented, so `?.dismiss` calls nothing (D-1).")
      })
  }

  @Test func aContainerSegueSwapsChildrenWithTransitionFromTo() throws {
    let segue = try Self.first(
      "{ container: Shell, children: [Intro] }",
      "  - segue: Setup\n    from: Intro\n    class: SwapChildSegue\n"
    )
    #expect(
      segue.allEvents == [
        "Intro.prepare(for: segue to Setup, sender: nil)", "Intro.willMove(toParent: nil)",
        "Setup.willMove(toParent: Shell)", "Setup.loadView()", "Setup.viewDidLoad()",
        "Setup.viewWillAppear(animated: false)", "Setup.viewIsAppearing(animated: false)",
        "Setup.viewWillLayoutSubviews()", "Setup.viewDidLayoutSubviews()",
        "Setup.viewDidAppear(animated: false)", "Intro.viewWillDisappear(animated: false)",
        "Intro.viewDidDisappear(animated: false)", "Intro.didMove(toParent: nil)",
        "Setup.didMove(toParent: Shell)",
      ])
    #expect(segue.phases.last?.owners == ["Shell", "Setup"])
    #expect(segue.phases.allSatisfy { $0.appMistakes.isEmpty })
  }
}
