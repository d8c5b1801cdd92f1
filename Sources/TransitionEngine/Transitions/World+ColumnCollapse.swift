extension World {
  /// SV-9: a column-style split collapses when its width turns compact. With a `.compact`
  /// column, that column shows and nothing moves. Without one, the proposed top column is the
  /// secondary [I] unless the delegate's `topColumnForCollapsingToProposedTopColumn` chooses
  /// another; the controllers of the columns from the supplementary up to that top column
  /// move onto the primary's navigation stack, in column order [I: Q-22]. Returns what it did.
  mutating func collapseColumnSplit(_ split: String) -> SplitNote? {
    guard var state = controllers[split]?.columns, !state.isCollapsed,
      let primary = state.navigation[.primary]
    else { return nil }
    state.isCollapsed = true
    defer { controllers[split]?.columns = state }
    if let compact = state.navigation[.compact] {
      return .columnsToCompact(split: split, compact: compact, inspector: shownInspector(state))
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
    return .columnsOntoPrimary(
      split: split, chosen: state.topColumnForCollapsing, primary: primary, moved: moved,
      inspector: shownInspector(state))
  }

  /// SV-9: expanding again hands each column back the controllers collapsing moved onto the
  /// primary's stack [I: Q-22]. Returns what it did.
  mutating func expandColumnSplit(_ split: String) -> SplitNote? {
    guard var state = controllers[split]?.columns, state.isCollapsed else { return nil }
    state.isCollapsed = false
    let collapsed = state.collapsed
    state.collapsed = []
    controllers[split]?.columns = state
    guard let primary = state.navigation[.primary], !collapsed.isEmpty else {
      return .columnsShow(split: split, displayMode: columnDisplayMode(split))
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
    return .columnsHandedBack(
      split: split, primary: primary, handed: handed, displayMode: columnDisplayMode(split))
  }

  /// SV-10, Q-22: a shown inspector, whose place at a collapse the sources do not give
  /// (iOS 26 and later).
  private func shownInspector(_ state: SplitColumnState) -> String? {
    guard let inspector = state.navigation[.inspector], environment.ios >= 26 else { return nil }
    return inspector
  }
}
