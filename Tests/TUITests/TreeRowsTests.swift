import Testing
import TransitionEngine

@testable import TUI

/// Rows of the views pane: guides, folding, and text of a row.
@Suite struct TreeRowsTests {
  static var tree: ViewNode {
    DiffTests.view(
      1, "UIWindow",
      subviews: [
        DiffTests.view(2, "UIA", subviews: [DiffTests.view(3, "UIB"), DiffTests.view(4, "UIC")]),
        DiffTests.view(5, "UID", owner: "Feed"),
      ])
  }

  static func text(_ rows: [TreeRow], glyphs: Glyphs = .unicode) -> [String] {
    rows.map { ViewRowText.line($0, glyphs: glyphs, selected: false, match: false).plain }
  }

  @Test func guidesFollowTheTree() {
    let rows = TreeRows.rows(Self.tree, diff: ViewDiff(), folded: [])
    #expect(
      Self.text(rows) == [
        "  UIWindow (0 0; 100 100)",
        "  ├ UIA (0 0; 100 100)",
        "  │ ├ UIB (0 0; 100 100)",
        "  │ └ UIC (0 0; 100 100)",
        "  └ UID <Feed> (0 0; 100 100)",
      ])
    #expect(
      Self.text(rows, glyphs: .ascii)[3] == "  | `-UIC (0 0; 100 100)")
  }

  @Test func aFoldedViewHidesItsSubviewsAndCountsThem() {
    let rows = TreeRows.rows(Self.tree, diff: ViewDiff(), folded: [ViewID(2), ViewID(5)])
    #expect(rows.map(\.node.id.raw) == [1, 2, 5])
    #expect(rows.map(\.foldedCount) == [0, 2, 0], "a leaf does not fold")
    #expect(Self.text(rows)[1] == "  ├ UIA (0 0; 100 100) ▸ +2")
  }

  @Test func theSelectedRowShowsTheCursorAndTheContainerView() {
    let node = ViewNode(
      id: ViewID(9), className: "UIViewControllerWrapperView",
      frame: Rect(x: 0, y: 0, width: 393, height: 852), role: .containerView)
    let row = TreeRows.rows(node, diff: ViewDiff(), folded: [])[0]
    let line = ViewRowText.line(row, glyphs: .unicode, selected: true, match: false)
    #expect(line.plain == " ›UIViewControllerWrapperView (0 0; 393 852) ◀ containerView")
    #expect(line.allSatisfy { $0.style.reverse })
    #expect(line.contains { $0.style.role == .containerView })
  }
}
