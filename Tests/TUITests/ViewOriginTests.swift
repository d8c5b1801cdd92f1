import Testing
import TransitionEngine

@testable import TUI

/// `i` on a view a line of the app's Swift added says which line: the details name the file
/// and line; a view UIKit placed names none.
@Suite struct ViewOriginTests {
  /// Home presents Card full screen with an animator whose lines come from `Fade.swift`.
  static var scene: SceneSpec {
    func line(_ statement: CodeStatement, _ text: String, _ number: Int) -> CodeLine {
      CodeLine(
        statement: statement, text: text, location: SourceLocation(line: number, column: 5),
        file: "Fade.swift")
    }
    var step = StepSpec(
      action: .present(
        PresentSpec(controller: ControllerSpec(name: "Card"), from: "Home", style: .fullScreen)))
    step.animator = CodeBlock(
      kind: .animator,
      lines: [
        line(.addSubview(.toView, into: .containerView), "containerView.addSubview(toView)", 22),
        line(.completeTransition(.notCancelled), "transitionContext.completeTransition(true)", 25),
      ])
    return SceneSpec(title: "Fade", root: ControllerSpec(name: "Home"), steps: [step])
  }

  static func detailsRow(_ app: TransitionScopeApp) -> String? {
    let rows = app.render(width: 120, height: 40).rows
    guard let rule = rows.firstIndex(where: { $0.contains("Details") }) else { return nil }
    return rows[rule + 1]
  }

  @Test func iOnAViewAddedBySwiftNamesTheLine() throws {
    var app = Fixtures.app(Self.scene)
    // Step 1, phase 4: the animator's line 22 has added Card's view.
    press(&app, .character("]"), .right, .right, .right)
    #expect(app.state.session?.phase.name == "Fade.swift:22: containerView.addSubview(toView)")
    press(&app, .character("."), .character("i"))
    let row = try #require(Self.detailsRow(app))
    #expect(row.contains("UIView <Card> · role: none · added by Fade.swift:22"), "\(row)")
    // Later phases still name the line that put the view where it is.
    press(&app, .right)
    #expect(try #require(Self.detailsRow(app)).contains("added by Fade.swift:22"))
  }

  @Test func aViewUIKitPlacedNamesNoLine() throws {
    var app = Fixtures.app(Self.scene)
    press(&app, .character("]"), .right, .character("."), .character("i"))
    let row = try #require(Self.detailsRow(app))
    #expect(row.contains("role:"))
    #expect(!row.contains("added by"), "\(row)")
  }
}
