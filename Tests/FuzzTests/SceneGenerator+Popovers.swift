/// The popover words of 2026-12-01 in generated scenes: system controller classes (M-21),
/// `shouldDismiss: false` (D-10), `passthrough` on a present (M-22) and `gesture: tapOutside`
/// with `at` on a dismiss (M-22), now and then misused.
extension SceneGenerator {
  static let systemClasses = [
    "UIActivityViewController", "UIActivityViewController", "UIImagePickerController",
    "SFSafariViewController",
  ]

  /// A controller's `class:`: an app's class, now and then one of UIKit's system ones (M-21).
  mutating func controllerClass() -> String {
    rng.oneIn(4) ? rng.pick(Self.systemClasses, or: "") : "My\(rng.below(9))Controller"
  }

  /// Controller keys: the delegate's no (D-10).
  mutating func popoverOptions() -> [String] {
    rng.oneIn(8) ? ["shouldDismiss: \(rng.oneIn(4))"] : []
  }

  /// A present step's `passthrough`, mostly on popovers; elsewhere a located error.
  mutating func passthroughLines(style: String) -> [String] {
    guard style == "popover" ? rng.oneIn(3) : rng.oneIn(20) else { return [] }
    let names = (0..<(1 + rng.below(2))).map { _ in known() }
    return ["  passthrough: [\(names.joined(separator: ", "))]"]
  }

  /// A dismiss step's tap outside a popover, now and then without `interactive: completed`
  /// or with `at` alone (located errors).
  mutating func tapOutsideLines(interactive: Bool) -> [String] {
    guard rng.oneIn(4) else { return [] }
    var lines: [String] = []
    if !interactive && !rng.oneIn(6) { lines.append("  interactive: completed") }
    if !rng.oneIn(8) { lines.append("  gesture: \(rng.oneIn(10) ? "tapOutsid" : "tapOutside")") }
    if rng.oneIn(2) { lines.append("  at: \(known())") }
    return lines
  }
}
