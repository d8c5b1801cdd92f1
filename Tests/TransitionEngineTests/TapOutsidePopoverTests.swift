import TestSupport
import Testing

@testable import TransitionEngine

/// M-22, D-10: a tap outside a popover: the dimming view asks the delegate; a yes dismisses
/// with WillDismiss and DidDismiss; passthrough views, a no and isModalInPresentation keep it.
@Suite struct TapOutsidePopoverTests {
  private func timeline(
    _ configure: (inout ControllerOptions) -> Void = { _ in }, passthrough: [String] = [],
    at tapped: String? = nil, device: String = "ipad-pro-11"
  ) -> Timeline {
    var menu = ControllerOptions()
    menu.preferredContentSize = Size(width: 320, height: 400)
    configure(&menu)
    var present = PresentSpec(
      controller: Fixtures.plain("Menu", menu), from: "Home", style: .popover)
    present.anchor = .sourceView("Home", rect: Rect(x: 100, y: 100, width: 44, height: 44))
    present.passthrough = passthrough
    var tap = Fixtures.step(.dismiss("Menu", interactiveCancelled: false))
    tap.tapOutside = true
    tap.tapAt = tapped
    var scene = SceneSpec(
      title: "t", ios: 17, root: Fixtures.plain("Home"),
      steps: [Fixtures.step(.present(present)), tap])
    scene.device = device
    return plan(scene)
  }

  @Test func aYesDismissesWithTheDelegatesCalls() {
    let step = timeline().steps[2]
    #expect(step.action.description == "tap outside Menu")
    #expect(
      step.allEvents == [
        "Menu.presentationControllerShouldDismiss(_:)",
        "Menu.presentationControllerWillDismiss(_:)",
        "Menu.presentationController.dismissalTransitionWillBegin()",
        "Menu.viewWillDisappear(animated: true)",
        "animator.transitionDuration(using:)",
        "animator.animateTransition(using:)",
        "Menu.presentationController.dismissalTransitionDidEnd(true)",
        "Menu.viewDidDisappear(animated: true)",
        "Menu.presentationControllerDidDismiss(_:)",
        "animator.animationEnded(true)",
      ])
    #expect(step.phases.last?.controller("Home")?.presented == nil)
    #expect(step.phases.last?.tree == timeline().steps[1].phase("before")?.tree)
  }

  @Test func aPassthroughViewKeepsThePopover() {
    let step = timeline(passthrough: ["Home"], at: "Home").steps[2]
    #expect(step.phaseNames == ["before", "after"])
    #expect(step.allEvents == [])
    #expect(step.phase("after")?.tree == step.phase("before")?.tree)
    #expect(step.phase("after")?.explanation.contains("passthroughViews") == true)
  }

  @Test func aTapOverAViewThatIsNotPassthroughIsCaught() {
    let step = timeline(passthrough: [], at: "Home").steps[2]
    #expect(step.allEvents.first == "Menu.presentationControllerShouldDismiss(_:)")
    #expect(step.phases.last?.controller("Home")?.presented == nil)
  }

  @Test func theDelegatesNoLeavesOnlyDidAttempt() {
    let step = timeline { $0.shouldDismiss = false }.steps[2]
    #expect(
      step.allEvents == [
        "Menu.presentationControllerShouldDismiss(_:)",
        "Menu.presentationControllerDidAttemptToDismiss(_:)",
      ])
    #expect(step.phase("after")?.controller("Home")?.presented?.name == "Menu")
  }

  /// D-9: isModalInPresentation ignores the tap; the delegate is not asked.
  @Test func isModalInPresentationIgnoresTheTap() {
    let step = timeline { $0.modalInPresentation = true }.steps[2]
    #expect(step.allEvents == ["Menu.presentationControllerDidAttemptToDismiss(_:)"])
    #expect(step.phase("after")?.explanation.contains("(D-9)") == true)
  }

  /// on an iPhone the popover is a sheet: there is no popover dimming view to tap.
  @Test func anAdaptedPopoverIsRefused() {
    let step = timeline(device: "iphone-15").steps[2]
    #expect(step.warnings.first?.contains("is not shown as a popover") == true)
    #expect(step.allEvents == [])
  }

  /// D-10: a sheet's swipe asks too, and the delegate's no refuses it as D-8.
  @Test func aSheetSwipeHearsTheDelegatesNo() {
    var sheet = ControllerOptions()
    sheet.shouldDismiss = false
    var swipe = Fixtures.step(.dismiss("Sheet", interactiveCancelled: false))
    swipe.swipeCompleted = true
    let scene = SceneSpec(
      title: "t", ios: 17, root: Fixtures.plain("Home"),
      steps: [
        Fixtures.step(
          .present(
            PresentSpec(controller: Fixtures.plain("Sheet", sheet), from: "Home", style: .pageSheet)
          )), swipe,
      ])
    let step = plan(scene).steps[2]
    #expect(
      step.allEvents == [
        "Sheet.presentationControllerShouldDismiss(_:)",
        "Sheet.presentationControllerDidAttemptToDismiss(_:)",
      ])
    #expect(step.phases.last?.controller("Home")?.presented?.name == "Sheet")
  }
}
