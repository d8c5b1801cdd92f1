/// What differs between two resting window trees of the same step, matched by `ViewID`:
/// views that left the window or joined it, moved to another superview, or have another
/// frame (before its transform), transform, alpha or `isHidden`. Roles such as
/// `[containerView]` are labels of a running transition and are not compared. A cancelled or
/// undone transition says "as before" only when this finds nothing (T-6, N-6, X-12).
struct WindowChanges {
  /// One view that differs, named for the user.
  struct Change {
    let view: ViewID
    /// `Photo's view`, `the UIImageView in Photo's view`.
    let name: String
    /// The same name in Chinese: `Photo 的视图`, `Photo 的视图中的 UIImageView`.
    let chineseName: String
    let kind: Kind
  }

  enum Kind {
    case left
    case joined
    case moved(from: String, to: String, chineseFrom: String, chineseTo: String)
    /// Each changed value as words now and before, and which are alpha or transform.
    case values([(now: String, was: String, property: AnimatedProperty?)])
  }

  private(set) var changes: [Change] = []

  init(from start: ViewNode, to end: ViewNode) {
    let before = Self.index(start)
    let after = Self.index(end)
    for (node, parent) in Self.walk(end) {
      guard let old = before[node.id] else {
        // Only the top of a subtree that joined is named.
        if parent.map({ before[$0.id] != nil }) ?? true {
          changes.append(
            Change(
              view: node.id, name: Self.name(node, after),
              chineseName: Self.chineseName(node, after), kind: .joined))
        }
        continue
      }
      if old.parent?.id != parent?.id {
        changes.append(
          Change(
            view: node.id, name: Self.name(node, after),
            chineseName: Self.chineseName(node, after),
            kind: .moved(
              from: old.parent.map { Self.name($0, before) } ?? "no superview",
              to: parent.map { Self.name($0, after) } ?? "no superview",
              chineseFrom: old.parent.map { Self.chineseName($0, before) } ?? "没有 superview",
              chineseTo: parent.map { Self.chineseName($0, after) } ?? "没有 superview")))
      }
      let values = Self.values(old.node, node)
      if !values.isEmpty {
        changes.append(
          Change(
            view: node.id, name: Self.name(node, after),
            chineseName: Self.chineseName(node, after), kind: .values(values)))
      }
    }
    for (node, parent) in Self.walk(start) where after[node.id] == nil {
      if parent.map({ after[$0.id] != nil }) ?? true {
        changes.append(
          Change(
            view: node.id, name: Self.name(node, before),
            chineseName: Self.chineseName(node, before), kind: .left))
      }
    }
  }

  private typealias Entry = (node: ViewNode, parent: ViewNode?)

  /// Every view with its superview, depth-first, back to front.
  private static func walk(_ root: ViewNode) -> [Entry] {
    var result: [Entry] = []
    var stack: [Entry] = [(root, nil)]
    while let entry = stack.popLast() {
      result.append(entry)
      for child in entry.node.subviews.reversed() { stack.append((child, entry.node)) }
    }
    return result
  }

  private static func index(_ root: ViewNode) -> [ViewID: Entry] {
    var result: [ViewID: Entry] = [:]
    for entry in walk(root) { result[entry.node.id] = entry }
    return result
  }

  private static func values(_ old: ViewNode, _ new: ViewNode)
    -> [(now: String, was: String, property: AnimatedProperty?)]
  {
    var result: [(now: String, was: String, property: AnimatedProperty?)] = []
    if old.layoutFrame != new.layoutFrame {
      result.append(
        (
          "frame \(new.layoutFrame.description)", "frame \(old.layoutFrame.description)",
          AnimatedProperty(view: new.id, isAlpha: false, isFrame: true)
        ))
    }
    if old.transform != new.transform {
      result.append(
        (
          Planner.words(.transform(new.transform)), Planner.words(.transform(old.transform)),
          AnimatedProperty(view: new.id, isAlpha: false)
        ))
    }
    if old.alpha != new.alpha {
      result.append(
        (
          Planner.words(.alpha(new.alpha)), Planner.words(.alpha(old.alpha)),
          AnimatedProperty(view: new.id, isAlpha: true)
        ))
    }
    if old.isHidden != new.isHidden {
      result.append(
        (Planner.words(.hidden(new.isHidden)), Planner.words(.hidden(old.isHidden)), nil))
    }
    return result
  }

  /// `Photo's view`; a view no controller owns by its class and the nearest controller's view
  /// above it: `the UIImageView in Photo's view`.
  private static func name(_ node: ViewNode, _ index: [ViewID: Entry]) -> String {
    if let owner = node.owner { return "\(owner)'s view" }
    var up = index[node.id]?.parent
    while let view = up {
      if let owner = view.owner { return "the \(node.className) in \(owner)'s view" }
      up = index[view.id]?.parent
    }
    return "the \(node.className)"
  }

  /// `name` in Chinese: `Photo 的视图`, `Photo 的视图中的 UIImageView`.
  private static func chineseName(_ node: ViewNode, _ index: [ViewID: Entry]) -> String {
    if let owner = node.owner { return "\(owner) 的视图" }
    var up = index[node.id]?.parent
    while let view = up {
      if let owner = view.owner { return "\(owner) 的视图中的 \(node.className)" }
      up = index[view.id]?.parent
    }
    return node.className
  }
}
