import TestSupport
import Testing

@testable import TransitionEngine

/// `Nav` showing `Home` presents `Card` as a page sheet, then one `code` step runs `lines`.
private func afterCard(_ lines: [String]) throws -> Step {
  let card = PresentSpec(controller: SpecBuilders.plain("Card"), from: "Home", style: .pageSheet)
  let scene = SceneSpec(
    title: "one turn", root: SpecBuilders.nav("Nav", ["Home"]),
    steps: [SpecBuilders.step(.present(card)), SpecBuilders.step(.code(try block(lines, .code)))])
  return plan(scene).steps[2]
}

private let navTree = [
  "UIWindow (0 0; 393 852)", "  UITransitionView (0 0; 393 852)",
  "    UIDropShadowView (0 0; 393 852)", "      UILayoutContainerView (0 0; 393 852) <Nav>",
  "        UINavigationTransitionView (0 0; 393 852)",
  "          UIViewControllerWrapperView (0 0; 393 852)",
  "            UIView (0 0; 393 852) <Home>", "        UINavigationBar (0 59; 393 44)",
]

private let dismissPhases = [
  "before", "dismiss: dismissal will begin", "dismiss: animating", "dismiss: completed",
  "dismiss: after",
]

/// P-13: the lines of a `code` block run in one run-loop turn.
@Suite struct RunLoopTurnTests {
  /// P-13, D-6, Q-37: dismiss, then present on the same presenter: refused, nothing appears.
  @Test func aPresentAfterADismissalInTheSameTurnIsRefused() throws {
    let step = try afterCard(["Card.dismiss(animated: true)", "Home.present(Next, animated: true)"])
    #expect(
      step.phaseNames == dismissPhases + ["line 11: Home.present(Next, animated: true)", "after"])
    #expect(
      step.warnings == [
        "Attempt to present <UIViewController: Next> on <UINavigationController: Nav> (from "
          + "<UIViewController: Home>) while a presentation is in progress."
      ])
    #expect(step.phase("line 11: Home.present(Next, animated: true)")?.eventLines == [])
    #expect(!step.allEvents.contains { $0.hasPrefix("Next.") })
    #expect(step.phase("after")?.tree == navTree)
    #expect(
      step.phase("line 11: Home.present(Next, animated: true)")?.explanation.contains(
        "`Card.dismiss(animated: true) {` … `}` (D-5)") == true)
  }

  /// N-19: a push in the turn of a dismissal is dropped with UIKit's log.
  @Test func aPushAfterADismissalInTheSameTurnIsDropped() throws {
    let step = try afterCard([
      "Card.dismiss(animated: true)", "Nav.pushViewController(Detail, animated: true)",
    ])
    #expect(
      step.phaseNames == dismissPhases + [
        "line 11: Nav.pushViewController(Detail, animated: true)", "after",
      ])
    #expect(
      step.warnings == [
        "pushViewController:animated: called on <UINavigationController: Nav> while an "
          + "existing transition or presentation is occurring; the navigation stack will not "
          + "be updated."
      ])
    #expect(!step.allEvents.contains { $0.hasPrefix("Detail.") })
    #expect(step.phase("after")?.tree == navTree)
  }

  /// D-5, P-13: the completion block runs after the dismissal, in a later turn: it presents.
  @Test func aCompletionBlockRunsAfterItsTransition() throws {
    let step = try afterCard([
      "Card.dismiss(animated: true) {", "  Home.present(Next, animated: true)", "}",
    ])
    #expect(step.warnings == [])
    #expect(
      step.phaseNames == dismissPhases + [
        "present: container ready", "present: presentation will begin", "present: to-view added",
        "present: animating", "present: completed", "present: after", "after",
      ])
    let events = step.allEvents
    let completion = try #require(events.firstIndex(of: "dismiss completion block"))
    let load = try #require(events.firstIndex(of: "Next.loadView()"))
    #expect(completion < load)
    #expect(
      step.phase("present: container ready")?.explanation.hasPrefix(
        "The completion block of line 10 (`Card.dismiss(animated: true)`) runs now") == true)
  }

  /// P-13: the lines after a call run in its turn, before its completion block.
  @Test func theRestOfTheTurnRunsBeforeTheCompletion() throws {
    let step = try afterCard([
      "Card.dismiss(animated: true) {", "  Home.present(Next, animated: true)", "}",
      "Nav.pushViewController(Detail, animated: true)",
    ])
    #expect(step.warnings.count == 1)
    #expect(step.warnings.first?.hasPrefix("pushViewController:animated: called on") == true)
    #expect(
      Array(step.phaseNames.prefix(7)) == dismissPhases + [
        "line 13: Nav.pushViewController(Detail, animated: true)", "present: container ready",
      ])
  }

  /// A non-animated dismissal is taken to be over when its call returns [I].
  @Test func aNonAnimatedDismissalDoesNotHoldTheTurn() throws {
    let step = try afterCard([
      "Card.dismiss(animated: false)", "Home.present(Next, animated: false)",
    ])
    #expect(step.warnings == [])
    #expect(step.phaseNames.contains("present: after"))
  }
}
