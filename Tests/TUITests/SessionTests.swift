import Testing
import TransitionEngine

@testable import TUI

/// The open scene: positions across steps, the environment each phase shows, the playground.
@Suite struct SessionTests {
  @Test func positionsCrossStepBoundaries() {
    let timeline = TimelineBuilder.build(Fixtures.push)
    #expect(Position.start.next(in: timeline) == Position(step: 1, phase: 0))
    #expect(Position(step: 1, phase: 0).previous(in: timeline) == .start)
    #expect(Position.end(of: timeline) == Position(step: 1, phase: 5))
    #expect(Position.end(of: timeline).next(in: timeline) == nil)
    #expect(Position.start.previous(in: timeline) == nil)
  }

  @Test func aRotationShowsTheNewSettingAfterItsBeforePhase() {
    var session = SceneSession(entry: Fixtures.entry(Fixtures.container))
    session.position = Position(step: 2, phase: 0)
    #expect(session.environment(at: session.position).orientation == .portrait)
    session.position = Position(step: 2, phase: 1)
    #expect(session.environment(at: session.position).orientation == .landscape)
  }

  @Test func aRefusedStepLeavesTheSettingAlone() {
    var spec = Fixtures.push
    spec.steps = [StepSpec(action: .multitasking(.half))]
    let session = SceneSession(entry: Fixtures.entry(spec))
    #expect(session.timeline.steps[1].warnings.isEmpty == false)
    #expect(session.timeline.steps.map(\.environment.multitasking) == [.full, .full])
    #expect(session.environment(at: Position(step: 1, phase: 1)).multitasking == .full)
  }

  @Test func thePlaygroundIsANavigationControllerOnAnIPhone() {
    let session = SceneSession(entry: Playground.entry)
    #expect(session.timeline.environment.device.family == .phone)
    #expect(session.phase.controllers.kind == .navigation)
    #expect(AppState(catalog: []).pickerEntries.map(\.title) == ["Playground"])
  }

  @Test func textWrapsAtWordsAndBreaksOnlyWordsLongerThanALine() {
    #expect(TextWrap.wrap("one two three", width: 7) == ["one two", "three"])
    #expect(TextWrap.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(TextWrap.wrap("ab cdefg", width: 6) == ["ab", "cdefg"], "a word that fits moves")
    #expect(
      TextWrap.wrap(
        "see _UIPageSheetPresentationController.dismissalTransitionDidEnd(true) now", width: 16)
        == [
          "see _UIPageSheet", "Presentation", "Controller.", "dismissal", "TransitionDid",
          "End(true) now",
        ])
    #expect(
      TextWrap.wrap("x UIView.animate(withDuration:animations:)", width: 24)
        == ["x UIView.", "animate(withDuration:", "animations:)"])
    #expect(TextWrap.truncate("abcdef", width: 4) == "abc…")
  }
}
