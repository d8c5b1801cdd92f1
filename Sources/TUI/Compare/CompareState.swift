import TransitionEngine
import Wording

/// What `tscope compare` shows: the two open scenes, their walk in lockstep, the row of that
/// walk on screen and how far each view tree is scrolled.
public struct CompareState: Sendable, Equatable {
  public private(set) var left: SceneSession
  public private(set) var right: SceneSession
  public let lockstep: Lockstep
  /// The row of `lockstep` on screen.
  public private(set) var row = 0
  public var size = TerminalSize(width: 80, height: 24)
  public var ascii = false
  /// The language of the words around the two scenes (`--lang`, the locale).
  public var language: Language = .en
  /// The help box (`?`) is over the columns.
  public var showsHelp = false
  /// First row shown of each view tree; nil follows the phase (its first changed row in view).
  public private(set) var leftTop: Int?
  public private(set) var rightTop: Int?

  public init(left: SceneSession, right: SceneSession) {
    self.left = left
    self.right = right
    lockstep = Lockstep(left: left.timeline, right: right.timeline)
    go(to: 0)
  }

  /// The row on screen, as the lockstep pairs it.
  public var current: Lockstep.Row {
    lockstep.rows.indices.contains(row)
      ? lockstep.rows[row]
      : Lockstep.Row(step: 0, left: .start, right: .start, leftOwn: true, rightOwn: true)
  }

  /// Moves both scenes to a row of the walk; the view trees follow the new phases.
  mutating func go(to row: Int) {
    self.row = row
    left.position = current.left
    right.position = current.right
    leftTop = nil
    rightTop = nil
  }

  /// Scrolls both view trees by `delta` rows from where they show now.
  mutating func scrollViews(by delta: Int) {
    let height = CompareView.viewsHeight(self)
    leftTop = CompareView.top(left, scroll: leftTop, height: height) + delta
    rightTop = CompareView.top(right, scroll: rightTop, height: height) + delta
    leftTop = leftTop.map { PaneFrame.clamp(top: $0, visible: height, total: rows(left)) }
    rightTop = rightTop.map { PaneFrame.clamp(top: $0, visible: height, total: rows(right)) }
  }

  private func rows(_ session: SceneSession) -> Int {
    TreeRows.rows(session.phase.window, diff: session.diff, folded: []).count
  }
}
