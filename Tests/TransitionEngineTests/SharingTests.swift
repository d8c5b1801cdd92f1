import TestSupport
import Testing

@testable import TransitionEngine

/// Phases share what did not change: the slot trie keeps old versions intact, and a change
/// deep in a chain gives new records only to the controllers that changed.
@Suite struct SharingTests {
  @Test func slotsKeepEveryVersion() {
    var slots = SharedSlots<Int>()
    for index in 0..<2_000 { slots.set(index, index * 2) }
    let before = slots
    slots.set(1_500, -1)
    slots.set(40_000, 7)
    #expect(before[1_500] == 3_000)
    #expect(slots[1_500] == -1)
    #expect(slots[1_499] == 2_998)
    #expect(slots[40_000] == 7)
    #expect(before[40_000] == nil)
    #expect(slots[39_999] == nil)
    #expect(slots[-1] == nil)
    #expect((0..<2_000).allSatisfy { $0 == 1_500 || slots[$0] == $0 * 2 })
  }

  @Test func aChainOfPresentationsSharesTheRecordsAbove() {
    let names = (1...40).map { "C\($0)" }
    let steps = zip(["C0"] + names, names).map { from, name in
      StepSpec(
        action: .present(
          PresentSpec(
            controller: ControllerSpec(name: name, kind: .plain), from: from,
            style: .fullScreen)),
        animated: true)
    }
    let scene = SceneSpec(
      title: "chain", device: "iphone-15", orientation: .portrait,
      root: ControllerSpec(name: "C0", kind: .plain), steps: steps)
    let timeline = TimelineBuilder.build(scene)
    let last = timeline.steps[40].phases
    guard let first = last.first, let final = last.last else {
      Issue.record("no phases")
      return
    }
    // Only C39 (leaves the window) and C40 (appears) differ between the step's ends.
    let before = Dictionary(
      uniqueKeysWithValues: first.controllers.flattened().map { ($0.name, $0.recordIdentity) })
    let changed = final.controllers.flattened().filter { before[$0.name] != $0.recordIdentity }
    #expect(changed.map(\.name) == ["C39", "C40"])
    #expect(final.controllers.flattened().map(\.name) == ["C0"] + names)
  }

  /// A view added deep in a chain of nested children gives new records to the views that
  /// changed only, not to every view on the way up to the window.
  @Test func aChainOfNestedChildrenSharesTheViewRecordsAbove() {
    let names = (1...40).map { "C\($0)" }
    let steps = zip(["C0"] + names, names).map { parent, name in
      StepSpec(
        action: .addChild(ControllerSpec(name: name, kind: .container(children: [])), to: parent),
        animated: true)
    }
    let scene = SceneSpec(
      title: "chain", device: "iphone-15", orientation: .portrait,
      root: ControllerSpec(name: "C0", kind: .container(children: [])), steps: steps)
    let timeline = TimelineBuilder.build(scene)
    guard let first = timeline.steps[40].phases.first, let final = timeline.steps[40].phases.last
    else {
      Issue.record("no phases")
      return
    }
    let before = Set(first.window.flattened().map(\.node.recordIdentity))
    let changed = final.window.flattened().map(\.node).filter {
      !before.contains($0.recordIdentity)
    }
    // C39's view, which now holds C40's, and C40's own view; nothing above them.
    #expect(changed.map(\.owner) == ["C39", "C40"])
    #expect(final.window.count == first.window.count + 1)
  }

  @Test func aTreeCatchesUpWithEveryChangeBelowIt() {
    var forest = ViewForest()
    let root = forest.make("UIWindow", frame: .zero)
    var chain: [ViewID] = []
    var parent = root
    for _ in 0..<50 {
      let view = forest.make("UIView")
      forest.insert(view, into: parent)
      chain.append(view)
      parent = view
    }
    let side = forest.make("UILabel")
    forest.insert(side, into: root)
    let before = forest.tree(root)
    guard let leaf = chain.last else { return }
    forest.setFrame(leaf, Rect(x: 1, y: 2, width: 3, height: 4))
    forest.setAlpha(leaf, 0.5)
    // The middle of the chain, stale below, moves under a new view that joins the root.
    let other = forest.make("UIView")
    forest.insert(chain[10], into: other)
    forest.insert(other, into: root)
    let after = forest.tree(root)
    func find(_ id: ViewID, in tree: ViewNode?) -> ViewNode? {
      tree?.flattened().first { $0.node.id == id }?.node
    }
    #expect(find(leaf, in: before)?.alpha == 1)
    #expect(find(leaf, in: after)?.alpha == 0.5)
    #expect(find(leaf, in: after)?.layoutFrame == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(after?.subviews.map(\.id) == [chain[0], side, other])
    #expect(find(chain[9], in: after)?.subviews.isEmpty == true)
    #expect(find(side, in: after)?.recordIdentity == find(side, in: before)?.recordIdentity)
    #expect(after?.count == 53)
    #expect(forest.subtree(of: other).map(\.id) == [other] + chain[10...])
  }
}
