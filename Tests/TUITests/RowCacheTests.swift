import Testing
import TransitionEngine

@testable import TUI

/// The row cache: what the reducer keeps is what a fresh walk of the tree gives, and keys that
/// do not change the phase or the folds leave the cache as it was.
@Suite struct RowCacheTests {
  /// The state with nothing cached: every pane computes its rows and pictures afresh.
  static func uncached(_ state: AppState) -> AppState {
    var state = state
    state.session?.rowCache = RowCache()
    return state
  }

  static func expectSameScreen(
    _ app: TransitionScopeApp, _ note: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let cached = app.render(width: 120, height: 40).rows
    let fresh = AppView.render(uncached(app.state), width: 120, height: 40).rows
    #expect(cached == fresh, "\(note)", sourceLocation: sourceLocation)
  }

  @Test func everyPhaseDrawsTheSameWithAndWithoutTheCache() {
    var app = Fixtures.app(Fixtures.push)
    let keys: [Key] = [.right, .right, .right, .character("j"), .character("j"), .enter]
    for key in keys + [.character("c"), .right, .left, .character("c"), .left, .left] {
      _ = app.handle(.key(key))
      Self.expectSameScreen(app, "after \(key)")
    }
    for key: Key in [.character("/"), .character("L"), .character("a"), .enter, .character("n")] {
      _ = app.handle(.key(key))
      Self.expectSameScreen(app, "searching, after \(key)")
    }
  }

  @Test func keysThatKeepThePhaseReuseTheRows() {
    var app = Fixtures.app(Fixtures.push)
    _ = app.handle(.key(.right))
    let key = PhaseView.key(.current, app.state.session!, state: app.state)
    let before = app.state.session!.rowCache.list(key)?.ids
    #expect(before != nil, "the reducer keeps the rows of the phase it shows")
    let total = app.state.session!.rowCache.total
    for key: Key in [.character("j"), .character("j"), .character("k"), .tab, .backTab] {
      _ = app.handle(.key(key))
    }
    #expect(app.state.session!.rowCache.list(key)?.ids == before)
    #expect(app.state.session!.rowCache.total == total, "no other list was made")
  }

  @Test func openingASceneFlattensEveryPhaseOnceAndSteppingAddsNone() {
    var app = Fixtures.app(Fixtures.push)
    let session = app.state.session!
    let phases = session.timeline.phaseCount
    var position: Position? = .start
    var lists = 0
    while let here = position {
      var there = session
      there.position = here
      if app.state.session!.rowCache.list(PhaseView.key(.current, there, state: app.state)) != nil {
        lists += 1
      }
      position = here.next(in: session.timeline)
    }
    #expect(lists == phases)
    let total = app.state.session!.rowCache.total
    for _ in 0..<phases { press(&app, .right) }
    #expect(app.state.session!.rowCache.total == total, "no phase is walked again")
    #expect(
      app.state.session!.rowCache.pictures.count >= phases, "every phase's picture is made too")
  }

  @Test func theCacheKeepsAtMostItsLimit() {
    var cache = RowCache()
    let node = ViewNode(id: ViewID(1), className: "UIWindow", frame: .zero)
    let list = RowList(TreeRows.rows(node, diff: ViewDiff(), folded: []))
    for step in 0..<(RowCache.maximumEntries + 10) {
      let key = RowCache.Key(
        position: Position(step: step, phase: 0), tree: .current, folded: [])
      cache.store(list, for: key)
    }
    #expect(cache.total == RowCache.maximumEntries)
    let newest = RowCache.Key(
      position: Position(step: RowCache.maximumEntries + 9, phase: 0), tree: .current,
      folded: [])
    #expect(cache.list(newest) != nil)
  }

  @Test func aRowsChainLeadsFromTheWindowToTheRow() {
    let rows = RowList(TreeRows.rows(TreeRowsTests.tree, diff: ViewDiff(), folded: []))
    #expect(rows.chain(to: 3).map(\.node.id.raw) == [1, 2, 4])
    #expect(rows.chain(to: 4).map(\.node.id.raw) == [1, 5])
    #expect(rows.row(of: ViewID(4)) == 3)
  }
}
