import TestSupport
import Testing

@testable import TransitionEngine

/// M-23, Q-38: a navigation item's search controller presents itself over its host within the
/// presentation context, its results controller its child, and is dismissed when it ends.
@Suite struct SearchControllerTests {
  private func scene(_ steps: [StepAction]) -> SceneSpec {
    var options = ControllerOptions()
    options.search = SearchSpec(name: "ListSearch", results: "Results")
    let root = ControllerSpec(
      name: "Nav", kind: .navigation(stack: [Fixtures.plain("List", options)]))
    return SceneSpec(title: "search", root: root, steps: steps.map { Fixtures.step($0) })
  }

  @Test func activatingPresentsOverTheContextAndEndingDismisses() {
    let timeline = plan(
      scene([.search(active: true, on: "List"), .search(active: false, on: "List")]))
    let active = timeline.steps[1]
    #expect(active.action.description == "search active on List")
    #expect(
      active.phases.last?.tree.suffix(3)
        == [
          "      UITransitionView (0 0; 393 852)",
          "        UIView (0 0; 393 852) <ListSearch>",
          "          UIView (0 0; 393 852) <Results>",
        ])
    #expect(active.phases.last?.controller("ListSearch")?.className == "UISearchController")
    #expect(
      active.allEvents.filter { $0.contains("ppear") }
        == [
          "ListSearch.viewWillAppear(animated: false)", "Results.viewWillAppear(animated: false)",
          "ListSearch.viewIsAppearing(animated: false)", "Results.viewIsAppearing(animated: false)",
          "ListSearch.viewDidAppear(animated: false)", "Results.viewDidAppear(animated: false)",
        ])
    #expect(active.phases[1].explanation.contains("(M-23)"))
    #expect(active.phases[1].explanation.contains("(Q-38)"))
    let ended = timeline.steps[2]
    #expect(!(ended.phases.last?.owners.contains("ListSearch") ?? true))
    #expect(ended.allEvents.contains("ListSearch.viewDidDisappear(animated: false)"))
  }

  @Test func aHostWithoutASearchControllerIsAWarning() {
    let step = plan(scene([.search(active: true, on: "Nav")])).steps[1]
    #expect(step.warnings == ["Nav has no searchController in its navigation item"])
  }
}
