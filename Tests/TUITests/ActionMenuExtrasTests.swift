import Testing
import TransitionEngine

@testable import TUI

/// The action menu asks for a popover's anchor, the transition style, and `t` makes the step
/// not animated.
@Suite struct ActionMenuExtrasTests {
  static func menu(_ app: TransitionScopeApp) -> ActionMenuState? {
    if case .actions(let menu) = app.state.overlay { return menu }
    return nil
  }

  static func choose(_ app: inout TransitionScopeApp, _ label: String) {
    guard let menu = menu(app), let row = menu.page.items.firstIndex(where: { $0.label == label })
    else {
      Issue.record("no item '\(label)' in \(menu(app)?.page.items.map(\.label) ?? [])")
      return
    }
    Reducer.chooseMenu(row, menu: menu, &app.stateForTests)
  }

  @Test func aPopoverAsksForItsAnchorThenTheTransitionAndTIsNotAnimated() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("a"))
    Self.choose(&app, "present …")
    Self.choose(&app, "popover")
    Self.choose(&app, "Message")
    #expect(Self.menu(app)?.page.title == "anchor the popover at")
    Self.choose(&app, "Message's view")
    #expect(Self.menu(app)?.page.title == "transition style")
    press(&app, .character("t"))
    #expect(Self.menu(app)?.animated == false)
    Self.choose(&app, "crossDissolve")
    let step = app.state.session?.spec.steps.last
    guard case .present(let present) = step?.action else {
      Issue.record("no present step: \(String(describing: step))")
      return
    }
    #expect(present.style == .popover)
    #expect(present.source == "Message")
    #expect(present.transition == .crossDissolve)
    #expect(step?.animated == false)
  }

  @Test func otherStylesGoStraightToTheTransition() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("a"))
    Self.choose(&app, "present …")
    Self.choose(&app, "formSheet")
    Self.choose(&app, "Message")
    #expect(Self.menu(app)?.page.title == "transition style")
    Self.choose(&app, "default (coverVertical)")
    guard case .present(let present) = app.state.session?.spec.steps.last?.action else {
      Issue.record("no present step")
      return
    }
    #expect(present.transition == nil)
    #expect(app.state.session?.spec.steps.last?.animated == true)
  }
}

extension TransitionScopeApp {
  /// The state, writable, for driving the reducer's helpers directly.
  var stateForTests: AppState {
    get { state }
    set { self = TransitionScopeApp(state: newValue) }
  }
}

/// `n` in the action menu names the controller the step adds.
@Suite struct ActionMenuNamingTests {
  @Test func aNewControllerTakesTheTypedName() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("a"), .character("n"))
    for character in "Inbox" { press(&app, .character(character)) }
    press(&app, .enter)
    #expect(ActionMenuExtrasTests.menu(app)?.name == "Inbox")
    press(&app, .enter)
    #expect(app.state.status?.text == "the scene already has a controller Inbox")
    #expect(app.state.session?.spec.steps.count == 1, "nothing added under a taken name")
    press(&app, .character("n"))
    for character in "Settings" { press(&app, .character(character)) }
    press(&app, .enter, .enter)
    guard case .push(let pushed, _) = app.state.session?.spec.steps.last?.action else {
      Issue.record("no push step")
      return
    }
    #expect(pushed.name == "Settings")
    #expect(pushed.options.views == ["UILabel", "UIButton"])
  }

  @Test func escapeDropsTheName() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("a"), .character("n"), .character("X"), .escape)
    #expect(ActionMenuExtrasTests.menu(app)?.name == nil)
    #expect(ActionMenuExtrasTests.menu(app)?.naming == false)
  }
}
