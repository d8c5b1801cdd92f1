import Testing
import TransitionEngine

@testable import TUI

/// `.` and `,` jump between changed rows; `i` opens the details; the views pane says when
/// changed rows are scrolled out of view.
@Suite struct ReducerChangeTests {
  /// The push's "to-view added" phase: four views were added.
  static func toViewAdded(height: Int = 40) -> TransitionScopeApp {
    var app = Fixtures.app(Fixtures.push, width: 120, height: height)
    press(&app, .character("]"), .right, .right)
    return app
  }

  static func selectedClass(_ app: TransitionScopeApp) -> String? {
    guard let session = app.state.session else { return nil }
    let view = PhaseView(session, state: app.state)
    return view.rows[view.selectedRow].node.className
  }

  @Test func dotAndCommaVisitTheChangedRowsInOrderAndWrap() {
    var app = Self.toViewAdded()
    let view = PhaseView(app.state.session!, state: app.state)
    let changed = view.list.changed.map { view.rows[$0].node.className }
    #expect(changed == ["_UIParallaxDimmingView", "UIView", "UILabel", "UITextView"])
    var visited: [String?] = []
    for _ in 0..<5 {
      press(&app, .character("."))
      visited.append(Self.selectedClass(app))
    }
    #expect(visited == changed + [changed[0]])
    press(&app, .character(","))
    #expect(Self.selectedClass(app) == "UITextView", "back from the first wraps to the last")
  }

  @Test func aPhaseWithoutChangesSaysSo() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("."))
    #expect(app.state.status?.text == "no view changed in this phase")
  }

  @Test func iTogglesTheDetailsOfTheSelectedView() {
    var app = Self.toViewAdded()
    press(&app, .character("."))
    expectChange(&app, .character("i")) { $0.showsDetails = true }
    let screen = app.render(width: 120, height: 40).rows.joined(separator: "\n")
    #expect(screen.contains("_UIParallaxDimmingView"))
    #expect(screen.contains("Details"))
    #expect(screen.contains("added"))
    expectChange(&app, .character("i")) { $0.showsDetails = false }
  }

  @Test func theViewsPaneCountsChangedRowsOutOfView() {
    var app = Self.toViewAdded(height: 16)
    let top = app.render(width: 120, height: 16).rows[2]
    #expect(top.contains("Views ▼1 changed"), "\(top)")
    press(&app, .character("."), .character("."), .character("."), .character("."))
    let after = app.render(width: 120, height: 16).rows[2]
    #expect(!after.contains("▼"), "\(after)")
  }
}
