extension Planner {
  /// The navigation controller a push or pop acts on: the one named, or the only one on
  /// screen. Logs a warning into the recorder and returns nil when there is none.
  mutating func navigationTarget(_ named: String?, _ recorder: inout StepRecorder) -> String? {
    if let named {
      guard world[named]?.kind == .navigation else {
        refuse(warning: "\(named) is not a navigation controller", &recorder)
        return nil
      }
      return named
    }
    let candidates = world.inWindow(kind: .navigation)
    if candidates.count == 1 { return candidates[0] }
    let reason =
      candidates.isEmpty
      ? "no navigation controller is on screen, so there is nothing to push onto or pop from"
      : "more than one navigation controller is on screen (\(candidates.joined(separator: ", "))); name one with 'on:'"
    refuse(warning: reason, &recorder)
    return nil
  }

  /// The bounds of a navigation controller's wrapper view: the content area (N-4).
  func contentBounds(of nav: String) -> Rect {
    guard let wrapper = world[nav]?.chrome.wrapper, let node = world.forest.node(wrapper) else {
      return world.windowBounds
    }
    return node.layoutFrame.bounds
  }

  /// Safe-area insets a container gives a child of its.
  mutating func childInsets(of child: String, in parent: String) -> Insets {
    let insets = world.insets(of: parent)
    return world.childInsets(child, in: parent, insets: insets)
  }
}
