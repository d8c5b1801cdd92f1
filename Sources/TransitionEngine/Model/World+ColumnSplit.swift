extension World {
  /// The columns a column-style split shows now (SV-8–SV-10), in the order their views sit in
  /// `_UIPanelControllerContentView`, back to front.
  func shownColumns(_ split: String) -> [SplitColumn] {
    guard let state = controllers[split]?.columns else { return [] }
    // SV-9: collapsed, the compact column shows if there is one; otherwise the primary's
    // navigation stack, which holds what collapsing moved onto it.
    if environment.traits.horizontal == .compact {
      return state.navigation[.compact] != nil ? [.compact] : [.primary]
    }
    var columns = Set(state.defaultColumns(portraitShaped: splitHidesPrimary))
    columns.formUnion(state.shown)
    columns.subtract(state.hidden)
    columns.remove(.compact)
    // SV-10: the inspector column shows only after show(.inspector), and only on iOS 26+.
    if !state.shown.contains(.inspector) || environment.ios < 26 { columns.remove(.inspector) }
    let present = columns.filter { state.navigation[$0] != nil }.sorted()
    // Over the secondary (oneOverSecondary, twoOverSecondary) the leading columns go on top.
    guard columnsOverlay(split) else { return present }
    return present.filter { !Self.leading.contains($0) } + present.filter(Self.leading.contains)
  }

  /// SV-8 [I]: a new window size returns column-style splits to their default display mode:
  /// what show(_:) and hide(_:) did to the leading columns lapses, while a shown inspector
  /// stays shown (isShowing(.inspector) is the app's setting, SV-10).
  mutating func resetColumnDisplayModes() {
    // Only the splits with columns are looked at: a rotation costs what it changes, not a copy
    // of every controller.
    for split in inCreationOrder(controllers.namesWithColumns) {
      controllers[split]?.columns?.shown.formIntersection([.inspector])
      controllers[split]?.columns?.hidden.subtract(Self.leading)
    }
  }

  /// The primary and supplementary columns, which sit on the leading side.
  static let leading: Set<SplitColumn> = [.primary, .supplementary]

  /// SV-5, SV-8: in a window taller than wide the default mode shows the secondary alone, so
  /// leading columns that `show(_:)` brings slide over it instead of beside it [I].
  func columnsOverlay(_ split: String) -> Bool {
    guard let state = controllers[split]?.columns, splitHidesPrimary else { return false }
    return !state.shown.intersection(Self.leading).isEmpty
  }

  /// The frames of a column-style split's shown columns (SV-8, SV-10) [I: the widths]: the
  /// leading columns and the inspector at the primary column's default width, the secondary
  /// taking the rest; over the secondary, the leading columns cover its leading edge.
  func columnFrames(_ split: String, in bounds: Rect) -> [SplitColumn: Rect] {
    let columns = shownColumns(split)
    guard columns.count > 1 else {
      return Dictionary(uniqueKeysWithValues: columns.map { ($0, bounds) })
    }
    let side = SplitMetrics.primaryColumnWidth(for: bounds.width)
    let overlay = columnsOverlay(split)
    let tiled = columns.sorted().filter { !overlay || !Self.leading.contains($0) }
    let flexColumn = tiled.contains(.secondary) ? .secondary : tiled.last
    let gaps = Double(max(tiled.count - 1, 0)) * 0.5
    let flexible = max(bounds.width - Double(max(tiled.count - 1, 0)) * side - gaps, 0)
    var frames: [SplitColumn: Rect] = [:]
    var x = 0.0
    for column in tiled {
      let width = column == flexColumn ? flexible : side
      frames[column] = Rect(x: x, y: 0, width: width, height: bounds.height)
      x += width + 0.5
    }
    x = 0
    for column in columns.sorted() where overlay && Self.leading.contains(column) {
      frames[column] = Rect(x: x, y: 0, width: side, height: bounds.height)
      x += side + 0.5
    }
    return frames
  }

  /// The display mode a column-style split is in, for the explanations (SV-8).
  func columnDisplayMode(_ split: String) -> String {
    let columns = shownColumns(split)
    guard environment.traits.horizontal == .regular else { return "collapsed" }
    let mode = SplitColumnState.displayMode(of: columns)
    return columnsOverlay(split) ? mode.replacingBeside() : mode
  }
}

extension String {
  /// `oneBesideSecondary` → `oneOverSecondary`.
  fileprivate func replacingBeside() -> String {
    hasPrefix("one") ? "oneOverSecondary" : hasPrefix("two") ? "twoOverSecondary" : self
  }
}
