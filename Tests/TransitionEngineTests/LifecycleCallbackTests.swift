import TestSupport
import Testing

@testable import TransitionEngine

/// A tab app (Tabs > [FeedNav > Feed, Settings]) on iPhone 15 with the given steps.
private func tabApp(ios: Int = 17, _ steps: [StepAction]) -> Timeline {
  var scene = Fixtures.tabScene(steps.map { Fixtures.step($0) })
  scene.ios = ios
  return plan(scene)
}

private func present(_ spec: ControllerSpec, style: PresentationStyle) -> StepAction {
  .present(PresentSpec(controller: spec, from: "Feed", style: style))
}

/// LC-1 to LC-4: loadView, the layout pass after viewIsAppearing, and the size-change order.
@Suite struct LifecycleCallbackTests {
  @Test func loadViewComesOnceRightBeforeViewDidLoad() {
    let timeline = tabApp([
      .select(.name("Settings"), tab: nil), .select(.name("FeedNav"), tab: nil),
      .select(.name("Settings"), tab: nil),
    ])
    let events = timeline.steps.flatMap(\.allEvents)
    for name in ["Tabs", "FeedNav", "Feed", "Settings"] {
      let loads = events.indices.filter { events[$0] == "\(name).loadView()" }
      #expect(loads.count == 1, "\(name) loads its view once")
      #expect(loads.map { events[$0 + 1] } == ["\(name).viewDidLoad()"])
    }
    // Settings loads its view the first time it is selected, before its first viewWillAppear.
    #expect(
      timeline.steps[1].allEvents.prefix(3) == [
        "Settings.loadView()", "Settings.viewDidLoad()", "Settings.viewWillAppear(animated: false)",
      ])
  }

  @Test func aPresentedNavigationLaysOutParentThenChildAfterEachViewIsAppearing() {
    let step = tabApp([present(Fixtures.nav("PlayerNav", ["Player"]), style: .fullScreen)])
      .steps[1]
    #expect(
      step.phase("to-view added")?.eventLines == [
        "animator.transitionDuration(using:)", "animator.animateTransition(using:)",
        "PlayerNav.viewIsAppearing(animated: true)", "PlayerNav.viewWillLayoutSubviews()",
        "PlayerNav.viewDidLayoutSubviews()", "Player.viewIsAppearing(animated: true)",
        "Player.viewWillLayoutSubviews()", "Player.viewDidLayoutSubviews()",
      ])
    #expect(
      step.phase("container ready")?.eventLines == [
        "PlayerNav.loadView()", "PlayerNav.viewDidLoad()",
      ])
    // LC-1: the child loads its view right before its own viewWillAppear, never after it.
    #expect(
      step.phase("presentation will begin")?.eventLines.suffix(4) == [
        "PlayerNav.viewWillAppear(animated: true)", "Player.loadView()", "Player.viewDidLoad()",
        "Player.viewWillAppear(animated: true)",
      ])
    let why = step.phase("to-view added")?.explanation ?? ""
    #expect(why.contains("The views of PlayerNav and Player are laid out, parents first"))
  }

  @Test func iOS12LaysOutWithoutViewIsAppearing() {
    let scene = Fixtures.navigationScene(
      [Fixtures.step(.push(Fixtures.plain("Detail"), on: nil))], ios: 12)
    let step = plan(scene).steps[1]
    #expect(
      step.phase("to-view added")?.eventLines == [
        "Detail.viewWillLayoutSubviews()", "Detail.viewDidLayoutSubviews()",
      ])
    #expect(
      step.phase("to-view added")?.explanation.hasSuffix(
        "Detail's view is laid out: viewWillLayoutSubviews, then viewDidLayoutSubviews (LC-2).")
        == true)
  }

  @Test func aCancelledDismissalSendsNoLayoutToTheSheetThatStayed() {
    let timeline = tabApp([
      present(Fixtures.plain("Sheet"), style: .pageSheet),
      .dismiss("Sheet", interactiveCancelled: true),
    ])
    let cancelled = timeline.steps[2].phase("cancelled")
    #expect(
      cancelled?.eventLines == [
        "Sheet.presentationController.dismissalTransitionDidEnd(false)",
        "Sheet.viewWillAppear(animated: true)", "Sheet.viewIsAppearing(animated: true)",
        "Sheet.viewDidAppear(animated: true)",
      ])
  }

  @Test func rotationTellsTheRootFirstThenChildrenThenThePresentedSheet() {
    let step = tabApp([present(Fixtures.plain("Sheet"), style: .pageSheet), .rotate(.landscape)])
      .steps[2]
    let order = ["Tabs", "FeedNav", "Feed", "Sheet"]
    #expect(
      step.allEvents
        == order.map { "\($0).willTransition(to: w compact / h compact, with: coordinator)" }
        + order.map { "\($0).viewWillTransition(to: 852×393, with: coordinator)" }
        + order.map { "\($0).traitCollectionDidChange(w compact / h regular)" }
        + order.flatMap { ["\($0).viewWillLayoutSubviews()", "\($0).viewDidLayoutSubviews()"] })
    let why = step.phases.last?.explanation ?? ""
    #expect(
      why.contains(
        "viewWillTransition(to:with:) reaches Tabs, FeedNav, Feed and Sheet, in that order"))
  }

  @Test func aFullScreenCoverStillHearsTheSizeChangeButOnlyThePresentedViewIsLaidOut() {
    let step = tabApp([present(Fixtures.plain("Player"), style: .fullScreen), .rotate(.landscape)])
      .steps[2]
    let order = ["Tabs", "FeedNav", "Feed", "Player"]
    #expect(
      step.allEvents
        == order.map { "\($0).willTransition(to: w compact / h compact, with: coordinator)" }
        + order.map { "\($0).viewWillTransition(to: 852×393, with: coordinator)" }
        + order.map { "\($0).traitCollectionDidChange(w compact / h regular)" }
        + ["Player.viewWillLayoutSubviews()", "Player.viewDidLayoutSubviews()"])
    let why = step.phases.last?.explanation ?? ""
    #expect(why.contains("Tabs, FeedNav and Feed hear viewWillTransition(to:with:) although"))
  }

  @Test func theCoveredViewsAreLaidOutWhenTheyComeBack() {
    let timeline = tabApp([
      present(Fixtures.plain("Player"), style: .fullScreen), .rotate(.landscape),
      .dismiss("Player", interactiveCancelled: false),
    ])
    let layouts = timeline.steps[3].allEvents.filter { $0.hasSuffix("LayoutSubviews()") }
    #expect(
      layouts == [
        "Tabs.viewWillLayoutSubviews()", "Tabs.viewDidLayoutSubviews()",
        "FeedNav.viewWillLayoutSubviews()", "FeedNav.viewDidLayoutSubviews()",
        "Feed.viewWillLayoutSubviews()", "Feed.viewDidLayoutSubviews()",
      ])
  }

  @Test func aSizeChangeWithoutNewTraitsSendsSizeAndLayoutOnly() {
    var scene = Fixtures.navigationScene([Fixtures.step(.rotate(.landscape))])
    scene.device = "ipad-pro-11"
    let step = plan(scene).steps[1]
    #expect(
      step.allEvents == [
        "FeedNav.viewWillTransition(to: 1194×834, with: coordinator)",
        "Feed.viewWillTransition(to: 1194×834, with: coordinator)",
        "FeedNav.viewWillLayoutSubviews()", "FeedNav.viewDidLayoutSubviews()",
        "Feed.viewWillLayoutSubviews()", "Feed.viewDidLayoutSubviews()",
      ])
  }
}
