import SceneFile
import SwiftScene
import Testing
import TransitionEngine

private let head = """
  title: t
  root: Root
  steps:
    - present: Card
      from: Root
      style: overFullScreen

  """

@Suite struct CodeBlockTests {
  @Test func aLiteralBlockBecomesTypedStatementsAtTheirLines() throws {
    let scene = try SwiftSceneLoader.parse(
      head + """
            animator: |
              // move the presenter (the mistake)
              containerView.addSubview(fromVC.view)
              containerView.addSubview(toView)

              transitionContext.completeTransition(true)
        """, path: "s.yaml")
    let animator = try #require(scene.steps.first?.animator)
    #expect(animator.kind == .animator)
    #expect(
      animator.lines.map(\.location) == [
        SourceLocation(line: 9, column: 7), SourceLocation(line: 10, column: 7),
        SourceLocation(line: 12, column: 7),
      ])
    #expect(
      animator.lines.map(\.text) == [
        "containerView.addSubview(fromVC.view)", "containerView.addSubview(toView)",
        "transitionContext.completeTransition(true)",
      ])
  }

  @Test func anUnknownStatementPointsIntoTheBlock() {
    #expect(
      errorLine(
        head + """
              animator: |
                containerView.addSubview(toView)
                  containerView.layoutIfNeeded()
          """)
        == "s.yaml:9:23: error: unknown statement 'layoutIfNeeded' in animator code; "
        + "known: addSubview, insertSubview, removeFromSuperview, bringSubviewToFront, "
        + "sendSubviewToBack, exchangeSubview, completeTransition, let V = UIView(…), "
        + "V.alpha =, V.transform =")
  }

  @Test func aBadAlphaOrTransformLinePointsAtItsValue() {
    #expect(
      errorLine(
        head + """
              animator: |
                containerView.addSubview(toView)
                toView.alpha = 1.5
          """)
        == "s.yaml:9:22: error: alpha takes a number from 0 to 1")
    #expect(
      errorLine(
        head + """
              animator: |
                fromView.transform = CGAffineTransform(rotationAngle: 3)
          """)
        == "s.yaml:8:46: error: CGAffineTransform takes 'scaleX:y:' or 'translationX:y:' here "
        + "(rotations are not modelled)")
  }

  @Test func aListOfStringsIsAcceptedAndLocatedPerEntry() throws {
    let scene = try SwiftSceneLoader.parse(
      head + """
            animator:
              - containerView.addSubview(toView)
              - "transitionContext.completeTransition(true)"
        """, path: "s.yaml")
    #expect(
      scene.steps.first?.animator?.lines.map(\.location) == [
        SourceLocation(line: 8, column: 9), SourceLocation(line: 9, column: 10),
      ])
    #expect(
      errorLine(
        head + """
              animator:
                - containerView.addSubview(toView)
                - "transitionContext.completeTransition(maybe)"
          """)
        == "s.yaml:9:47: error: completeTransition takes true, false or "
        + "!transitionContext.transitionWasCancelled")
  }

  @Test func foldedAndEmptyBlocksAreRefused() {
    #expect(
      errorLine(head + "    animator: >\n      containerView.addSubview(toView)\n")
        == "s.yaml:7:15: error: 'animator' is a folded block ('>'); use a literal block ('|') "
        + "so that each statement keeps its own line")
    #expect(
      errorLine(head + "    animator: |\n      // nothing\n")
        == "s.yaml:7:15: error: 'animator' has no statements")
    #expect(
      errorLine(head + "    animator: 3\n")
        == "s.yaml:7:15: error: expected a name here")
  }

  @Test func animatorBelongsToTransitionSteps() {
    #expect(
      errorLine(
        "title: t\nroot: Root\nsteps:\n  - rotate: landscape\n    animator: |\n      x\n")
        == "s.yaml:5:5: error: key 'animator' is not allowed in 'rotate' step (it belongs to "
        + "'push', 'pop', 'present', 'dismiss' and 'select' steps)")
  }
}

@Suite struct CodeStepReadingTests {
  private let root = "title: t\nroot:\n  container: Shell\n  children: [Intro]\nsteps:\n"

  @Test func aCodeStepIntroducesControllersWhereTheyAreCreated() throws {
    let scene = try SwiftSceneLoader.parse(
      root + "  - code: |\n      Shell.addChild(Setup)\n      Setup.didMove(toParent: Shell)\n",
      path: "s.yaml")
    guard case .code(let block) = scene.steps.first?.action else {
      Issue.record("not a code step")
      return
    }
    #expect(block.kind == .code)
    #expect(block.lines.map(\.location.line) == [7, 8])
  }

  @Test func anUnknownNameIsLocatedAtTheName() {
    #expect(
      errorLine(
        root + "  - code: |\n      Shell.addChild(Setup)\n      Stup.didMove(toParent: Shell)\n")
        == "s.yaml:8:7: error: unknown controller 'Stup' in a 'code' block; did you mean 'Setup'?")
    #expect(
      errorLine(root + "  - code: |\n      containerView.addSubview(toView)\n")
        == "s.yaml:7:7: error: 'containerView' is not a view here; use a controller's view, as "
        + "in 'Shell.view'")
  }
}
