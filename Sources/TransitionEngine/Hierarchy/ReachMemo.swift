/// Which views are known to lie below one view (the window) and which are known not to,
/// remembered until a view moves, so that asking about a view deep in a tall tree walks up
/// only as far as the last view asked about. `ViewForest.reaches(_:top:)` keeps it.
struct ReachMemo {
  /// The view the answers are about.
  var top: ViewID?
  /// Whether each view lies below `top`.
  var answers = ViewIDTable<Bool>()
  /// Views given or taken a superview since the answers were last brought up to date;
  /// `overflow` once more than `movedLimit` piled up (then every answer goes).
  private(set) var moved: [ViewID] = []
  private(set) var overflow = false
  private static let movedLimit = 4_096

  init(top: ViewID? = nil) { self.top = top }

  /// Notes a view that moved; nothing to note while no answer is kept.
  mutating func noteMoved(_ id: ViewID) {
    guard answers.count > 0, !overflow else { return }
    if moved.count < Self.movedLimit {
      moved.append(id)
    } else {
      moved = []
      overflow = true
    }
  }

  /// The moved views, and a fresh start.
  mutating func takeMoved() -> [ViewID] {
    defer { moved = [] }
    return moved
  }
}
