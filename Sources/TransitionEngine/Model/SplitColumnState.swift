/// A column-style split's own record (SV-8–SV-10): its style, the navigation controller each
/// column holds, which columns `show(_:)` / `hide(_:)` changed, and what collapsing moved.
struct SplitColumnState {
  let style: SplitStyle
  /// The controller of each column: a navigation controller (the app's own or one UIKit
  /// created, SV-8), except in the compact column, which UIKit does not wrap (SV-8).
  var navigation: [SplitColumn: String]
  /// What the delegate returns from `topColumnForCollapsingToProposedTopColumn` (SV-9).
  let topColumnForCollapsing: SplitColumn?
  /// Columns `show(_:)` asked for beyond the display mode's (SV-8); the inspector shows only
  /// from here (SV-10).
  var shown: Set<SplitColumn> = []
  /// Columns `hide(_:)` took away.
  var hidden: Set<SplitColumn> = []
  /// While collapsed without a compact column: the controllers moved from each column's
  /// navigation controller onto the primary's stack (SV-9 [I]), to hand back on expanding.
  var collapsed: [(column: SplitColumn, controllers: [String])] = []
  /// True while the split is collapsed (SV-1, SV-9).
  var isCollapsed = false
  /// True once the split's columns were explained, as it first loaded.
  var announced = false

  init(_ spec: ColumnSplitSpec, name: String) {
    style = spec.style
    topColumnForCollapsing = spec.topColumnForCollapsing
    var navigation: [SplitColumn: String] = [:]
    for column in SplitColumn.allCases {
      if let child = spec.columnSpec(column, split: name) { navigation[column] = child.name }
    }
    self.navigation = navigation
  }

  /// The column a child navigation controller stands in, if any.
  func column(of child: String) -> SplitColumn? {
    navigation.first { $0.value == child }?.key
  }

  /// The columns the default (`.automatic`) display mode shows in regular width (SV-8, SV-5
  /// by analogy) [I: the sources give no default for column styles; Q-22]: side by side
  /// (oneBesideSecondary / twoBesideSecondary) in a window wider than tall, only the
  /// secondary (secondaryOnly) in one taller than wide.
  func defaultColumns(portraitShaped: Bool) -> [SplitColumn] {
    if portraitShaped { return [.secondary] }
    return style == .tripleColumn
      ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
  }

  /// The display mode's name for a set of regular-width columns (SV-8).
  static func displayMode(of columns: [SplitColumn]) -> String {
    let leading = columns.filter { $0 == .primary || $0 == .supplementary }.count
    switch leading {
    case 0: return "secondaryOnly"
    case 1: return "oneBesideSecondary"
    default: return "twoBesideSecondary"
    }
  }
}
