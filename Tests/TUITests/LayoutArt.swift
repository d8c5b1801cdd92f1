import Testing
import TransitionEngine

@testable import TUI

/// Draws a pane layout as ASCII boxes (lazygit's way of testing its window arrangement).
enum LayoutArt {
  /// Every region of a layout as a titled box; the header and hint bar as labelled rows.
  static func art(_ layout: PaneLayout, width: Int, height: Int) -> [String] {
    var canvas = Canvas(width: width, height: height)
    if layout.tooSmall {
      canvas.put("too small", x: 0, y: 0)
      return canvas.rows
    }
    for row in layout.header.y..<layout.header.maxY {
      canvas.put(String(repeating: "=", count: width), x: 0, y: row)
    }
    canvas.put(" header ", x: 2, y: layout.header.y)
    canvas.put(" hints", x: 0, y: layout.hintBar.y)
    for pane in PaneID.allCases {
      guard let region = layout.panes[pane] else { continue }
      canvas.drawBox(
        region, glyphs: Glyphs.ascii.box, style: .normal, title: [Span(pane.rawValue)])
    }
    for (region, title) in zip(layout.compare, ["before", "this", "after"]) {
      canvas.drawBox(region, glyphs: Glyphs.ascii.box, style: .normal, title: [Span(title)])
    }
    return canvas.rows
  }

  static func state(
    _ spec: SceneSpec = Fixtures.push, comparing: Bool = false, zoomed: Bool = false,
    focus: PaneID = .views
  ) -> AppState {
    var state = AppState(catalog: [], session: SceneSession(entry: Fixtures.entry(spec)))
    state.comparing = comparing
    state.zoomed = zoomed
    state.focus = focus
    return state
  }

  static func expect(
    _ state: AppState, _ width: Int, _ height: Int, _ expected: [String],
    function: String = #function, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let layout = PaneLayout.compute(width: width, height: height, state: state)
    var canvas = Canvas(width: width, height: height)
    for (row, text) in art(layout, width: width, height: height).enumerated() {
      canvas.put(text, x: 0, y: row)
    }
    expectScreen(canvas, expected, function: function, sourceLocation: sourceLocation)
  }
}
