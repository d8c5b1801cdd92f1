import TransitionEngine
import Yams

extension ControllerReader {
  /// `style:` of a split: the column styles, or `unspecified` for a classic split (SV-8).
  enum StyleWord: String, CaseIterable {
    case doubleColumn
    case tripleColumn
    case unspecified
  }

  /// The keys only a column-style split takes (SV-8–SV-10).
  static let columnKeys = ["supplementary", "compact", "inspector", "topColumnForCollapsing"]

  /// A split: classic (`primary`, `secondary`) or, with `style: doubleColumn | tripleColumn`,
  /// column style with `supplementary` (triple only), `compact`, `inspector` and
  /// `topColumnForCollapsing` (SV-8–SV-10). Misuse is an error at the offending key.
  func readSplit(_ map: MappingReader, name: String, depth: Int) throws(SceneError)
    -> ControllerSpec.Kind
  {
    let word = try map.optional("style").map { (node) throws(SceneError) in
      try reader.choice(node, as: StyleWord.self, noun: "split style", for: "'style'")
    }
    let style: SplitStyle? =
      switch word {
      case .doubleColumn: .doubleColumn
      case .tripleColumn: .tripleColumn
      case .unspecified, nil: nil
      }
    guard let style else {
      if let entry = map.entries.first(where: { Self.columnKeys.contains($0.key) }) {
        throw reader.error(
          "'\(entry.key)' belongs to a column-style split: add 'style: doubleColumn' or "
            + "'style: tripleColumn' (a classic split has only 'primary' and 'secondary', SV-8)",
          at: entry.keyNode)
      }
      let primary = try read(map.required("primary"), for: "'primary'", depth: depth + 1)
      let secondary = try map.optional("secondary").map { (node) throws(SceneError) in
        try read(node, for: "'secondary'", depth: depth + 1)
      }
      return .split(primary: primary, secondary: secondary)
    }
    if let entry = map.entries.first(where: { $0.key == "collapseSecondary" }) {
      throw reader.error(
        "'collapseSecondary' is a classic split's delegate (SV-11); a column-style split's "
          + "delegate chooses with 'topColumnForCollapsing' (SV-9)", at: entry.keyNode)
    }
    if style != .tripleColumn, let entry = map.entries.first(where: { $0.key == "supplementary" }) {
      throw reader.error(
        "'supplementary' needs 'style: tripleColumn': UIKit ignores a supplementary column "
          + "in a \(style.rawValue) split (SV-8)", at: entry.keyNode)
    }
    var columns: [SplitColumn: ControllerSpec] = [:]
    for column in SplitColumn.allCases {
      guard
        let node = column == .primary ? try map.required("primary") : map.optional(column.rawValue)
      else { continue }
      let spec = try read(node, for: "'\(column.rawValue)'", depth: depth + 1)
      if case .navigation = spec.kind {
      } else if ColumnSplitSpec.wrapsInNavigation(column) {
        // SV-8: UIKit creates a navigation controller for it; its name is reserved.
        try context.define(
          ColumnSplitSpec.createdNavigationName(split: name, column: column), kind: .navigation,
          at: node)
      }
      columns[column] = spec
    }
    let top = try map.optional("topColumnForCollapsing").map { (node) throws(SceneError) in
      try topColumn(node, style: style)
    }
    return .columnSplit(
      ColumnSplitSpec(style: style, columns: columns, topColumnForCollapsing: top))
  }

  /// `collapseSecondary: handled | notHandled | none` of a classic split (SV-11): what its
  /// delegate's `splitViewController(_:collapseSecondary:onto:)` returns; nil for `none`, no
  /// delegate.
  func collapseAnswer(_ node: Node) throws(SceneError) -> CollapseSecondaryAnswer? {
    let text = try reader.string(node, for: "'collapseSecondary'")
    if text == "none" { return nil }
    if let answer = CollapseSecondaryAnswer(rawValue: text) { return answer }
    let words = CollapseSecondaryAnswer.allCases.map(\.rawValue) + ["none"]
    throw reader.error(
      "unknown collapseSecondary answer '\(text)'" + Suggestions.hint(for: text, in: words),
      at: node)
  }

  /// `topColumnForCollapsing:` what the delegate returns (SV-9): primary, supplementary (a
  /// triple-column split only) or secondary.
  private func topColumn(_ node: Node, style: SplitStyle) throws(SceneError) -> SplitColumn {
    let column = try reader.choice(
      node, as: SplitColumn.self, noun: "column", for: "'topColumnForCollapsing'")
    let allowed: [SplitColumn] =
      style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    guard allowed.contains(column) else {
      throw reader.error(
        "'topColumnForCollapsing' must be one of "
          + allowed.map(\.rawValue).joined(separator: ", ")
          + " for a \(style.rawValue) split, found '\(column.rawValue)' (SV-9)", at: node)
    }
    return column
  }
}
