import TestSupport
import Testing

@testable import TransitionEngine

/// a full-screen presentation from a controller shown in a page sheet's card. No source
/// shows which controller presents, whether the sheet's view leaves its card or what stays
/// beneath, so the model's choice (the sheet's view leaves, the empty card stays) is labelled
/// inferred where it is said.
@Suite struct FullScreenFromSheetTests {
  static func timeline() -> Timeline {
    let sheet = PresentSpec(controller: Fixtures.plain("Sheet"), from: "Home", style: .pageSheet)
    let cover = PresentSpec(controller: Fixtures.plain("Cover"), from: "Sheet", style: .fullScreen)
    let spec = SceneSpec(
      title: "t", root: Fixtures.nav("Nav", ["Home"]),
      steps: [Fixtures.step(.present(sheet)), Fixtures.step(.present(cover))])
    return plan(spec)
  }

  /// The completed tree: the sheet's card stays, empty, under the full-screen container.
  @Test func theCardStaysEmptyUnderTheCover() {
    let after = Self.timeline().steps[2].phases.last?.tree ?? []
    #expect(
      Array(after.suffix(8)) == [
        "  UITransitionView (0 0; 393 852)",
        "    UIDimmingView (-393 -852; 1179 2556)",
        "    UIDropShadowView (0 69; 393 783)",
        "      _UIRoundedRectShadowView (0 0; 393 783) alpha = 0",
        "      UIView (0 0; 393 783)",
        "        UIView (0 0; 393 783)",
        "  UITransitionView (0 0; 393 852)",
        "    UIView (0 0; 393 852) <Cover>",
      ])
  }

  /// The step says the choice is inferred and cites Q-33, as a note's rule.
  @Test func theChoiceIsLabelledInferred() {
    let phases = Self.timeline().steps[2].phases
    let told = phases.filter { $0.explanation.contains("(Q-33)") }
    #expect(!told.isEmpty)
    #expect(told.allSatisfy { $0.explanation.contains("inferred [I] (Q-33)") })
    #expect(told.allSatisfy { $0.notes.contains { $0.rules.contains("Q-33") } })
    let events = Self.timeline().steps[2].allEvents
    let appeared = events.firstIndex(of: "Cover.viewDidAppear(animated: true)")
    let disappeared = events.firstIndex(of: "Sheet.viewDidDisappear(animated: true)")
    guard let appeared, let disappeared else {
      Issue.record("missing callbacks: \(events)")
      return
    }
    #expect(appeared < disappeared)
  }
}
