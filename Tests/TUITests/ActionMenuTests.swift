import Testing
import TransitionEngine

@testable import TUI

/// The `a` menu is built from the end of the scene: what is on screen there decides what is
/// possible, and new controllers get names no controller of the scene uses.
@Suite struct ActionMenuTests {
  static func items(_ spec: SceneSpec) -> [MenuItem] {
    ActionMenu.root(SceneSession(entry: Fixtures.entry(spec))).items
  }

  static func item(_ items: [MenuItem], _ prefix: String) -> MenuItem? {
    items.first { $0.label.hasPrefix(prefix) }
  }

  @Test func freshNamesSkipEveryNameTheSceneUsed() {
    var spec = Fixtures.push
    spec.steps.append(StepSpec(action: .push(ControllerSpec(name: "Pushed1"), on: nil)))
    spec.steps.append(StepSpec(action: .pop(nav: nil, interactiveCancelled: false)))
    let push = Self.item(Self.items(spec), "push")
    #expect(push?.label == "push Pushed2 onto InboxNav", "Pushed1 was pushed and popped")
  }

  @Test func whatIsNotOnScreenIsUnavailable() {
    let items = Self.items(Fixtures.container)
    #expect(Self.item(items, "push")?.choice == .unavailable("no navigation controller on screen"))
    #expect(Self.item(items, "select")?.isEnabled == false)
    #expect(Self.item(items, "multitasking")?.choice == .unavailable("iPad only"))
    #expect(
      Self.item(items, "rotate")?.label == "rotate to portrait", "the scene ends in landscape")
    #expect(Self.item(items, "remove")?.label == "remove Chart")
  }

  @Test func selectATabListsTheTabs() {
    guard case .page(let page) = Self.item(Self.items(Fixtures.tabs), "select")?.choice else {
      Issue.record("select a tab should open a page")
      return
    }
    #expect(page.items.map(\.label) == ["FeedNav", "Settings (selected)"])
    #expect(
      page.items.first?.choice
        == .perform(
          StepSpec(action: .select(.index(0), tab: "Tabs"), note: "Added from the action menu.")))
  }

  @Test func presentAsksForTheStyleThenThePresenter() {
    guard case .page(let styles) = Self.item(Self.items(Fixtures.push), "present")?.choice,
      case .page(let presenters) = styles.items.first(where: { $0.label == "pageSheet" })?.choice,
      case .page(let transitions) = presenters.items.first?.choice,
      case .perform(let step) = transitions.items.first?.choice
    else {
      Issue.record("present should open three pages: style, presenter, transition")
      return
    }
    #expect(styles.items.count == PresentationStyle.allCases.count)
    #expect(presenters.items.map(\.label) == ["InboxNav", "Message"])
    #expect(
      step.action
        == .present(
          PresentSpec(
            controller: ControllerSpec(name: "Presented1"), from: "InboxNav", style: .pageSheet)))
  }

  @Test func aRefusedStepShowsUIKitsWarning() {
    var app = TransitionScopeApp(catalog: [], opened: Playground.entry, ascii: false)
    _ = app.handle(.resize(width: 80, height: 24))
    press(&app, .character("a"), .character("2"))
    let step = app.state.session?.step
    #expect(step?.action == .pop(.pop, nav: "Nav"))
    #expect(step?.warnings.isEmpty == false, "popping the root controller does nothing")
    let rows = app.render(width: 80, height: 24).rows
    #expect(rows[1].contains("! warning"))
  }

  @Test func iPadMultitaskingAndNewChildFrames() {
    var spec = Fixtures.container
    spec.device = "ipad-pro-11"
    spec.steps = []
    let items = Self.items(spec)
    guard case .page(let widths) = Self.item(items, "multitasking")?.choice else {
      Issue.record("multitasking should open a page on iPad")
      return
    }
    #expect(widths.items.map(\.label).first == "full (current)")
    guard case .perform(let add) = Self.item(items, "add")?.choice,
      case .addChild(let child, let parent) = add.action
    else {
      Issue.record("add a child should add one")
      return
    }
    #expect(parent == "Dashboard")
    #expect(child.options.frame == Rect(x: 16, y: 597, width: 802, height: 581))
  }
}
