import Testing
import TransitionEngine

/// The two cases a 20-minute fuzz run (seed 2411) found: a presentation left on screen by
/// `removeChild` on a controller whose view a current-context presentation took, and an
/// animator that never completes after bringing back a presented view the app's code hid.
@Suite struct StrandedViewFindingTests {
  /// K-6, M-2: Nav's view is in no superview, so removeFromSuperview does nothing and
  /// Sheet's container stays in the window; Sheet hears nothing and is marked as hanging from
  /// a detached controller (K-5). The show segue that presents Nav later leaves it appeared.
  @Test func removingAGrabbedPresenterLeavesItsPresentationOnScreen() throws {
    let steps = try regressionTimeline("remove-a-child-whose-view-a-context-presentation-took")
      .steps
    let removal = steps[2].phases
    let removed = removal.first { $0.kind == .viewRemoved }
    #expect(removed?.events.isEmpty == true)
    #expect(removed?.explanation.contains("removeFromSuperview does nothing") == true)
    let after = removal.last
    #expect(after?.appMistakes.contains(.viewWithoutController("Sheet")) == true)
    #expect(after?.explanation.contains("Sheet stays on screen") == true)
    let segue = steps[3].phases.last
    #expect(node("Sheet", in: segue)?.inWindow == true)
    #expect(node("Sheet", in: segue)?.state == .appeared)
  }

  /// the dismissal's animator puts Card's view, which the app's code had moved out
  /// of the window, into the containerView and never completes. Card and its children are in
  /// the window, still disappeared, marked, and the phase says so.
  @Test func aStalledDismissalMarksWhatItsContainerHolds() throws {
    let steps = try regressionTimeline("animator-never-completes-with-a-hidden-presented-view")
      .steps
    let after = steps[4].phases.last
    for name in ["Card", "Left", "Right"] {
      #expect(node(name, in: after)?.inWindow == true)
      #expect(node(name, in: after)?.state == .disappeared)
      #expect(after?.appMistakes.contains(.appearanceOutOfStep(name)) == true)
      #expect(
        after?.explanation.contains("\(name) stays disappeared though its view is in the window")
          == true)
    }
  }
}
