import Testing
import TransitionEngine

@testable import TUI

/// Change marks between phases, matched by view ID: added, removed as ghosts, moved,
/// reframed; and identical subtrees left alone.
@Suite struct DiffTests {
  static func view(
    _ id: Int, _ className: String = "UIView", x: Double = 0, owner: String? = nil,
    subviews: [ViewNode] = []
  ) -> ViewNode {
    ViewNode(
      id: ViewID(id), className: className, frame: Rect(x: x, y: 0, width: 100, height: 100),
      owner: owner, subviews: subviews)
  }

  @Test func marksEveryKindOfChange() {
    let kept = Self.view(5, "UILabel")
    let moving = Self.view(3, "UITableView", owner: "Inbox", subviews: [kept])
    let before = Self.view(
      1, "UIWindow",
      subviews: [
        Self.view(2, subviews: [moving]), Self.view(4, "UIGone", subviews: [Self.view(6)]),
      ])
    let after = Self.view(
      1, "UIWindow",
      subviews: [
        Self.view(2, x: 10), Self.view(7, "UIWrapper", subviews: [moving]), Self.view(8, "UINew"),
      ])
    let diff = ViewDiff(from: before, to: after)
    #expect(diff.mark(ViewID(2)) == .reframed)
    #expect(diff.mark(ViewID(3)) == .moved)
    #expect(diff.mark(ViewID(5)) == nil, "a moved view's subviews keep their superview")
    #expect(diff.mark(ViewID(4)) == .removed)
    #expect(diff.mark(ViewID(6)) == .removed)
    #expect(diff.mark(ViewID(7)) == .added)
    #expect(diff.mark(ViewID(8)) == .added)
    #expect(diff.mark(ViewID(1)) == nil)
    #expect(diff.ghosts[ViewID(1)]?.map(\.node.id) == [ViewID(4)])
    #expect(diff.ghosts[ViewID(1)]?.first?.index == 1)
    #expect(diff.before[ViewID(3)]?.parent?.id == ViewID(2))
    #expect(diff.before[ViewID(2)]?.frame.x == 0)
  }

  @Test func aGhostLeavesOutViewsThatMovedAway() {
    let survivor = Self.view(3, "UITableView")
    let before = Self.view(
      1, "UIWindow", subviews: [Self.view(2, "UIWrapper", subviews: [survivor])])
    let after = Self.view(1, "UIWindow", subviews: [survivor])
    let diff = ViewDiff(from: before, to: after)
    let rows = TreeRows.rows(after, diff: diff, folded: [])
    #expect(rows.map(\.node.id.raw) == [1, 2, 3])
    #expect(rows.map(\.isGhost) == [false, true, false])
    #expect(rows.map(\.mark) == [nil, ChangeMark.removed, .moved])
  }

  @Test func sharedSubtreesAreNotMarked() {
    let shared = Self.view(2, subviews: [Self.view(3), Self.view(4)])
    let before = Self.view(1, "UIWindow", subviews: [shared])
    let after = Self.view(1, "UIWindow", subviews: [shared, Self.view(5)])
    let diff = ViewDiff(from: before, to: after)
    #expect(diff.marks == [ViewID(5): ChangeMark.added])
  }

  @Test func theFirstPhaseHasNoMarks() {
    #expect(ViewDiff(from: nil, to: Self.view(1)).marks.isEmpty)
  }

  @Test func pushMarksPhaseByPhase() {
    let session = SceneSession(entry: Fixtures.entry(Fixtures.push))
    let phases = session.timeline.steps[1].phases
    func marks(_ index: Int) -> [String] {
      let diff = session.diffs[1][index]
      let rows = TreeRows.rows(phases[index].window, diff: diff, folded: [])
      return rows.compactMap { row in
        row.mark.map { "\($0.character) \(row.node.className) \(row.node.owner ?? "")" }
      }
    }
    #expect(marks(0).isEmpty, "before equals the previous step's last phase")
    #expect(marks(1) == ["* UIView ", "> UITableView Inbox"])
    #expect(
      marks(2) == [
        "* _UIParallaxDimmingView ", "* UIView Message", "* UILabel ", "* UITextView ",
      ])
    #expect(marks(3) == ["~ UIView ", "~ _UIParallaxDimmingView "])
    #expect(
      marks(4) == [
        "- UIView ", "- UITableView Inbox", "- _UIParallaxDimmingView ", "> UIView Message",
      ])
    #expect(marks(5).isEmpty)
  }
}
