import TransitionEngine

/// Where a view sits in a window, as a person reads it: from the window down, each view's
/// class and owner and its place among the siblings of that same class and owner. A scene
/// read again gives its views new IDs; the selection and the folds follow their views by
/// this path, so they never land on another view that happens to get the old ID.
struct ViewPath: Hashable {
  /// One level: the view's class, owner, and how many earlier siblings share both.
  struct Level: Hashable {
    let className: String
    let owner: String?
    let ordinal: Int
  }

  let levels: [Level]

  /// The IDs in `old` mapped to the views at the same paths in `new`; an ID whose view is not
  /// in `old`, or whose path is not in `new`, is left out.
  static func remap(_ ids: Set<ViewID>, from old: ViewNode, to new: ViewNode) -> [ViewID: ViewID] {
    guard !ids.isEmpty else { return [:] }
    var wanted: [ViewPath: ViewID] = [:]
    walk(old, ViewPath(levels: [Level(className: old.className, owner: old.owner, ordinal: 0)])) {
      node, path in
      if ids.contains(node.id) { wanted[path] = node.id }
      return wanted.count < ids.count
    }
    var mapped: [ViewID: ViewID] = [:]
    guard !wanted.isEmpty else { return mapped }
    walk(new, ViewPath(levels: [Level(className: new.className, owner: new.owner, ordinal: 0)])) {
      node, path in
      if let id = wanted[path] { mapped[id] = node.id }
      return mapped.count < wanted.count
    }
    return mapped
  }

  /// Visits `node` and its subviews depth-first with their paths while `visit` returns true.
  @discardableResult
  private static func walk(
    _ node: ViewNode, _ path: ViewPath, _ visit: (ViewNode, ViewPath) -> Bool
  ) -> Bool {
    guard visit(node, path) else { return false }
    var seen: [Level: Int] = [:]
    for child in node.subviews {
      let key = Level(className: child.className, owner: child.owner, ordinal: 0)
      let ordinal = seen[key, default: 0]
      seen[key] = ordinal + 1
      let level = Level(className: child.className, owner: child.owner, ordinal: ordinal)
      guard walk(child, ViewPath(levels: path.levels + [level]), visit) else { return false }
    }
    return true
  }
}
