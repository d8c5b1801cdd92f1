import Testing

@testable import TransitionEngine

/// A phase's snapshot shares the tables of the world with the phases after it: the records a
/// later snapshot sets at once (`SharedSlots.set(sorted:)`) are those set one at a time, and
/// a phase planned earlier keeps its controller tree while the world goes on changing.
@Suite struct SnapshotSharingTests {
  @Test func settingSortedPairsAtOnceIsSettingThemOneAtATime() {
    var base = SharedSlots<Int>()
    for index in 0..<100 { base.set(index, index) }
    let pairs = [(3, -3), (31, -31), (32, -32), (99, -99), (1_000, -1_000), (40_000, -40_000)]
    var atOnce = base
    atOnce.set(sorted: pairs.map { (index: $0.0, value: $0.1) })
    var oneByOne = base
    for (index, value) in pairs { oneByOne.set(index, value) }
    #expect((0..<41_000).allSatisfy { atOnce[$0] == oneByOne[$0] })
    #expect(atOnce[32] == -32)
    #expect(atOnce[40_000] == -40_000)
    #expect(atOnce[40_001] == nil)
    // The version both started from is intact.
    #expect((0..<100).allSatisfy { base[$0] == $0 })
    #expect(base[1_000] == nil)
  }

  @Test func aFullLeafIsKeptAndTheOldVersionStaysIntact() {
    var slots = SharedSlots<Int>()
    for index in 0..<32 { slots.set(index, index) }
    let before = slots
    slots.set(5, 500)
    #expect(before[5] == 5)
    #expect(slots[5] == 500)
    #expect((0..<32).allSatisfy { $0 == 5 || slots[$0] == $0 })
    #expect(slots[32] == nil)
  }

  @Test func aPhaseKeepsItsControllerTreeWhileLaterStepsChangeTheWorld() {
    let names = (1...6).map { "C\($0)" }
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
    var planner = TimelinePlanner(scene)
    _ = planner.next()
    guard let first = planner.next(), let final = first.phases.last else {
      Issue.record("no first step")
      return
    }
    let seen = Self.described(final.controllers)
    // A full-screen presentation ends with the presenter's view out of the window.
    #expect(seen == ["C0 disappeared out", "C1 appeared in"])
    var later: [Step] = []
    while let step = planner.next() { later.append(step) }
    #expect(later.count == 5)
    #expect(Self.described(final.controllers) == seen)
    let last = later.last?.phases.last.map { Self.described($0.controllers) }
    #expect(last?.count == 7)
    #expect(last?.last == "C6 appeared in")
    #expect(last?.first == "C0 disappeared out")
  }

  /// Each controller of a tree, depth first: its name, its appearance and whether its view is
  /// in the window.
  private static func described(_ tree: ControllerNode) -> [String] {
    tree.flattened().map { "\($0.name) \($0.state.rawValue) \($0.inWindow ? "in" : "out")" }
  }
}
