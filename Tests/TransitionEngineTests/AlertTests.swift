import TestSupport
import Testing

@testable import TransitionEngine

/// A navigation app (`Nav` > `Home`) presenting `name` from `Home` in `style`, then `more`.
private func alertScene(
  _ style: PresentationStyle, device: String = "iphone-15", ios: Int = 17,
  anchor: PopoverAnchor? = nil, options: ControllerOptions = ControllerOptions(),
  _ more: [StepSpec] = []
) -> Timeline {
  var present = PresentSpec(
    controller: Fixtures.plain("Alert", options), from: "Home", style: style)
  present.anchor = anchor
  var scene = SceneSpec(
    title: "alert", ios: ios, root: Fixtures.nav("Nav", ["Home"]),
    steps: [Fixtures.step(.present(present))] + more)
  scene.device = device
  return plan(scene)
}

/// The lines of the alert's container: the last window-level UITransitionView and below.
private func container(_ phase: Phase?) -> [String] {
  guard let tree = phase?.tree,
    let start = tree.lastIndex(where: { $0.hasPrefix("  UITransitionView") })
  else { return [] }
  return Array(tree[start...])
}

@Suite struct AlertTests {
  /// M-18: the alert presentation controller, a dimming view at index 0 and the alert's
  /// screen-sized _UIAlertControllerPhoneTVMacView; the presenter's view stays.
  @Test func anAlertsTree() {
    let step = alertScene(.alert).steps[1]
    #expect(
      container(step.phase("after"))
        == [
          "  UITransitionView (0 0; 393 852)",
          "    UIDimmingView (0 0; 393 852)",
          "    _UIAlertControllerPhoneTVMacView (0 0; 393 852) <Alert>",
        ])
    #expect(step.phases.last?.owners == ["Nav", "Home", "Alert"])
    let alert = step.phases.last?.controller("Alert")
    #expect(alert?.className == "UIAlertController")
    #expect(alert?.presentationControllerClass == "_UIAlertControllerAlertPresentationController")
    // The dimming view is in place before the alert's view arrives (M-18).
    #expect(
      container(step.phase("presentation will begin"))
        == [
          "  UITransitionView (0 0; 393 852) [containerView]", "    UIDimmingView (0 0; 393 852)",
        ])
    #expect(step.phases.map(\.explanation).joined().contains("M-18"))
  }

  /// M-18, M-9: the presenter hears nothing; the alert hears its own callbacks.
  @Test func anAlertsCallbacks() {
    let events = alertScene(.alert).steps[1].allEvents
    #expect(
      events == [
        "Alert.loadView()", "Alert.viewDidLoad()",
        "Alert.presentationController.presentationTransitionWillBegin()",
        "Alert.viewWillAppear(animated: true)", "animator.transitionDuration(using:)",
        "animator.animateTransition(using:)", "Alert.viewIsAppearing(animated: true)",
        "Alert.viewWillLayoutSubviews()", "Alert.viewDidLayoutSubviews()",
        "Alert.presentationController.presentationTransitionDidEnd(true)",
        "Alert.viewDidAppear(animated: true)", "present completion block",
        "animator.animationEnded(true)",
      ])
  }

  /// M-18: no coverVertical slide: the alert's view never leaves its final frame.
  @Test func anAlertDoesNotSlide() {
    let step = alertScene(.alert).steps[1]
    let moving = step.phases.filter { $0.name == "to-view added" || $0.name == "animating" }
    #expect(moving.count == 2)
    for phase in moving + [step.phases.last].compactMap({ $0 }) {
      #expect(
        container(phase).last == "    _UIAlertControllerPhoneTVMacView (0 0; 393 852) <Alert>")
    }
  }

  /// M-18: an alert leaves with its own animator: the dismissal's words say so, and never
  /// that it came in with a zoom (N-12), which it did not.
  @Test func anAlertLeavesWithItsOwnAnimator() {
    let step = alertScene(
      .alert, [Fixtures.step(.dismiss("Alert", interactiveCancelled: false))]
    ).steps[2]
    let words = step.phases.map(\.explanation).joined(separator: " ")
    #expect(words.contains("The alert controller plays its own animator"))
    #expect(!words.contains("zoom"))
    #expect(step.phases.last?.owners == ["Nav", "Home"])
  }

  /// M-19: before iOS 26 an iPhone action sheet uses the compact controller, same tree.
  @Test func anIPhoneActionSheetIsCompact() {
    let step = alertScene(.actionSheet, ios: 18).steps[1]
    #expect(
      step.phases.last?.controller("Alert")?.presentationControllerClass
        == "_UIAlertControllerActionSheetCompactPresentationController")
    #expect(container(step.phases.last).count == 3)
    #expect(container(step.phases.last)[1] == "    UIDimmingView (0 0; 393 852)")
  }

  /// M-19: an iPad action sheet with an anchor is a popover of the regular controller,
  /// pointing at sourceRect in the source view (M-17).
  @Test func anIPadActionSheetIsAPopoverAtItsAnchor() {
    var options = ControllerOptions()
    options.preferredContentSize = Size(width: 300, height: 200)
    let anchor = PopoverAnchor.sourceView("Home", rect: Rect(x: 700, y: 20, width: 44, height: 44))
    let step = alertScene(.actionSheet, device: "ipad-pro-11", anchor: anchor, options: options)
      .steps[1]
    #expect(
      container(step.phases.last)
        == [
          "  UITransitionView (0 0; 834 1194)",
          "    UIDimmingView (0 0; 834 1194)",
          "    _UIPopoverView (524 77; 300 200)",
          "      _UIAlertControllerPhoneTVMacView (0 0; 300 200) <Alert>",
        ])
    #expect(
      step.phases.last?.controller("Alert")?.presentationControllerClass
        == "_UIAlertControllerActionSheetRegularPresentationController")
  }
}
