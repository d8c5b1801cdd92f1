extension World {
  /// SV-9: a column-style split collapses when its width turns compact. With a `.compact`
  /// column, that column shows and nothing moves. Without one, the proposed top column is the
  /// secondary [I] unless the delegate's `topColumnForCollapsingToProposedTopColumn` chooses
  /// another; the controllers of the columns from the supplementary up to that top column
  /// move onto the primary's navigation stack, in column order [I: Q-22]. Returns a sentence.
  mutating func collapseColumnSplit(_ split: String) -> String? {
    guard var state = controllers[split]?.columns, !state.isCollapsed,
      let primary = state.navigation[.primary]
    else { return nil }
    state.isCollapsed = true
    defer { controllers[split]?.columns = state }
    if let compact = state.navigation[.compact] {
      return "\(split) collapses and shows its compact column, \(compact); the other columns "
        + "leave the screen (SV-9)" + inspectorCollapseNote(state)
    }
    let proposed = SplitColumn.secondary
    let top = state.topColumnForCollapsing ?? proposed
    if state.topColumnForCollapsing != nil {
      emit(split, .topColumnForCollapsing(proposed: proposed, chosen: top))
    }
    var moved: [String] = []
    for column in [SplitColumn.supplementary, .secondary] where column <= top {
      guard let nav = state.navigation[column], nav != primary,
        let stack = controllers[nav]?.children, !stack.isEmpty,
        stack.allSatisfy({ presentations(within: $0).isEmpty && !isGrabbed($0) })
      else { continue }
      for child in stack {
        if let view = controllers[child]?.view, isMounted(child, in: nav) {
          forest.removeFromSuperview(view)
        }
        linkChild(child, to: primary)
      }
      state.collapsed.append((column, Array(stack)))
      moved += stack
    }
    let chose =
      state.topColumnForCollapsing.map {
        "its delegate returns .\($0.rawValue) from topColumnForCollapsingToProposedTopColumn "
          + "(proposed .secondary), so "
      } ?? "with no delegate the proposed top column is the secondary [I], so "
    let what =
      moved.isEmpty
      ? "\(primary) keeps only its own stack and the primary is what shows"
      : "\(CallbackSentence.list(moved)) \(moved.count == 1 ? "moves" : "move") onto the primary's navigation controller "
        + "\(primary) after its own controllers, and \(moved.last ?? primary) is on top"
    return "\(split) collapses without a compact column: " + chose + what
      + " (SV-9). Which column UIKit proposes and how the columns' stacks join the primary's "
      + "are inferred: the sources do not give them (Q-22) [I]" + inspectorCollapseNote(state)
  }

  /// SV-9: expanding again hands each column back the controllers collapsing moved onto the
  /// primary's stack [I: Q-22]. Returns a sentence.
  mutating func expandColumnSplit(_ split: String) -> String? {
    guard var state = controllers[split]?.columns, state.isCollapsed else { return nil }
    state.isCollapsed = false
    let collapsed = state.collapsed
    state.collapsed = []
    controllers[split]?.columns = state
    guard let primary = state.navigation[.primary], !collapsed.isEmpty else {
      return "\(split) expands: its columns show again, in its display mode "
        + "\(columnDisplayMode(split)) (SV-8)"
    }
    var handed: [String] = []
    for (column, stack) in collapsed {
      guard let nav = state.navigation[column] else { continue }
      for child in stack where controllers[child]?.parent == primary {
        if let view = controllers[child]?.view, isMounted(child, in: primary) {
          forest.removeFromSuperview(view)
        }
        linkChild(child, to: nav)
        handed.append(child)
      }
    }
    return "\(split) expands: \(primary) hands \(CallbackSentence.list(handed)) back to their "
      + "columns, which show in the display mode \(columnDisplayMode(split)) (SV-9, SV-8) [I]"
  }

  /// SV-10, Q-22: the sources do not say where a shown inspector goes when the split
  /// collapses.
  private func inspectorCollapseNote(_ state: SplitColumnState) -> String {
    guard let inspector = state.navigation[.inspector], environment.ios >= 26 else { return "" }
    return ". Where the inspector column (\(inspector)) goes when the split collapses is not "
      + "in the sources (Q-22): the model leaves it off screen, which is unknown, not UIKit's "
      + "documented behaviour (SV-10)"
  }
}
