import TestSupport
import Testing

@testable import TransitionEngine

/// P-10, P-11, P-12, Q-31: `present` called from viewDidLoad, viewWillAppear and viewDidAppear.
@Suite struct LifecyclePresentTests {
  private func hook(
    _ callback: LifecycleCallback, _ presented: String, from source: String,
    style: PresentationStyle = .fullScreen, once: Bool = false
  ) -> LifecyclePresent {
    LifecyclePresent(
      callback: callback,
      present: PresentSpec(controller: Fixtures.plain(presented), from: source, style: style),
      once: once)
  }

  private func vc(_ name: String, _ hooks: [LifecyclePresent]) -> ControllerSpec {
    var options = ControllerOptions()
    options.lifecyclePresents = hooks
    return ControllerSpec(name: name, options: options)
  }

  /// A navigation controller `Nav` whose root is `Home` with `hooks`.
  private func scene(_ hooks: [LifecyclePresent], steps: [StepSpec] = []) -> Timeline {
    plan(
      SceneSpec(
        title: "lifecycle",
        root: ControllerSpec(name: "Nav", kind: .navigation(stack: [vc("Home", hooks)])),
        steps: steps))
  }

  private let notInWindow =
    "Attempt to present <UIViewController: Welcome> on <UINavigationController: Nav> (from "
    + "<UIViewController: Home>) whose view is not in the window hierarchy."

  /// P-10: the root's viewDidLoad at launch is refused by the window check; nothing changes.
  @Test func theRootsViewDidLoadIsRefused() {
    let initial = scene([hook(.viewDidLoad, "Welcome", from: "Home")]).steps[0]
    #expect(initial.warnings == [notInWindow])
    #expect(initial.phaseNames == ["initial", "present: after"])
    #expect(initial.phases[1].events.isEmpty)
    #expect(initial.phases[1].tree == initial.phases[0].tree)
    #expect(initial.phases[1].controller("Welcome") == nil)
    #expect(initial.phases[1].explanation.hasPrefix("Home.viewDidLoad calls present(Welcome)"))
    #expect(initial.phases[1].explanation.contains("P-10"))
  }

  /// P-11: the root's first viewWillAppear meets the same refusal; Q-31 is said.
  @Test func theRootsFirstViewWillAppearIsRefused() {
    let initial = scene([hook(.viewWillAppear, "Welcome", from: "Home")]).steps[0]
    #expect(initial.warnings == [notInWindow])
    let why = initial.phases[1].explanation
    #expect(why.contains("P-11") && why.contains("Q-31") && why.contains("[I]"))
  }

  /// P-12: viewDidAppear presents, after the launch's callbacks, with 13.1's events.
  @Test func viewDidAppearPresents() {
    let initial = scene([hook(.viewDidAppear, "Welcome", from: "Home")]).steps[0]
    #expect(initial.warnings.isEmpty)
    #expect(
      initial.phaseNames == [
        "initial", "present: container ready", "present: presentation will begin",
        "present: to-view added", "present: animating", "present: completed", "present: after",
      ])
    #expect(
      Array(initial.phases.dropFirst().flatMap(\.eventLines)) == [
        "Welcome.loadView()", "Welcome.viewDidLoad()",
        "Welcome.presentationController.presentationTransitionWillBegin()",
        "Nav.viewWillDisappear(animated: true)", "Home.viewWillDisappear(animated: true)",
        "Welcome.viewWillAppear(animated: true)", "animator.transitionDuration(using:)",
        "animator.animateTransition(using:)", "Welcome.viewIsAppearing(animated: true)",
        "Welcome.viewWillLayoutSubviews()", "Welcome.viewDidLayoutSubviews()",
        "Welcome.presentationController.presentationTransitionDidEnd(true)",
        "Welcome.viewDidAppear(animated: true)", "Nav.viewDidDisappear(animated: true)",
        "Home.viewDidDisappear(animated: true)", "present completion block",
        "animator.animationEnded(true)",
      ])
    #expect(initial.phases.last?.owners == ["Welcome"])
    #expect(initial.phases[1].explanation.contains("P-12"))
  }

  private var dismissWelcome: StepSpec {
    Fixtures.step(.dismiss("Welcome", interactiveCancelled: false))
  }

  /// P-12, M-9: dismissing a full-screen presentation sends Home viewDidAppear again, which
  /// presents again.
  @Test func aFullScreenDismissalPresentsAgain() {
    let step = scene([hook(.viewDidAppear, "Welcome", from: "Home")], steps: [dismissWelcome])
      .steps[1]
    #expect(step.phaseNames.suffix(7).first == "present: container ready")
    let events = step.allEvents
    let back = events.firstIndex(of: "Home.viewDidAppear(animated: true)")
    let again = events.firstIndex(of: "Welcome.viewWillAppear(animated: true)")
    #expect(back != nil && again != nil && (back ?? 0) < (again ?? 0))
    #expect(step.phases.last?.owners == ["Welcome"])
  }

  /// P-12: an app that guards the call (`once`) does not present again.
  @Test func aGuardedCallPresentsOnce() {
    let step = scene(
      [hook(.viewDidAppear, "Welcome", from: "Home", once: true)], steps: [dismissWelcome]
    ).steps[1]
    #expect(
      step.phaseNames == ["before", "dismissal will begin", "animating", "completed", "after"])
    #expect(step.phases.last?.owners == ["Nav", "Home"])
  }

  /// M-9: a page sheet's presenter hears no viewDidAppear when it is dismissed: no repeat.
  @Test func aPageSheetDismissalDoesNotPresentAgain() {
    let step = scene(
      [hook(.viewDidAppear, "Welcome", from: "Home", style: .pageSheet)], steps: [dismissWelcome]
    ).steps[1]
    #expect(!step.phaseNames.contains { $0.hasPrefix("present:") })
  }

  /// P-10, P-9: a pushed controller's viewDidLoad waits for the push, then presents from the
  /// window's root.
  @Test func aPushedViewDidLoadIsQueuedBehindThePush() {
    let detail = vc("Detail", [hook(.viewDidLoad, "Login", from: "Detail", style: .pageSheet)])
    let step = scene([], steps: [Fixtures.step(.push(detail, on: nil))]).steps[1]
    #expect(step.warnings.isEmpty)
    let events = step.allEvents
    let pushEnds = events.firstIndex(of: "Detail.didMove(toParent: Nav)")
    let loginLoads = events.firstIndex(of: "Login.loadView()")
    #expect(pushEnds != nil && loginLoads != nil && (pushEnds ?? 0) < (loginLoads ?? 0))
    #expect(step.phases.last?.controller("Nav")?.presented?.name == "Login")
    let why = step.phase("present: container ready")?.explanation ?? ""
    #expect(why.contains("P-9") && why.contains("P-10") && why.contains("[I]"))
  }

  /// Q-31 pinned: a pushed controller's viewWillAppear is queued the same way.
  @Test func aPushedViewWillAppearIsQueuedToo() {
    let detail = vc("Detail", [hook(.viewWillAppear, "Login", from: "Detail")])
    let step = scene([], steps: [Fixtures.step(.push(detail, on: nil))]).steps[1]
    #expect(step.warnings.isEmpty)
    #expect(step.phases.last?.owners == ["Login"])
    #expect(step.phase("present: container ready")?.explanation.contains("Q-31") == true)
  }

  /// P-10 [I] and Q-31: a presented controller's viewDidLoad and viewWillAppear meet its own
  /// presentation in progress.
  @Test func aPresentedControllerMeetsItsOwnPresentation() {
    let card = vc(
      "Card",
      [
        hook(.viewDidLoad, "Promo", from: "Card"), hook(.viewWillAppear, "Tip", from: "Card"),
      ])
    let present = PresentSpec(controller: card, from: "Home", style: .pageSheet)
    let step = scene([], steps: [Fixtures.step(.present(present))]).steps[1]
    #expect(
      step.warnings == [
        "Attempt to present <UIViewController: Promo> on <UIViewController: Card> (from "
          + "<UIViewController: Card>) while a presentation is in progress.",
        "Attempt to present <UIViewController: Tip> on <UIViewController: Card> (from "
          + "<UIViewController: Card>) while a presentation is in progress.",
      ])
    #expect(
      step.phaseNames.suffix(4) == [
        "transition ended", "present: after", "present 2: after", "after",
      ])
    #expect(step.phases.last?.controller("Promo") == nil)
  }

  /// P-12 [I]: two presents in one run-loop turn on the same presenter: the second is refused.
  @Test func theSecondPresentOfATurnIsRefused() {
    var root = vc("Tabs", [hook(.viewDidAppear, "A", from: "Tabs")])
    root.kind = .tab(
      tabs: [vc("Home", [hook(.viewDidAppear, "B", from: "Home", style: .pageSheet)])],
      selected: .index(0))
    let initial = plan(SceneSpec(title: "two", root: root)).steps[0]
    #expect(
      initial.warnings == [
        "Attempt to present <UIViewController: B> on <UITabBarController: Tabs> (from "
          + "<UIViewController: Home>) while a presentation is in progress."
      ])
    #expect(initial.phases.last?.explanation.contains("same run-loop turn") == true)
    #expect(initial.phases.last?.owners == ["A"])
  }

  /// A chain of controllers each presenting the next from viewDidAppear ends: at most
  /// `maxLifecyclePresents` presents in one step, then a warning.
  @Test func aChainOfPresentsIsBounded() {
    let count = Planner.maxLifecyclePresents + 4
    var next: ControllerSpec = Fixtures.plain("C\(count)")
    for index in stride(from: count - 1, through: 1, by: -1) {
      var spec = vc("C\(index)", [])
      spec.options.lifecyclePresents = [
        LifecyclePresent(
          callback: .viewDidAppear,
          present: PresentSpec(controller: next, from: "C\(index)", style: .fullScreen))
      ]
      next = spec
    }
    let root = vc(
      "Root",
      [
        LifecyclePresent(
          callback: .viewDidAppear,
          present: PresentSpec(controller: next, from: "Root", style: .fullScreen))
      ])
    let initial = plan(SceneSpec(title: "chain", root: root)).steps[0]
    #expect(
      initial.warnings == [
        "TransitionScope stopped after \(Planner.maxLifecyclePresents) presentations from "
          + "lifecycle callbacks in one step; the app would go on presenting (P-12)."
      ])
    #expect(initial.phases.last?.owners == ["C\(Planner.maxLifecyclePresents)"])
  }
}
