import TransitionEngine

/// Two timelines walked together (`tscope compare`): step N of one beside step N of the other,
/// and inside a step the phases of the same name side by side. A phase only one scene has
/// (a push has no "presentation will begin") gets a row of its own, in which the other scene
/// holds the phase it showed last; once a scene has no more steps it holds its last phase.
public struct Lockstep: Sendable, Equatable {
  /// One position of the walk: the phase each side shows, and whether it has one of its own.
  public struct Row: Sendable, Equatable {
    /// The step of the walk (the same step index on both sides).
    public var step: Int
    /// What each side shows: its own phase in this row, or the phase it holds.
    public var left: Position
    public var right: Position
    /// False where a side has no phase of its own in this row and holds an earlier one.
    public var leftOwn: Bool
    public var rightOwn: Bool
  }

  public let rows: [Row]

  public init(left: Timeline, right: Timeline) {
    var rows: [Row] = []
    var shownLeft = Position.start
    var shownRight = Position.start
    for step in 0..<max(left.steps.count, right.steps.count) {
      let leftNames = Lockstep.names(left, step: step)
      let rightNames = Lockstep.names(right, step: step)
      for pair in Lockstep.align(leftNames, rightNames) {
        if let phase = pair.left { shownLeft = Position(step: step, phase: phase) }
        if let phase = pair.right { shownRight = Position(step: step, phase: phase) }
        rows.append(
          Row(
            step: step, left: shownLeft, right: shownRight, leftOwn: pair.left != nil,
            rightOwn: pair.right != nil))
      }
    }
    self.rows = rows
  }

  /// The first row of `step`, or nil when no row belongs to it.
  public func firstRow(ofStep step: Int) -> Int? {
    rows.firstIndex { $0.step == step }
  }

  /// The row a step key (`]` or `[`) goes to from `row`: the next step's first row, or the
  /// first row of this step (from inside it) or of the step before.
  public func stepRow(from row: Int, forward: Bool) -> Int {
    guard rows.indices.contains(row) else { return 0 }
    let step = rows[row].step
    if forward {
      return rows.indices.first { rows[$0].step > step } ?? rows.count - 1
    }
    let first = firstRow(ofStep: step) ?? 0
    if row > first { return first }
    return step > 0 ? firstRow(ofStep: step - 1) ?? 0 : 0
  }

  private static func names(_ timeline: Timeline, step: Int) -> [String] {
    timeline.steps.indices.contains(step) ? timeline.steps[step].phases.map(\.name) : []
  }

  /// The phases of two steps paired by name, in order (a longest common subsequence); the
  /// others are rows of their own, each side's in its own order.
  static func align(_ left: [String], _ right: [String]) -> [(left: Int?, right: Int?)] {
    // common[i][j]: the longest common subsequence of left[i...] and right[j...].
    var common = Array(
      repeating: Array(repeating: 0, count: right.count + 1), count: left.count + 1)
    for i in stride(from: left.count - 1, through: 0, by: -1) {
      for j in stride(from: right.count - 1, through: 0, by: -1) {
        common[i][j] =
          left[i] == right[j]
          ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var pairs: [(left: Int?, right: Int?)] = []
    var i = 0
    var j = 0
    while i < left.count || j < right.count {
      if i < left.count, j < right.count, left[i] == right[j] {
        pairs.append((i, j))
        i += 1
        j += 1
      } else if j >= right.count || (i < left.count && common[i + 1][j] >= common[i][j + 1]) {
        pairs.append((i, nil))
        i += 1
      } else {
        pairs.append((nil, j))
        j += 1
      }
    }
    return pairs
  }
}
