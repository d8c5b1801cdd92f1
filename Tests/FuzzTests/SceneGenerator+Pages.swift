/// The page view controller words of 2026-12-01 in generated scenes (K-10): a `pageView` with
/// its `pages` and `transitionStyle`, and `setPage` steps with `direction` and `interactive`,
/// now and then misused; and a classic split's `collapseSecondary` (SV-11).
extension SceneGenerator {
  /// The kind number the generator files page view controllers under.
  static let pageKind = 5

  /// `{pageView: Name, …}`: usually one page; now and then two (a located error) or an odd
  /// style.
  mutating func pageView(_ name: String, depth: Int, mayReuse: Bool, options: String) -> String {
    ofKind[Self.pageKind, default: []].append(name)
    let count = rng.oneIn(25) ? 2 : 1
    let pages = (0..<count).map { _ in controller(depth: depth + 1, mayReuse: mayReuse) }
    let styles = ["scroll", "scroll", "pageCurl"]
    var style = rng.oneIn(4) ? "" : ", transitionStyle: \(rng.pick(styles, or: "scroll"))"
    if rng.oneIn(25) { style = ", transitionStyle: curl" }
    return "{pageView: \(name)\(style), pages: [\(pages.joined(separator: ", "))]\(options)}"
  }

  /// `- setPage:` on a page view controller (now and then on another controller, or with an
  /// odd word), a new or existing page, a direction, a swipe completed or abandoned.
  mutating func pageStep() -> [String] {
    let pager = known(kind: Self.pageKind) ?? known()
    var lines = ["- setPage: \(target())"]
    if !rng.oneIn(30) { lines.append("  on: \(rng.oneIn(30) ? known() : pager)") }
    if rng.oneIn(3) {
      lines.append("  direction: \(rng.oneIn(20) ? "back" : rng.oneIn(2) ? "forward" : "reverse")")
    }
    if rng.oneIn(2) {
      let end = rng.oneIn(20) ? "done" : rng.oneIn(2) ? "completed" : "cancelled"
      lines.append("  interactive: \(end)")
    }
    return lines
  }

  /// A classic split's `collapseSecondary` (SV-11), now and then; rarely a misspelt word.
  mutating func collapseOption() -> String {
    guard rng.oneIn(3) else { return "" }
    let words = ["handled", "handled", "notHandled", "none"]
    return ", collapseSecondary: \(rng.oneIn(25) ? "handeld" : rng.pick(words, or: "handled"))"
  }
}
