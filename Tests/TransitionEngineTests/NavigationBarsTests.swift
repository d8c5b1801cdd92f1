import TestSupport
import Testing

@testable import TransitionEngine

/// N-20, N-21, N-22, Q-35: the navigation bar hidden and shown, large titles and the
/// navigation toolbar, as exact trees and events.
@Suite struct NavigationBarsTests {
  private func nav(
    _ stack: [ControllerSpec], _ configure: (inout ControllerOptions) -> Void = { _ in }
  )
    -> ControllerSpec
  {
    var options = ControllerOptions()
    configure(&options)
    return ControllerSpec(name: "Nav", kind: .navigation(stack: stack), options: options)
  }

  private func scene(_ root: ControllerSpec, _ steps: [StepAction]) -> SceneSpec {
    SceneSpec(title: "bars", root: root, steps: steps.map { Fixtures.step($0) })
  }

  private let wrapped = [
    "UIWindow (0 0; 393 852)", "  UITransitionView (0 0; 393 852)",
    "    UIDropShadowView (0 0; 393 852)", "      UILayoutContainerView (0 0; 393 852) <Nav>",
    "        UINavigationTransitionView (0 0; 393 852)",
    "          UIViewControllerWrapperView (0 0; 393 852)",
  ]

  /// N-20, Q-35: the hidden bar stays in the view, marked hidden; no appearance callbacks;
  /// the top child is laid out again.
  @Test func hidingTheBarKeepsItMarkedHiddenAndSendsLayoutOnly() {
    let step = plan(
      scene(nav([Fixtures.plain("A")]), [.barHidden(.navigationBar, hidden: true, on: nil)])
    ).steps[1]
    #expect(step.action.description == "setNavigationBarHidden(true) on Nav")
    #expect(
      step.phases.last?.tree
        == wrapped + [
          "            UIView (0 0; 393 852) <A>",
          "        UINavigationBar (0 59; 393 44) hidden = YES",
        ])
    #expect(
      step.allEvents == [
        "Nav.viewWillLayoutSubviews()", "Nav.viewDidLayoutSubviews()",
        "A.viewWillLayoutSubviews()", "A.viewDidLayoutSubviews()",
      ])
    #expect(step.phases.last?.explanation.contains("(Q-35)") == true)
  }

  /// N-20: the flag is the navigation controller's: a later push keeps the bar hidden.
  @Test func aHiddenBarStaysHiddenForAPushedController() {
    let timeline = plan(
      scene(
        nav([Fixtures.plain("A")]) { $0.navigationBarHidden = true },
        [.push(Fixtures.plain("B"), on: nil)]))
    #expect(
      timeline.steps[0].phases.last?.tree.last
        == "        UINavigationBar (0 59; 393 44) hidden = YES")
    #expect(
      timeline.steps[1].phases.last?.tree.last
        == "        UINavigationBar (0 59; 393 44) hidden = YES")
  }

  /// A bar already hidden: a warning and nothing else.
  @Test func hidingAHiddenBarIsAWarning() {
    let step = plan(
      scene(
        nav([Fixtures.plain("A")]) { $0.navigationBarHidden = true },
        [.barHidden(.navigationBar, hidden: true, on: "Nav")])
    ).steps[1]
    #expect(step.warnings == ["Nav's navigation bar is already hidden; nothing changes"])
    #expect(step.allEvents.isEmpty)
  }

  /// N-21: an automatic root is large (96-pt bar with the 52-pt large-title view); a pushed
  /// `never` makes it small, the large-title view stays in the bar, hidden.
  @Test func largeTitlesFollowTheTopControllersMode() {
    var never = ControllerOptions()
    never.largeTitleDisplayMode = .never
    let timeline = plan(
      scene(
        nav([Fixtures.plain("A")]) { $0.prefersLargeTitles = true },
        [.push(Fixtures.plain("B", never), on: nil)]))
    #expect(
      timeline.steps[0].phases.last?.tree.suffix(2)
        == [
          "        UINavigationBar (0 59; 393 96)",
          "          _UINavigationBarLargeTitleView (0 44; 393 52)",
        ])
    #expect(
      timeline.steps[1].phases.last?.tree.suffix(2)
        == [
          "        UINavigationBar (0 59; 393 44)",
          "          _UINavigationBarLargeTitleView (0 44; 393 0) hidden = YES",
        ])
    #expect(timeline.steps[1].phases.last?.explanation.contains("title small") == true)
  }

  /// N-21: without prefersLargeTitles, `always` changes nothing.
  @Test func alwaysNeedsPrefersLargeTitles() {
    var always = ControllerOptions()
    always.largeTitleDisplayMode = .always
    let timeline = plan(scene(nav([Fixtures.plain("A", always)]), []))
    #expect(timeline.steps[0].phases.last?.tree.last == "        UINavigationBar (0 59; 393 44)")
  }

  /// N-22, N-8: the toolbar shows above the bottom safe area with the top's items, hides
  /// (parked at the bottom edge) while a controller hides the bottom bar, and comes back.
  @Test func theToolbarShowsTheTopsItemsAndHidesWithTheBottomBar() {
    var items = ControllerOptions()
    items.toolbarItems = ["Edit", "Share"]
    let timeline = plan(
      scene(
        nav([Fixtures.plain("A", items)]),
        [
          .barHidden(.toolbar, hidden: false, on: nil),
          .push(Fixtures.plain("B", Fixtures.hidingOptions), on: nil),
          .pop(nav: nil, interactiveCancelled: false),
        ]))
    let shown = timeline.steps[1].phases.last
    #expect(shown?.tree.last == "        UIToolbar (0 774; 393 44)")
    #expect(shown?.explanation.contains("here A's: Edit, Share") == true)
    #expect(timeline.steps[1].allEvents.allSatisfy { !$0.contains("ppear") })
    #expect(
      timeline.steps[2].phases.last?.tree.last == "        UIToolbar (0 852; 393 44) hidden = YES")
    #expect(timeline.steps[2].phases.last?.explanation.contains("(N-8, N-22)") == true)
    #expect(timeline.steps[3].phases.last?.tree.last == "        UIToolbar (0 774; 393 44)")
  }
}
