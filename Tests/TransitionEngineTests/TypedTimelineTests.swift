import TestSupport
import Testing

@testable import TransitionEngine

/// The timeline's typed parts print exactly the text the scene format promises.
@Suite struct TypedTimelineTests {
  @Test func everyPhaseKindPrintsItsName() {
    #expect(
      PhaseKind.fixed.map(\.description) == [
        "initial", "before", "container ready", "presentation will begin", "dismissal will begin",
        "to-view added", "animating", "interactive", "completed", "cancelled", "child added",
        "view added", "will move", "view removed", "layout", "unwind action", "interaction",
        "prepare for segue", "transition ended", "after",
      ])
    #expect(
      PhaseKind.codeLine(number: 7, text: "containerView.addSubview(toView)").description
        == "line 7: containerView.addSubview(toView)")
    #expect(
      PhaseKind.fixed.filter(\.isResting) == [.initial, .before, .transitionEnded, .after])
  }

  @Test func aPhaseInsideASubTransitionPrintsItsPrefix() {
    var push = Fixtures.step(.push(Fixtures.plain("Detail"), on: nil))
    push.interruptedByPop = true
    let timeline = plan(Fixtures.navigationScene([push]))
    let phases = timeline.steps[1].phases
    #expect(phases.first?.name == "before")
    #expect(phases.contains { $0.name == "push: animating" && $0.within == [.push] })
    #expect(phases.contains { $0.name == "pop: completed" && $0.kind == .completed })
    #expect(phases.filter(\.isResting).map(\.name) == ["before", "after"])
  }

  @Test func everyControllerCallbackPrintsTodaysText() {
    let traits = Traits(horizontal: .compact, vertical: .regular)
    let cases: [(Callback, String)] = [
      (.viewDidLoad, "viewDidLoad()"),
      (.viewWillAppear(animated: true), "viewWillAppear(animated: true)"),
      (.viewIsAppearing(animated: false), "viewIsAppearing(animated: false)"),
      (.viewDidAppear(animated: true), "viewDidAppear(animated: true)"),
      (.viewWillDisappear(animated: false), "viewWillDisappear(animated: false)"),
      (.viewDidDisappear(animated: true), "viewDidDisappear(animated: true)"),
      (.willMove(toParent: "Nav"), "willMove(toParent: Nav)"),
      (.willMove(toParent: nil), "willMove(toParent: nil)"),
      (.didMove(toParent: "Nav"), "didMove(toParent: Nav)"),
      (.didMove(toParent: nil), "didMove(toParent: nil)"),
      (.willTransition(to: traits), "willTransition(to: w compact / h regular, with: coordinator)"),
      (
        .viewWillTransition(to: Size(width: 852, height: 393)),
        "viewWillTransition(to: 852×393, with: coordinator)"
      ),
      (
        .traitCollectionDidChange(previous: traits),
        "traitCollectionDidChange(w compact / h regular)"
      ),
      (
        .willPresentWithAdaptiveStyle(.fullScreen),
        "presentationController(_:willPresentWithAdaptiveStyle: .fullScreen, transitionCoordinator:)"
      ),
      (
        .collapseSecondary("Detail", split: "Split"),
        "collapseSecondaryViewController(Detail, for: Split)"
      ),
      (.separateSecondary(split: "Split"), "separateSecondaryViewController(for: Split)"),
      (.prepareForUnwind, "prepare(for: unwindSegue, sender: nil)"),
      (.unwindAction, "unwindAction(_: UIStoryboardSegue)"),
    ]
    for (callback, text) in cases {
      #expect(LifecycleEvent.controller("Feed", callback).description == "Feed." + text)
    }
  }

  @Test func everyOtherEventPrintsTodaysText() {
    let cases: [(LifecycleEvent, String)] = [
      (
        .presentationController(of: "Sheet", .presentationTransitionWillBegin),
        "Sheet.presentationController.presentationTransitionWillBegin()"
      ),
      (
        .presentationController(of: "Sheet", .presentationTransitionDidEnd(completed: false)),
        "Sheet.presentationController.presentationTransitionDidEnd(false)"
      ),
      (
        .presentationController(of: "Sheet", .dismissalTransitionWillBegin),
        "Sheet.presentationController.dismissalTransitionWillBegin()"
      ),
      (
        .presentationController(of: "Sheet", .dismissalTransitionDidEnd(completed: true)),
        "Sheet.presentationController.dismissalTransitionDidEnd(true)"
      ),
      (.animator(.transitionDuration), "animator.transitionDuration(using:)"),
      (.animator(.animateTransition), "animator.animateTransition(using:)"),
      (.animator(.animationEnded(completed: true)), "animator.animationEnded(true)"),
      (.completionBlock(of: .present), "present completion block"),
      (.completionBlock(of: .dismiss), "dismiss completion block"),
    ]
    for (event, text) in cases { #expect(event.description == text) }
    #expect(
      cases.map(\.0.controller) == [
        "Sheet", "Sheet", "Sheet", "Sheet", nil, nil, nil, nil, nil,
      ])
  }

  @Test func everyStepActionPrintsTodaysText() {
    let cases: [(ResolvedAction, String)] = [
      (.initial, "initial"),
      (.push("Detail", on: "FeedNav"), "push Detail on FeedNav"),
      (.push("Detail", on: nil), "push Detail"),
      (
        .interruptedPush("Detail", on: "Nav", undone: true),
        "push Detail on Nav (interrupted by a swipe back)"
      ),
      (.interruptedPush("Detail", on: nil, undone: false), "push Detail (interrupted)"),
      (.pop(.pop, nav: "Nav"), "pop Nav"),
      (.pop(.popToRoot, nav: "Nav"), "popToRoot Nav"),
      (.pop(.swipeBackCancelled, nav: "Nav"), "swipe back (cancelled) Nav"),
      (.pop(.pop, nav: nil), "pop"),
      (.select(.index(1), in: "Tabs"), "select tab 1 in Tabs"),
      (.select(.name("Settings"), in: nil), "select Settings"),
      (.addChild("Child", to: "Parent"), "addChild Child to Parent"),
      (.removeChild("Child"), "removeChild Child"),
      (.environment(.rotate(.landscape)), "rotate to landscape"),
      (.environment(.device("ipad-mini")), "device ipad-mini"),
      (.environment(.multitasking(.twoThirds)), "multitasking two-thirds"),
      (.present("Sheet", from: "Feed", style: .automatic), "present Sheet from Feed (automatic)"),
      (.dismiss("Sheet", cancelled: false), "dismiss Sheet"),
      (.dismiss("Sheet", cancelled: true), "swipe down Sheet (cancelled)"),
      (
        .show(.show, "Post", from: "Feed", route: .push(on: "Nav")),
        "show Post from Feed → push on Nav"
      ),
      (
        .show(.show, "List", from: "A", route: .primary(of: "Split")),
        "show List from A → primary of Split"
      ),
      (
        .show(.showDetail, "New", from: "List", route: .secondary(of: "Split")),
        "showDetail New from List → secondary of Split"
      ),
      (
        .show(.showDetail, "About", from: "Settings", route: .presented),
        "showDetail About from Settings → present (no container overrides showDetail)"
      ),
      (.unwind(from: "Compose", to: "Feed"), "unwind from Compose to Feed"),
    ]
    for (action, text) in cases { #expect(action.description == text) }
  }

  @Test func theResolvedTargetIsData() {
    let timeline = plan(
      Fixtures.navigationScene([Fixtures.step(.push(Fixtures.plain("Detail"), on: nil))]))
    #expect(timeline.steps[1].action == .push("Detail", on: "FeedNav"))
    #expect(timeline.steps[0].action == .initial)
    let after = timeline.steps[1].phases.last
    #expect(after?.controllers.id == "FeedNav")
    #expect(after?.controllers.children.map(\.id) == ["Feed", "Detail"])
    #expect(after?.events == [.controller("Detail", .didMove(toParent: "FeedNav"))])
  }

  @Test func everyStepAndPhaseCarriesItsEnvironment() {
    let scene = SceneSpec(
      title: "env", device: "iphone-15", root: Fixtures.nav("FeedNav", ["Feed"]),
      steps: [
        Fixtures.step(.rotate(.landscape)),
        Fixtures.step(.device("ipad-pro-11")),
        Fixtures.step(.multitasking(.oneThird)),
        Fixtures.step(.device("no-such-device")),
        Fixtures.step(.rotate(.portrait)),
      ])
    let timeline = plan(scene)
    let steps = timeline.steps
    #expect(
      steps.map(\.environment.orientation) == [
        .portrait, .landscape, .landscape, .landscape, .landscape, .portrait,
      ])
    #expect(
      steps.map(\.environment.device.name) == [
        "iphone-15", "iphone-15", "ipad-pro-11", "ipad-pro-11", "ipad-pro-11", "ipad-pro-11",
      ])
    #expect(
      steps.map(\.environment.multitasking) == [
        .full, .full, .full, .oneThird, .oneThird, .oneThird,
      ])
    #expect(steps[3].environment.traits == Traits(horizontal: .compact, vertical: .regular))
    #expect(steps[1].environment.ios == 17)
    // A step's `before` phase has the environment the step starts from; the rest the new one.
    for (index, step) in steps.enumerated().dropFirst() {
      #expect(step.phases.first?.environment == steps[index - 1].environment)
      #expect(step.phases.dropFirst().allSatisfy { $0.environment == step.environment })
    }
    // The unknown device is refused: nothing changes.
    #expect(steps[4].warnings == ["unknown device preset 'no-such-device'"])
  }

  @Test func controllerIdentitiesPrintAsTheirNames() {
    let id = ControllerID("FeedNav")
    #expect(id.description == "FeedNav")
    #expect("\(id)" == "FeedNav")
    #expect(id == "FeedNav")
    #expect([ControllerID("b"), "a"].sorted() == ["a", "b"])
  }
}
