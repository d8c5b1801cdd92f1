import TransitionEngine

/// One line of the views pane: a view of the current tree or a ghost of a removed one.
/// Kept small (32 bytes): a phase of a large tree holds one per view.
public struct TreeRow: Sendable {
  public let node: ViewNode
  /// Bit `d` set: the ancestor at depth `d` has a later sibling, so a guide line passes.
  public let guides: UInt64
  private let storedDepth: Int32
  private let storedParent: Int32
  private let storedFolded: Int32
  public let isLast: Bool
  public let isGhost: Bool
  public let mark: ChangeMark?

  init(
    node: ViewNode, depth: Int, isLast: Bool, guides: UInt64, isGhost: Bool, mark: ChangeMark?,
    foldedCount: Int, parent: Int
  ) {
    self.node = node
    self.guides = guides
    storedDepth = Int32(clamping: depth)
    storedParent = Int32(clamping: parent)
    storedFolded = Int32(clamping: foldedCount)
    self.isLast = isLast
    self.isGhost = isGhost
    self.mark = mark
  }

  public var depth: Int { Int(storedDepth) }
  /// Views hidden under this row because it is folded (0 when open).
  public var foldedCount: Int { Int(storedFolded) }
  /// The row of the superview (or, for a ghost, of its old superview); -1 for the window.
  public var parent: Int { Int(storedParent) }
}
