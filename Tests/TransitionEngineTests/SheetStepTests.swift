import TestSupport
import Testing

@testable import TransitionEngine

private func scene(
  ios: Int = 17, device: String = "iphone-15", root: ControllerSpec? = nil,
  _ steps: [StepSpec]
) -> Timeline {
  var spec = SceneSpec(
    title: "t", ios: ios, root: root ?? Fixtures.nav("Nav", ["Home"]), steps: steps)
  spec.device = device
  return plan(spec)
}

private func sheetPresent(_ sheet: SheetConfiguration?) -> StepSpec {
  var present = PresentSpec(controller: Fixtures.plain("Sheet"), from: "Home", style: .pageSheet)
  present.sheet = sheet
  return Fixtures.step(.present(present))
}

private let mediumFirst = SheetConfiguration(
  detents: [.medium, .large], selected: "medium", largestUndimmed: "medium", grabber: true)

@Suite struct DetentStepTests {
  /// M-10: a medium, undimmed sheet with a grabber; a drag to large tells the delegate.
  @Test func mediumUndimmedWithGrabber() {
    let after = scene([sheetPresent(mediumFirst)]).steps[1].phases.last?.tree ?? []
    #expect(
      Array(after.suffix(9)) == [
        "  UITransitionView (0 0; 393 852)",
        "    UIDimmingView (-393 -852; 1179 2556) alpha = 0",
        "    UIDropShadowView (0 460; 393 392)",
        "      _UIRoundedRectShadowView (0 0; 393 392) alpha = 0",
        "      UIView (0 0; 393 392)",
        "        UIView (0 0; 393 392)",
        "          UIView (0 0; 393 392) <Sheet>",
        "      _UIGrabber (178 5; 36 5)",
        "      _UIGrabber (178 382; 36 5) alpha = 0",
      ])
    #expect(!after.contains { $0.contains("transform") })
  }

  @Test func dragToLargeTellsTheDelegateAndCodeDoesNot() {
    let timeline = scene([
      sheetPresent(mediumFirst),
      Fixtures.step(.detent("large", on: "Sheet", interactive: true)),
      Fixtures.step(.detent("medium", on: "Sheet", interactive: false)),
    ])
    let drag = timeline.steps[2]
    #expect(drag.phaseNames == ["before", "animating", "after"])
    #expect(
      drag.allEvents == ["Sheet.sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)"])
    let large = drag.phases.last?.tree ?? []
    #expect(large.contains("    UIDimmingView (-393 -852; 1179 2556)"))
    #expect(large.contains("    UIDropShadowView (0 69; 393 783)"))
    #expect(large.contains { $0.contains("transform = [0.9186") })
    let code = timeline.steps[3]
    #expect(code.allEvents.isEmpty)
    #expect(code.phases.last?.tree == timeline.steps[1].phases.last?.tree)
  }

  @Test func detentOnANonSheetIsRefused() {
    let present = PresentSpec(
      controller: Fixtures.plain("Full"), from: "Home", style: .fullScreen)
    let step = scene([
      Fixtures.step(.present(present)),
      Fixtures.step(.detent("large", on: "Full", interactive: true)),
    ]).steps[2]
    #expect(step.warnings.first?.hasPrefix("Full is not presented as a sheet") == true)
    #expect(
      scene(
        ios: 14,
        [sheetPresent(nil), Fixtures.step(.detent("large", on: "Sheet", interactive: false))]
      ).steps[2].warnings.count == 1)
  }
}

@Suite struct SwipeDismissTests {
  private func dismiss(cancelled: Bool = false, completed: Bool = false) -> StepSpec {
    var step = Fixtures.step(.dismiss("Sheet", interactiveCancelled: cancelled))
    step.swipeCompleted = completed
    return step
  }

  /// D-7 / M-12: a finished swipe sends WillDismiss then, after viewDidDisappear, DidDismiss.
  @Test func completedSwipeTalksToTheDelegate() {
    let step = scene([sheetPresent(nil), dismiss(completed: true)]).steps[2]
    #expect(step.action.description == "swipe down Sheet")
    #expect(
      step.allEvents == [
        "Sheet.presentationControllerShouldDismiss(_:)",  // D-10: asked first.
        "Sheet.presentationControllerWillDismiss(_:)",
        "Sheet.presentationController.dismissalTransitionWillBegin()",
        "Sheet.viewWillDisappear(animated: true)",
        "animator.transitionDuration(using:)", "animator.animateTransition(using:)",
        "Sheet.presentationController.dismissalTransitionDidEnd(true)",
        "Sheet.viewDidDisappear(animated: true)",
        "Sheet.presentationControllerDidDismiss(_:)", "animator.animationEnded(true)",
      ])
    #expect(step.phaseNames.contains("interactive"))
  }

  @Test func releasedSwipeSendsOnlyWillDismiss() {
    let events = scene([sheetPresent(nil), dismiss(cancelled: true)]).steps[2].allEvents
    // D-10 [I]: a swipe later cancelled was asked too.
    #expect(
      Array(events.prefix(2)) == [
        "Sheet.presentationControllerShouldDismiss(_:)",
        "Sheet.presentationControllerWillDismiss(_:)",
      ])
    #expect(!events.contains("Sheet.presentationControllerDidDismiss(_:)"))
  }

  @Test func programmaticDismissNeverTalksToTheDelegate() {
    let events = scene([sheetPresent(nil), dismiss()]).steps[2].allEvents
    #expect(!events.contains { $0.contains("presentationControllerWillDismiss") })
    #expect(!events.contains { $0.contains("presentationControllerShouldDismiss") })
    #expect(events.contains("dismiss completion block"))
  }

  @Test func onlySheetsCanBeSwipedAway() {
    let present = PresentSpec(
      controller: Fixtures.plain("Sheet"), from: "Home", style: .fullScreen)
    let step = scene([Fixtures.step(.present(present)), dismiss(completed: true)]).steps[2]
    #expect(step.warnings.first?.hasPrefix("Sheet is not presented as a sheet") == true)
  }
}

@Suite struct TabContainerTests {
  private var tabs: ControllerSpec {
    ControllerSpec(
      name: "Tabs",
      kind: .tab(
        tabs: [Fixtures.nav("FeedNav", ["Feed"]), Fixtures.plain("More")], selected: .index(0)))
  }

  /// TB-6: iPadOS 18 in regular width: `_UITabContainerView`, no bottom `UITabBar`.
  @Test func iPadOS18HostsTabsInATabContainer() throws {
    let timeline = scene(
      ios: 18, device: "ipad-pro-11", root: tabs,
      [Fixtures.step(.multitasking(.oneThird)), Fixtures.step(.multitasking(.full))])
    let initial = try #require(timeline.steps[0].phase("initial")).tree
    #expect(initial.contains("        _UITabContainerView (0 24; 834 50)"))
    #expect(!initial.contains { $0.contains("UITabBar") })
    let narrow = timeline.steps[1].phases.last?.tree ?? []
    #expect(narrow.contains { $0.contains("UITabBar (") })
    #expect(!narrow.contains { $0.contains("_UITabContainerView") })
    #expect(timeline.steps[1].phases.last?.explanation.contains("TB-6") == true)
    #expect(timeline.steps[2].phases.last?.tree == initial)
  }

  @Test func iOS17AndPhonesKeepTheBottomBar() throws {
    for (ios, device) in [(17, "ipad-pro-11"), (18, "iphone-15"), (26, "iphone-15")] {
      let tree = try #require(
        scene(ios: ios, device: device, root: tabs, []).steps[0].phase("initial")
      ).tree
      #expect(tree.contains { $0.contains("UITabBar (") })
      #expect(!tree.contains { $0.contains("_UITabContainerView") })
    }
  }
}

@Suite struct ZoomPushTests {
  private var root: ControllerSpec {
    var grid = ControllerOptions()
    grid.views = ["UIImageView"]
    return ControllerSpec(
      name: "Nav",
      kind: .navigation(stack: [
        ControllerSpec(name: "Grid", kind: .plain, options: grid, isBareName: false)
      ]))
  }

  private func push(ios: Int) -> Step {
    var options = ControllerOptions()
    options.zoomSource = "UIImageView"
    let photo = ControllerSpec(name: "Photo", kind: .plain, options: options)
    return scene(ios: ios, root: root, [Fixtures.step(.push(photo, on: nil))]).steps[1]
  }

  /// N-12: no `_UIParallaxDimmingView`, the source hidden while it runs, push callbacks.
  @Test func zoomHidesTheSourceAndInventsNoViews() {
    let step = push(ios: 18)
    #expect(
      step.phaseNames == ["before", "container ready", "to-view added", "completed", "after"])
    #expect(!step.phases.contains { $0.tree.contains { $0.contains("_UIParallaxDimmingView") } })
    #expect(
      step.phase("container ready")?.tree.contains {
        $0.hasSuffix("UIImageView (16 111; 361 44) hidden = YES")
      } == true)
    #expect(
      step.allEvents == [
        "Photo.willMove(toParent: Nav)",
        "Photo.loadView()",
        "Photo.viewDidLoad()",
        "Grid.viewWillDisappear(animated: true)",
        "Photo.viewWillAppear(animated: true)",
        "Photo.viewIsAppearing(animated: true)",
        "Photo.viewWillLayoutSubviews()",
        "Photo.viewDidLayoutSubviews()",
        "Grid.viewDidDisappear(animated: true)",
        "Photo.viewDidAppear(animated: true)",
        "Photo.didMove(toParent: Nav)",
      ])
    #expect(
      step.phase("container ready")?.explanation.contains("_UIZoomTransitionController") == true)
  }

  @Test func beforeIOS18ItIsTheSlide() {
    #expect(
      push(ios: 17).phases.contains { $0.tree.contains { $0.contains("_UIParallaxDimmingView") } })
  }
}
