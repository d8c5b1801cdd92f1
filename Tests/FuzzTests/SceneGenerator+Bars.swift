/// The bar words of N-20–N-23 and M-23 in generated scenes: a navigation controller's bar
/// keys, large-title modes, toolbar items and search controllers on any controller, their
/// steps (`navigationBarHidden`, `toolbarHidden`, `popTo`, `search`) and `code` lines.
extension SceneGenerator {
  /// A navigation controller's bar keys, each now and then (N-20–N-22).
  mutating func navigationBarOptions() -> String {
    var keys: [String] = []
    if rng.oneIn(6) { keys.append("navigationBarHidden: \(rng.oneIn(2))") }
    if rng.oneIn(6) { keys.append("toolbarHidden: \(rng.oneIn(3))") }
    if rng.oneIn(5) { keys.append("prefersLargeTitles: \(!rng.oneIn(4))") }
    return keys.isEmpty ? "" : ", " + keys.joined(separator: ", ")
  }

  /// The bar keys any controller may carry, each now and then (N-21, N-22, M-23).
  mutating func barOptions() -> [String] {
    var keys: [String] = []
    if rng.oneIn(8) {
      keys.append(
        "largeTitleDisplayMode: \(rng.pick(["automatic", "always", "never"], or: "never"))")
    }
    if rng.oneIn(8) { keys.append("toolbarItems: [Edit\(rng.oneIn(2) ? ", Share" : "")]") }
    if rng.oneIn(12) {
      // M-23: a results controller, a name of its own, both, or none (null).
      switch rng.below(4) {
      case 0: keys.append("searchController: {vc: \(fresh())}")
      case 1: keys.append("searchController: {name: \(fresh())}")
      case 2: keys.append("searchController: {name: \(fresh()), vc: \(fresh())}")
      default: keys.append("searchController: null")
      }
    }
    return keys
  }

  /// One of the bar steps, now and then aimed at the wrong controller (a warning, or
  /// UIKit's exception for a `popTo` target outside the stack).
  mutating func barStep() -> [String] {
    var lines: [String]
    switch rng.below(5) {
    case 0: lines = ["- navigationBarHidden: \(rng.oneIn(2))"]
    case 1: lines = ["- toolbarHidden: \(rng.oneIn(2))"]
    case 2, 3: lines = ["- popTo: \(known())"]
    default:
      return ["- search: \(rng.oneIn(3) ? "inactive" : "active")", "  on: \(known())"]
    }
    if rng.oneIn(2), let nav = known(kind: 1) { lines.append("  on: \(nav)") }
    return lines
  }

  /// A `code` line of the bar calls on controller `a` (`b` a popTo target).
  mutating func barCodeLine(_ a: String, _ b: String, animated: String) -> String {
    switch rng.below(3) {
    case 0: return "\(a).setNavigationBarHidden(\(rng.oneIn(2))\(animated))"
    case 1: return "\(a).setToolbarHidden(\(rng.oneIn(2))\(animated))"
    default: return "\(a).popToViewController(\(b)\(animated))"
    }
  }
}
