import Testing
import TransitionEngine

@testable import TUI

/// `?` help, `a` actions, `o` the picker, `r` restart, and and what the run loop's `openScene` gives back.
@Suite struct ReducerOverlayTests {
  @Test func helpOpensScrollsAndCloses() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    expectChange(&app, .character("?")) { $0.overlay = .help(scroll: 0) }
    expectChange(&app, .character("j")) { $0.overlay = .help(scroll: 1) }
    expectChange(&app, .pageDown) { $0.overlay = .help(scroll: 11) }
    expectChange(&app, .pageDown) { $0.overlay = .help(scroll: 21) }
    expectChange(&app, .pageDown) { $0.overlay = .help(scroll: 31) }
    expectChange(&app, .up) { $0.overlay = .help(scroll: 30) }
    expectChange(&app, .right) { _ in }
    expectChange(&app, .character("q"), effects: [.quit]) { _ in }
    expectChange(&app, .escape) { $0.overlay = nil }
    press(&app, .character("?"))
    expectChange(&app, .character("?")) { $0.overlay = nil }
  }

  @Test func actionMenuPushesANewController() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("a"))
    guard case .actions(let menu) = app.state.overlay else {
      Issue.record("no action menu")
      return
    }
    #expect(menu.page.items.first?.label == "push Pushed1 onto InboxNav")
    expectChange(&app, .enter) {
      $0.overlay = nil
      $0.session?.append(
        StepSpec(
          action: .push(
            ControllerSpec(name: "Pushed1", options: Self.decorated), on: "InboxNav"),
          note: "Added from the action menu."))
      $0.session?.position = Position(step: 2, phase: 0)
      $0.selected = $0.rowIDs.first
      $0.status = StatusLine("added step 2: push Pushed1 on InboxNav")
    }
    #expect(app.state.session?.timeline.steps.count == 3)
    #expect(app.state.session?.step.phases.count == 6)
  }

  static var decorated: ControllerOptions {
    var options = ControllerOptions()
    options.views = ["UILabel", "UIButton"]
    return options
  }

  @Test func actionMenuPagesAndDigits() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("a"))
    press(&app, .character("8"))
    guard case .actions(let devices) = app.state.overlay else {
      Issue.record("no device page")
      return
    }
    #expect(devices.pages.count == 2)
    #expect(devices.page.title == "change device to")
    #expect(devices.page.items.map(\.isEnabled).filter { !$0 }.count == 1)
    press(&app, .escape)
    guard case .actions(let root) = app.state.overlay else {
      Issue.record("Esc should go back one page")
      return
    }
    #expect(root.pages.count == 1)
    #expect(root.selection == 7)
    expectChange(&app, .character("6")) {
      guard case .actions(var menu) = $0.overlay else { return }
      menu.select(5)
      $0.overlay = .actions(menu)
      $0.status = StatusLine("not possible: no tab bar controller on screen")
    }
    expectChange(&app, .escape) {
      $0.overlay = nil
      $0.status = nil
    }
  }

  @Test func actionMenuRotates() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("a"), .character("7"))
    #expect(app.state.session?.step.action.description == "rotate to landscape")
    #expect(app.state.session?.position == Position(step: 2, phase: 0))
    press(&app, .right)
    #expect(app.state.session?.phase.window.frame.width == 852)
  }

  @Test func pickerOpensFilesThroughTheRunLoopAndThePlaygroundAtOnce() {
    let push = Fixtures.entry(Fixtures.push, path: "Scenes/push.yaml")
    var app = TransitionScopeApp(catalog: [CatalogEntry(push)], opened: nil, ascii: false)
    _ = app.handle(.resize(width: 80, height: 24))
    #expect(app.state.overlay == .picker(PickerState()))
    expectChange(&app, .escape) { _ in }
    expectChange(&app, .enter, effects: [.openScene(path: "Scenes/push.yaml")]) { _ in }
    _ = app.handle(.openFailed("Scenes/push.yaml:3:1: error: bad"))
    #expect(app.state.status == StatusLine("Scenes/push.yaml:3:1: error: bad", isError: true))
    _ = app.handle(.opened(push))
    #expect(app.state.session?.entry == push)
    #expect(app.state.overlay == nil)
    expectChange(&app, .character("o")) { $0.overlay = .picker(PickerState(selection: 0)) }
    expectChange(&app, .down) { $0.overlay = .picker(PickerState(selection: 1)) }
    expectChange(&app, .down) { _ in }
    press(&app, .enter)
    #expect(app.state.session?.entry.spec.title == Playground.title)
    #expect(app.state.overlay == nil)
    press(&app, .character("o"))
    expectChange(&app, .escape) { $0.overlay = nil }
  }

  @Test func restartGoesBackToTheSceneAsOpened() {
    var app = Fixtures.app(Fixtures.push)
    // The scene as opened: at its first change, where a restart goes too.
    var opened = TransitionScopeApp(
      catalog: [], opened: Fixtures.entry(Fixtures.push), ascii: false)
    _ = opened.handle(.resize(width: 120, height: 40))
    let fresh = opened.state
    press(&app, .character("a"), .enter, .down, .enter, .character("c"), .tab)
    #expect(app.state.session?.spec.steps.count == 2)
    press(&app, .character("r"))
    #expect(app.state.session?.spec.steps.count == 2, "r asks before dropping the added step")
    #expect(
      app.state.status?.text == "press r again to drop the step added here (w saves them first)")
    press(&app, .character("r"))
    #expect(app.state == fresh)
    press(&app, .character("a"), .enter, .character("r"), .character("j"), .character("r"))
    #expect(app.state.session?.spec.steps.count == 2, "another key cancels the question")
    #expect(app.state.confirmingRestart)
  }
}
