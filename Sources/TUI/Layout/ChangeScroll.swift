/// Where the views list scrolls when the viewer lands on a phase: its first changed row on
/// screen, and the selected row too when both fit in the pane.
///
/// The list moves as little as it can: a first change already on screen keeps the list where
/// it is; one off screen comes in with up to two rows of context above it. The selection stays
/// on its view when that view's row fits in the same page as the first change; when they are
/// further apart than the pane is tall, the selection moves onto the first changed row, so the
/// cursor, the details and the screen picture's outline are on the change the Why pane talks
/// about and the next `j`/`k` does not scroll the change away again.
struct ChangeScroll: Equatable {
  /// The list's first visible row.
  var top: Int
  /// True when the selection has to move onto the first changed row.
  var selectsChange: Bool

  /// Rows of context kept above a first change that scrolls in.
  static let context = 2

  /// The placement for a list of `count` rows shown `height` at a time from `top`, whose first
  /// changed row is `first` and selected row `selected`.
  static func place(first: Int, selected: Int, top: Int, height: Int, count: Int) -> ChangeScroll {
    let height = max(height, 1)
    let current = PaneFrame.clamp(top: top, visible: height, total: count)
    let shows = { (row: Int, top: Int) in row >= top && row < top + height }
    let context = min(Self.context, (height - 1) / 2)
    let base =
      shows(first, current)
      ? current : PaneFrame.clamp(top: first - context, visible: height, total: count)
    // The tops that show both rows, if any.
    let lowest = max(max(first, selected) - height + 1, 0)
    let highest = min(first, selected)
    guard lowest <= highest else { return ChangeScroll(top: base, selectsChange: true) }
    let both = min(max(base, lowest), highest)
    return ChangeScroll(
      top: PaneFrame.clamp(top: both, visible: height, total: count), selectsChange: false)
  }
}
