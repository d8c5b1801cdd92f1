import TransitionEngine
import Wording

/// Compare mode: three view trees side by side, before | this phase | after. The middle one
/// carries the marks of the views pane (changes since the previous phase); the after column
/// marks what is still to change from this phase on. All three scroll together.
enum ComparePane {
  /// The three columns' titles and rows (from the state's row cache when it has them).
  static func trees(_ view: PhaseView, state: AppState) -> [(title: String, rows: [TreeRow])] {
    let session = view.session
    let phases = session.step.phases
    return [
      (
        CompareWords.before.text(in: state.language),
        PhaseView.list(.before, session, state: state).rows
      ),
      (
        "\(session.position.phase + 1)/\(phases.count) \(PhaseName.name(view.phase, in: state.language))",
        view.rows
      ),
      (
        CompareWords.after.text(in: state.language),
        PhaseView.list(.after, session, state: state).rows
      ),
    ]
  }

  static func render(_ canvas: inout Canvas, _ columns: [Region], _ context: RenderContext) {
    guard columns.count == 3 else { return }
    let trees = self.trees(context.view, state: context.state)
    let view = context.view
    let focused = context.isFocused(.views)
    let matches = ViewsPane.matchSet(context)
    for (region, tree) in zip(columns, trees) {
      let visible = region.height - 2
      let top = PaneFrame.clamp(
        top: context.state.scroll[.views] ?? 0, visible: visible, total: tree.rows.count)
      let inner = PaneFrame.draw(
        &canvas, region, title: [Span(tree.title)], focused: focused, glyphs: context.glyphs,
        footer: PaneFrame.scrollFooter(top: top, visible: visible, total: tree.rows.count))
      ViewsPane.drawRows(
        &canvas, tree.rows, top: top, in: inner,
        selected: context.state.selected ?? view.phase.window.id, matches: matches,
        glyphs: context.glyphs, looks: view.session.looks)
    }
  }
}
