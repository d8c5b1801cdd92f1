import TestSupport
import Testing

@testable import TransitionEngine

/// A tab bar app with a navigation tab, as most modal scenes use.
private func tabApp(device: String = "iphone-15", ios: Int = 17, _ steps: [StepAction]) -> Timeline
{
  var scene = Fixtures.tabScene(steps.map { Fixtures.step($0) })
  scene.device = device
  scene.ios = ios
  return plan(scene)
}

private func present(
  _ name: String, from: String = "Feed", style: PresentationStyle, source: String? = nil,
  custom: CustomPresentation? = nil, cancelled: Bool = false, options: ControllerOptions = .init()
) -> StepAction {
  .present(
    PresentSpec(
      controller: Fixtures.plain(name, options), from: from, style: style, source: source,
      custom: custom, interactiveCancelled: cancelled))
}

@Suite struct FullScreenPresentTests {
  @Test func phasesAndCallbacksFollow13_1() {
    let step = tabApp([present("Player", style: .fullScreen)]).steps[1]
    #expect(
      step.phaseNames == [
        "before", "container ready", "presentation will begin", "to-view added", "animating",
        "completed", "after",
      ])
    #expect(
      step.allEvents == [
        "Player.loadView()",
        "Player.viewDidLoad()",
        "Player.presentationController.presentationTransitionWillBegin()",
        "Tabs.viewWillDisappear(animated: true)",
        "FeedNav.viewWillDisappear(animated: true)",
        "Feed.viewWillDisappear(animated: true)",
        "Player.viewWillAppear(animated: true)",
        "animator.transitionDuration(using:)",
        "animator.animateTransition(using:)",
        "Player.viewIsAppearing(animated: true)",
        "Player.viewWillLayoutSubviews()",
        "Player.viewDidLayoutSubviews()",
        "Player.presentationController.presentationTransitionDidEnd(true)",
        "Player.viewDidAppear(animated: true)",
        "Tabs.viewDidDisappear(animated: true)",
        "FeedNav.viewDidDisappear(animated: true)",
        "Feed.viewDidDisappear(animated: true)",
        "present completion block",
        "animator.animationEnded(true)",
      ])
  }

  @Test func presenterViewIsGrabbedThenRemoved() {
    let step = tabApp([present("Player", style: .fullScreen)]).steps[1]
    let ready = step.phase("container ready")?.tree ?? []
    #expect(
      ready.prefix(5) == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UILayoutContainerView (0 0; 393 852) <Tabs>",
      ])
    #expect(
      step.phase("completed")?.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIView (0 0; 393 852) <Player>",
      ])
    let after = step.phases.last
    #expect(
      after?.controller("Player")?.presentationControllerClass
        == "_UIFullscreenPresentationController")
    #expect(after?.controllers.presented?.name == "Player")  // P-2: the root presents.
    #expect(after?.controller("Tabs")?.state == .disappeared)
  }

  @Test func dismissRestoresTheTreeExactly() {
    let timeline = tabApp([
      present("Player", style: .fullScreen), .dismiss("Player", interactiveCancelled: false),
    ])
    let dismiss = timeline.steps[2]
    #expect(
      dismiss.phaseNames == ["before", "dismissal will begin", "animating", "completed", "after"])
    #expect(
      dismiss.allEvents == [
        "Player.presentationController.dismissalTransitionWillBegin()",
        "Player.viewWillDisappear(animated: true)",
        "Tabs.viewWillAppear(animated: true)",
        "FeedNav.viewWillAppear(animated: true)",
        "Feed.viewWillAppear(animated: true)",
        "Tabs.viewIsAppearing(animated: true)",
        "Tabs.viewWillLayoutSubviews()",
        "Tabs.viewDidLayoutSubviews()",
        "FeedNav.viewIsAppearing(animated: true)",
        "FeedNav.viewWillLayoutSubviews()",
        "FeedNav.viewDidLayoutSubviews()",
        "Feed.viewIsAppearing(animated: true)",
        "Feed.viewWillLayoutSubviews()",
        "Feed.viewDidLayoutSubviews()",
        "animator.transitionDuration(using:)",
        "animator.animateTransition(using:)",
        "Player.presentationController.dismissalTransitionDidEnd(true)",
        "Tabs.viewDidAppear(animated: true)",
        "FeedNav.viewDidAppear(animated: true)",
        "Feed.viewDidAppear(animated: true)",
        "Player.viewDidDisappear(animated: true)",
        "dismiss completion block",
        "animator.animationEnded(true)",
      ])
    #expect(dismiss.phases.last?.tree == timeline.steps[0].phase("initial")?.tree)
    #expect(dismiss.phases.last?.controllers.presented == nil)
  }
}

@Suite struct SheetPresentTests {
  @Test func pageSheetOnAniPhoneIsACardThatKeepsThePresenter() {
    let step = tabApp([present("Compose", style: .pageSheet)]).steps[1]
    let completed = step.phase("completed")?.tree ?? []
    #expect(
      completed.suffix(7) == [
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIDimmingView (-393 -852; 1179 2556)",
        "    UIDropShadowView (0 69; 393 783)",
        "      _UIRoundedRectShadowView (0 0; 393 783) alpha = 0",
        "      UIView (0 0; 393 783)",
        "        UIView (0 0; 393 783)",
        "          UIView (0 0; 393 783) <Compose>",
      ])
    #expect(completed.contains("      UILayoutContainerView (0 0; 393 852) <Tabs>"))
    // M-9: no callbacks for the presenter.
    #expect(!step.allEvents.contains { $0.hasPrefix("Tabs.") || $0.hasPrefix("Feed.") })
    #expect(
      step.phases.last?.controller("Compose")?.presentationControllerClass
        == "_UIPageSheetPresentationController")
    #expect(step.phases.last?.controller("Tabs")?.state == .appeared)
  }

  @Test func sheetsAreFullScreenOnIOS12iPhones() {
    let step = tabApp(ios: 12, [present("Compose", style: .pageSheet)]).steps[1]
    #expect(step.phase("completed")?.owners == ["Compose"])
    #expect(step.allEvents.contains("Tabs.viewWillDisappear(animated: true)"))
    #expect(
      step.phases.last?.controller("Compose")?.presentationControllerClass
        == "_UIPageSheetPresentationController")
  }

  @Test func formSheetOnAniPadUsesPreferredContentSize() {
    var options = ControllerOptions()
    options.preferredContentSize = Size(width: 600, height: 500)
    let step = tabApp(
      device: "ipad-pro-11", [present("Settings2", style: .formSheet, options: options)]
    ).steps[1]
    #expect(
      step.phase("completed")?.tree.contains("    UIDropShadowView (117 347; 600 500)") == true)
    // M-16: the default for a 1194-pt screen is 580 × 640 from iPadOS 16.
    let defaultSize = tabApp(device: "ipad-pro-11", [present("Other", style: .formSheet)]).steps[1]
    #expect(
      defaultSize.phase("completed")?.tree.contains("    UIDropShadowView (127 277; 580 640)")
        == true)
  }

  @Test func automaticFollowsTheIOSProfile() {
    let classes = [12, 17, 18].map { ios in
      tabApp(ios: ios, [present("X", style: .automatic)]).steps[1].phases.last?
        .controller("X")?.presentationControllerClass ?? "none"
    }
    #expect(
      classes == [
        "_UIFullscreenPresentationController", "_UIPageSheetPresentationController",
        "_UIFormSheetPresentationController",
      ])
  }

  @Test func cancelledSwipeDownFollowsT6() {
    let timeline = tabApp([
      present("Compose", style: .pageSheet), .dismiss("Compose", interactiveCancelled: true),
    ])
    let step = timeline.steps[2]
    #expect(
      step.phaseNames == ["before", "dismissal will begin", "interactive", "cancelled", "after"])
    #expect(
      step.allEvents == [
        "Compose.presentationControllerShouldDismiss(_:)",  // D-10: asked first.
        "Compose.presentationControllerWillDismiss(_:)",  // D-7: a user's swipe.
        "Compose.presentationController.dismissalTransitionWillBegin()",
        "Compose.viewWillDisappear(animated: true)", "animator.transitionDuration(using:)",
        "animator.animateTransition(using:)",
        "Compose.presentationController.dismissalTransitionDidEnd(false)",
        "Compose.viewWillAppear(animated: true)", "Compose.viewIsAppearing(animated: true)",
        "Compose.viewDidAppear(animated: true)",
      ])
    #expect(step.phases.last?.tree == step.phases.first?.tree)
    #expect(step.phases.last?.controllers.presented?.name == "Compose")
  }

  @Test func cancelledPresentationFollowsT5() {
    let step = tabApp([present("Player", style: .fullScreen, cancelled: true)]).steps[1]
    #expect(step.phaseNames.suffix(3) == ["interactive", "cancelled", "after"])
    #expect(
      step.phase("cancelled")?.eventLines == [
        "Player.presentationController.presentationTransitionDidEnd(false)",
        "Player.viewWillDisappear(animated: true)", "Tabs.viewWillAppear(animated: true)",
        "FeedNav.viewWillAppear(animated: true)", "Feed.viewWillAppear(animated: true)",
        "Tabs.viewIsAppearing(animated: true)", "FeedNav.viewIsAppearing(animated: true)",
        "Feed.viewIsAppearing(animated: true)", "Player.viewDidDisappear(animated: true)",
        "Tabs.viewDidAppear(animated: true)", "FeedNav.viewDidAppear(animated: true)",
        "Feed.viewDidAppear(animated: true)",
      ])
    #expect(step.phases.last?.tree == step.phases.first?.tree)
    #expect(step.phases.last?.controllers.presented == nil)
  }
}
