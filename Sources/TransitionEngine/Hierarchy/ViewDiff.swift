/// The changes between two window trees, matched by `ViewID`: added, removed (kept as ghost
/// subtrees under their old superview), moved to another superview, reframed. The one diff of
/// phase trees: the viewer's Views pane marks and the diagrams are both drawn from it.
///
/// Phases share unchanged subtrees (the same `ViewNode` objects), so the walk skips any
/// subtree that is identical in both trees: the cost follows what changed, not the tree size.
public struct ViewDiff: Sendable {
  /// A view of the earlier tree that is gone, and its index among its old siblings.
  public struct Ghost: Sendable {
    public let node: ViewNode
    public let index: Int
  }

  /// Where a changed view was in the earlier tree.
  public struct Origin: Sendable {
    public let parent: ViewNode?
    public let frame: Rect
  }

  public private(set) var marks: [ViewID: ChangeMark] = [:]
  /// Removed subtrees by the ID of their old superview, which is still in the tree.
  public private(set) var ghosts: [ViewID: [Ghost]] = [:]
  /// Old superview and frame of every moved, reframed or removed view.
  public private(set) var before: [ViewID: Origin] = [:]
  /// Views that left their place in the earlier tree but are still in the later one.
  private var arrived: [ViewID: Origin] = [:]
  /// One bit per view ID (by its raw value) that has a mark or ghosts: a row walk over a large
  /// tree asks about every view, and most have neither, so the bit answers without hashing.
  private var flagged: [UInt64] = []
  /// IDs at or above this are looked up in the dictionaries directly.
  private static let flagLimit = 1 << 24

  /// No changes (the first phase of a scene).
  public init() {}

  public init(from previous: ViewNode?, to current: ViewNode) {
    guard let previous, previous.id == current.id else { return }
    var departed: [ViewID: (origin: Origin, node: ViewNode, index: Int, rootOfLoose: Bool)] = [:]
    visitMatched(previous, current, departed: &departed)
    for (id, now) in arrived {
      guard let old = departed[id] else {
        marks[id] = .added
        continue
      }
      before[id] = old.origin
      if old.origin.parent?.id != now.parent?.id {
        marks[id] = .moved
      } else if old.origin.frame != now.frame {
        marks[id] = .reframed
      }
    }
    for (id, old) in departed where arrived[id] == nil {
      marks[id] = .removed
      before[id] = old.origin
      guard let parent = old.origin.parent else { continue }
      if old.rootOfLoose || arrived[parent.id] != nil {
        ghosts[parent.id, default: []].append(Ghost(node: old.node, index: old.index))
      }
    }
    for key in ghosts.keys { ghosts[key]?.sort { $0.index < $1.index } }
    let ids = Array(marks.keys) + Array(ghosts.keys)
    let top = ids.map(\.raw).filter { $0 >= 0 && $0 < Self.flagLimit }.max() ?? -1
    flagged = Array(repeating: 0, count: top / 64 + 1)
    for id in ids where id.raw >= 0 && id.raw < Self.flagLimit {
      flagged[id.raw / 64] |= 1 << UInt64(id.raw % 64)
    }
  }

  /// False when `id` surely has no mark and no ghosts (no hashing); true when it may.
  private func mayBeFlagged(_ id: ViewID) -> Bool {
    guard id.raw >= 0, id.raw < Self.flagLimit else { return true }
    let word = id.raw / 64
    return word < flagged.count && flagged[word] & (1 << UInt64(id.raw % 64)) != 0
  }

  public func mark(_ id: ViewID) -> ChangeMark? { mayBeFlagged(id) ? marks[id] : nil }

  /// The ghosts to put back under `id`, if any.
  public func ghosts(under id: ViewID) -> [Ghost]? { mayBeFlagged(id) ? ghosts[id] : nil }

  /// True when a view of a removed subtree is still in the later tree (it moved away).
  public func stayed(_ id: ViewID) -> Bool { arrived[id] != nil }

  /// Walks two versions of the same view; subtrees that are the same object are skipped.
  private mutating func compare(
    _ old: ViewNode, _ new: ViewNode,
    departed: inout [ViewID: (origin: Origin, node: ViewNode, index: Int, rootOfLoose: Bool)]
  ) {
    guard !old.isSameVersion(as: new) else { return }
    let oldChildren = old.subviews
    let newChildren = new.subviews
    var same = 0
    while same < oldChildren.count, same < newChildren.count,
      oldChildren[same].id == newChildren[same].id
    {
      visitMatched(oldChildren[same], newChildren[same], departed: &departed)
      same += 1
    }
    guard same < oldChildren.count || same < newChildren.count else { return }
    var newByID: [ViewID: ViewNode] = [:]
    for child in newChildren[same...] { newByID[child.id] = child }
    var matched = Set<ViewID>()
    for (index, child) in oldChildren.enumerated().dropFirst(same) {
      if let partner = newByID[child.id] {
        matched.insert(child.id)
        visitMatched(child, partner, departed: &departed)
      } else {
        collect(child, parent: old, index: index, root: true, into: &departed)
      }
    }
    for child in newChildren[same...] where !matched.contains(child.id) {
      collectArrived(child, parent: new)
    }
  }

  private mutating func visitMatched(
    _ old: ViewNode, _ new: ViewNode,
    departed: inout [ViewID: (origin: Origin, node: ViewNode, index: Int, rootOfLoose: Bool)]
  ) {
    guard !old.isSameVersion(as: new) else { return }
    if old.frame != new.frame {
      marks[new.id] = .reframed
      before[new.id] = Origin(parent: nil, frame: old.frame)
    }
    compare(old, new, departed: &departed)
  }

  private func collect(
    _ node: ViewNode, parent: ViewNode, index: Int, root: Bool,
    into departed: inout [ViewID: (origin: Origin, node: ViewNode, index: Int, rootOfLoose: Bool)]
  ) {
    departed[node.id] = (Origin(parent: parent, frame: node.frame), node, index, root)
    for (offset, child) in node.subviews.enumerated() {
      collect(child, parent: node, index: offset, root: false, into: &departed)
    }
  }

  private mutating func collectArrived(_ node: ViewNode, parent: ViewNode) {
    arrived[node.id] = Origin(parent: parent, frame: node.frame)
    for child in node.subviews { collectArrived(child, parent: node) }
  }
}
