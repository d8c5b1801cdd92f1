/// Column-style splits in generated scenes (SV-8–SV-10): `style:` with its columns, now and
/// then misused (a supplementary in a double-column split, a column key on a classic one), and
/// `showColumn` / `hideColumn` steps.
extension SceneGenerator {
  static let splitStyles = ["doubleColumn", "tripleColumn", "unspecified"]
  static let columns = ["primary", "supplementary", "secondary", "compact", "inspector"]

  /// `{split: Name, style: …, primary: …, …` without the closing brace, so the caller can add
  /// the options.
  mutating func columnSplit(_ name: String, depth: Int, mayReuse: Bool) -> String {
    let style = rng.pick(Self.splitStyles, or: "doubleColumn")
    var parts = ["split: \(name)", "style: \(style)"]
    for column in Self.columns {
      let wanted: Bool
      switch column {
      case "primary": wanted = true
      case "supplementary": wanted = style == "tripleColumn" ? !rng.oneIn(4) : rng.oneIn(20)
      case "secondary": wanted = !rng.oneIn(3)
      default: wanted = rng.oneIn(3) && (style != "unspecified" || rng.oneIn(10))
      }
      if wanted {
        parts.append("\(column): " + controller(depth: depth + 1, mayReuse: mayReuse))
      }
    }
    // A delegate's top column, mostly one the style has; rarely on a classic split.
    if rng.oneIn(4) && (style != "unspecified" || rng.oneIn(8)) {
      let tops =
        style == "tripleColumn"
        ? ["primary", "supplementary", "secondary"] : ["primary", "secondary"]
      let top = rng.oneIn(10) ? "compact" : rng.pick(tops, or: "primary")
      parts.append("topColumnForCollapsing: \(top)")
    }
    return "{" + parts.joined(separator: ", ")
  }

  /// A `showColumn`, `hideColumn` or `setViewController` step (with `column:`, now and then
  /// missing), with `on:` a split now and then; or a `setViewControllers` step (N-16).
  mutating func columnStep() -> [String] {
    let column = rng.oneIn(12) ? "sidebar" : rng.pick(Self.columns, or: "inspector")
    var lines: [String]
    switch rng.below(4) {
    case 0:
      lines = ["- setViewController: \(target())"]
      if !rng.oneIn(10) { lines.append("  column: \(column)") }
    case 1:
      let stack = (0...rng.below(3)).map { _ in rng.oneIn(2) ? known() : fresh() }
      lines = ["- setViewControllers: [\(stack.joined(separator: ", "))]"]
      if rng.oneIn(2), let nav = known(kind: 1) { lines.append("  on: \(nav)") }
      return lines
    default: lines = ["- \(rng.oneIn(2) ? "showColumn" : "hideColumn"): \(column)"]
    }
    if rng.oneIn(2), let split = known(kind: 3) { lines.append("  on: \(split)") }
    return lines
  }
}
