import TestSupport
import Testing

@testable import TransitionEngine

/// D-8 with N-14 / N-15: what `isModalInPresentation` does to the user's drag on a zoomed
/// controller.
@Suite struct ZoomModalDragTests {
  private func timeline(_ style: PresentationStyle, _ dismissals: [StepSpec]) -> Timeline {
    ZoomFixture.presented(style, modal: true, dismissals)
  }

  private func drag(cancelled: Bool) -> StepSpec {
    var step = Fixtures.step(.dismiss("Cover", interactiveCancelled: cancelled))
    step.swipeCompleted = !cancelled
    return step
  }

  /// The presented side's tree while Cover is up, the image view not hidden.
  private let presentedTree = [
    "UIWindow (0 0; 393 852)",
    "  UITransitionView (0 0; 393 852)",
    "    UIDropShadowView (0 0; 393 852)",
    "  UITransitionView (0 0; 393 852)",
    "    UIView (0 0; 393 852) <Cover>",
  ]

  /// A full-screen zoom: neither a finished nor an abandoned drag starts a dismissal, and no
  /// delegate call is invented; dismiss(animated:) in code still zooms it back (D-9).
  @Test func aModalFullScreenZoomRefusesTheDrag() {
    let steps = timeline(
      .fullScreen,
      [
        drag(cancelled: false), drag(cancelled: true),
        Fixtures.step(.dismiss("Cover", interactiveCancelled: false)),
      ]
    ).steps
    for step in [steps[2], steps[3]] {
      #expect(step.phaseNames == ["before", "after"])
      #expect(step.allEvents == [])
      #expect(step.phase("before")?.tree == presentedTree)
      #expect(step.phase("after")?.tree == presentedTree)
      #expect(step.phase("after")?.controller("Albums")?.presented?.name == "Cover")
      let why = step.phase("after")?.explanation ?? ""
      #expect(why.hasPrefix("Cover has isModalInPresentation = true."))
      #expect(why.contains("(D-8)"))
      #expect(why.contains("honours the flag is inferred"))
      #expect(
        why.contains("presentationControllerDidAttemptToDismiss(_:) after a zoom's drag is unknown")
      )
      #expect(why.contains("interactiveDismissShouldBegin"))
    }
    #expect(
      steps[4].allEvents.first == "Cover.presentationController.dismissalTransitionWillBegin()")
    #expect(steps[4].phases.last?.controller("Albums")?.presented == nil)
  }

  /// A zoomed page sheet keeps the sheet's refusal: only DidAttemptToDismiss (D-8).
  @Test func aModalZoomedPageSheetKeepsTheSheetRefusal() {
    let step = timeline(.pageSheet, [drag(cancelled: false)]).steps[2]
    #expect(step.allEvents == ["Cover.presentationControllerDidAttemptToDismiss(_:)"])
    #expect(step.phase("after")?.tree == step.phase("before")?.tree)
  }

  /// N-14: a zoom push is not a presentation; the flag has no documented effect, the drag
  /// back pops, and the explanation says so.
  @Test func aZoomPushIsDraggedBackWhateverTheFlag() {
    let popped = ZoomFixture.timeline(modal: true, [dragBack()]).steps[2]
    #expect(popped.phases.last?.controller("Nav")?.children.map(\.name) == ["Grid"])
    #expect(popped.allEvents.contains("Photo.viewDidDisappear(animated: true)"))
    let first = popped.phases.first { $0.name != "before" }?.explanation ?? ""
    #expect(first.hasPrefix("Photo has isModalInPresentation = true, but it was pushed"))
    #expect(first.contains("(N-14)"))
    // Without the flag the same drag pops the same way and says nothing about it.
    let unflagged = ZoomFixture.timeline([dragBack()]).steps[2]
    #expect(!unflagged.phases.map(\.explanation).joined().contains("isModalInPresentation"))
    #expect(unflagged.allEvents == popped.allEvents)
  }

  private func dragBack() -> StepSpec {
    var step = Fixtures.step(.pop(nav: nil, interactiveCancelled: false))
    step.swipeCompleted = true
    return step
  }
}
