import TestSupport
import Testing

@testable import TransitionEngine

/// A custom container `Shell` showing `Intro`, then `code` steps made of `blocks`.
private func shell(_ blocks: [[String]]) throws -> Timeline {
  let root = ControllerSpec(name: "Shell", kind: .container(children: [Fixtures.plain("Intro")]))
  let steps = try blocks.map { lines in
    Fixtures.step(.code(try block(lines, .code)))
  }
  return plan(SceneSpec(title: "code", root: root, steps: steps))
}

private let shellTree = [
  "UIWindow (0 0; 393 852)", "  UITransitionView (0 0; 393 852)",
  "    UIDropShadowView (0 0; 393 852)", "      UIView (0 0; 393 852) <Shell>",
]

@Suite struct CodeStepTests {
  @Test func theContainerGuideSequenceSwapsChildren() throws {
    let step = try shell([
      [
        "Shell.addChild(Setup)", "Intro.willMove(toParent: nil)",
        "Shell.transition(from: Intro, to: Setup)", "Intro.removeFromParent()",
        "Setup.didMove(toParent: Shell)",
      ]
    ]).steps[1]
    #expect(
      step.phaseNames == [
        "before", "line 10: Shell.addChild(Setup)", "line 11: Intro.willMove(toParent: nil)",
        "line 12: Shell.transition(from: Intro, to: Setup)",
        "line 12: Shell.transition(from: Intro, to: Setup) (completed)",
        "line 13: Intro.removeFromParent()", "line 14: Setup.didMove(toParent: Shell)", "after",
      ])
    #expect(
      step.allEvents == [
        "Setup.willMove(toParent: Shell)",
        "Intro.willMove(toParent: nil)",
        "Setup.loadView()",
        "Setup.viewDidLoad()",
        "Setup.viewWillAppear(animated: true)",
        "Intro.viewWillDisappear(animated: true)",
        "Setup.viewIsAppearing(animated: true)",
        "Setup.viewWillLayoutSubviews()",
        "Setup.viewDidLayoutSubviews()",
        "Intro.viewDidDisappear(animated: true)",
        "Setup.viewDidAppear(animated: true)",
        "Intro.didMove(toParent: nil)",
        "Setup.didMove(toParent: Shell)",
      ])
    #expect(
      step.phase("line 12: Shell.transition(from: Intro, to: Setup)")?.tree
        == shellTree + [
          "        UIView (0 0; 393 852) <Intro>", "        UIView (0 0; 393 852) <Setup>",
        ])
    #expect(step.phase("after")?.tree == shellTree + ["        UIView (0 0; 393 852) <Setup>"])
    #expect(step.phase("after")?.controllers.children.map(\.name) == ["Setup"])
    #expect(step.phase("after")?.explanation.hasPrefix("Every line has run") == true)
  }

  @Test func aViewWithoutAddChildHearsNothing() throws {
    let step = try shell([["Shell.view.addSubview(Banner.view)"]]).steps[1]
    #expect(
      step.allEvents == [
        "Banner.loadView()",
        "Banner.viewDidLoad()",
      ])
    let after = step.phase("after")
    #expect(after?.tree.last == "        UIView (0 0; 393 852) <Banner>")
    #expect(after?.controller("Banner") == nil)
    #expect(
      after?.appMistakes == [
        .viewWithoutController("Banner"), .appearanceOutOfStep("Banner"),
      ])
    #expect(after?.explanation.contains("Banner is no child of any controller") == true)
  }

  @Test func aChildWithoutDidMoveIsNamed() throws {
    let step = try shell([["Shell.addChild(Summary)", "Shell.view.addSubview(Summary.view)"]])
      .steps[1]
    #expect(
      step.allEvents == [
        "Summary.willMove(toParent: Shell)",
        "Summary.loadView()",
        "Summary.viewDidLoad()",
        "Summary.viewWillAppear(animated: false)",
        "Summary.viewIsAppearing(animated: false)",
        "Summary.viewWillLayoutSubviews()",
        "Summary.viewDidLayoutSubviews()",
        "Summary.viewDidAppear(animated: false)",
      ])
    #expect(
      step.phase("after")?.explanation.contains(
        "no line calls Summary.didMove(toParent: Shell)") == true)
  }

  @Test func transitionBetweenStrangersRaises() throws {
    let step = try shell([["Shell.transition(from: Intro, to: Help)"]]).steps[1]
    #expect(step.error?.contains("must have a common parent view controller") == true)
    #expect(step.phaseNames == ["before", "after"])
    #expect(step.phase("after")?.tree == step.phase("before")?.tree)
  }

  @Test func aChildViewUnderTheWrongParentRaisesK3() throws {
    let step = try shell([["Shell.addChild(Setup)", "Intro.view.addSubview(Setup.view)"]]).steps[1]
    #expect(
      step.error
        == "UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: "
        + "Setup> should have parent view controller:<UIViewController: Intro> but actual "
        + "parent is:<UIViewController: Shell>")
  }

  @Test func removingWithoutWillMoveKeepsTheViewAndSaysSo() throws {
    let step = try shell([["Intro.removeFromParent()"]]).steps[1]
    let after = step.phase("after")
    #expect(step.allEvents == ["Intro.didMove(toParent: nil)"])
    #expect(after?.tree.last == "        UIView (0 0; 393 852) <Intro>")
    #expect(after?.explanation.contains("without calling Intro.willMove(toParent: nil)") == true)
    #expect(after?.appMistakes.contains(.viewWithoutController("Intro")) == true)
  }

  @Test func removingTheViewOfAChildBringsItsDisappearPair() throws {
    let step = try shell([["Intro.view.removeFromSuperview()"]]).steps[1]
    #expect(
      step.allEvents == [
        "Intro.viewWillDisappear(animated: false)", "Intro.viewDidDisappear(animated: false)",
      ])
    #expect(step.phase("after")?.tree == shellTree)
  }

  @Test func presentAndDismissRunAsNestedTransitions() throws {
    let step = try shell([
      ["Intro.present(Card, animated: false)", "Card.dismiss(animated: false)"]
    ])
    .steps[1]
    #expect(
      step.phaseNames == [
        "before", "present: completed", "present: after", "dismiss: completed", "dismiss: after",
        "after",
      ])
    #expect(step.phase("after")?.tree == shellTree + ["        UIView (0 0; 393 852) <Intro>"])
    #expect(
      step.phase("present: completed")?.explanation.hasPrefix(
        "Line 10, `Intro.present(Card, animated: false)`: ") == true)
  }
}
