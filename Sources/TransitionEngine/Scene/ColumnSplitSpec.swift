/// A column-style split as a scene describes it (`split:` with `style:`, SV-8): the style and
/// the controller of each column.
public struct ColumnSplitSpec: Hashable, Sendable {
  public var style: SplitStyle
  /// The controller the scene sets for each column (`setViewController(_:for:)`).
  public var columns: [SplitColumn: ControllerSpec]
  /// What the delegate returns from `topColumnForCollapsingToProposedTopColumn` (SV-9); nil
  /// means no delegate.
  public var topColumnForCollapsing: SplitColumn?

  public init(
    style: SplitStyle, columns: [SplitColumn: ControllerSpec],
    topColumnForCollapsing: SplitColumn? = nil
  ) {
    self.style = style
    self.columns = columns
    self.topColumnForCollapsing = topColumnForCollapsing
  }

  /// SV-8: the name of the navigation controller UIKit creates for a column whose controller
  /// is not one. A dot cannot clash with the column's own name, and the scene reader reserves
  /// it so that no other controller takes it.
  public static func createdNavigationName(split: String, column: SplitColumn) -> String {
    "\(split).\(column.rawValue)"
  }

  /// SV-8 [C: H-SPLIT, UIKit's header on `setViewController(_:for:)`: "If the vc is not a
  /// UINavigationController, one will be created, except for
  /// UISplitViewControllerColumnCompact"]: whether UIKit wraps a column's controller that is
  /// not a navigation controller.
  public static func wrapsInNavigation(_ column: SplitColumn) -> Bool {
    column != .compact
  }

  /// The column's controller as the split holds it: a navigation controller, the app's own or
  /// one UIKit creates around the app's controller (SV-8, ZHAOXIN). The compact column is
  /// the exception: UIKit's header says no navigation controller is created for it (SV-8), so
  /// a tab bar controller (or any controller) there stands as it is.
  public func columnSpec(_ column: SplitColumn, split: String) -> ControllerSpec? {
    guard let spec = columns[column] else { return nil }
    if case .navigation = spec.kind { return spec }
    if !Self.wrapsInNavigation(column) { return spec }
    return ControllerSpec(
      name: Self.createdNavigationName(split: split, column: column),
      kind: .navigation(stack: [spec]), location: spec.location)
  }

  /// The split's children in column order: primary, supplementary, secondary, compact,
  /// inspector [I: UIKit's order of `children` is not in the sources].
  public func childSpecs(split: String) -> [ControllerSpec] {
    SplitColumn.allCases.compactMap { columnSpec($0, split: split) }
  }
}

/// `UISplitViewController.Style` of a column-style split (SV-8); a classic split has none.
public enum SplitStyle: String, Hashable, Sendable, CaseIterable {
  case doubleColumn
  case tripleColumn
}

/// `UISplitViewController.Column` (SV-8–SV-10), in UIKit's declaration order.
public enum SplitColumn: String, Hashable, Sendable, CaseIterable, Comparable {
  case primary
  case supplementary
  case secondary
  case compact
  case inspector

  public static func < (lhs: SplitColumn, rhs: SplitColumn) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
