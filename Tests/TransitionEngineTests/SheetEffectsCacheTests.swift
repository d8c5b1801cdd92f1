import TestSupport
import Testing

@testable import TransitionEngine

/// The sheet effects cache changes how much `applySheetEffects()` works out, never what it
/// writes: a scene planned with it has every phase of one planned without it (trees and
/// explanations), and after every step each card's kept effects are those worked out from
/// scratch and a pass over every card changes nothing. The scenes stack sheets, change
/// detents by hand and in code, rotate, dismiss from the middle, move sheets interactively
/// and run animators that write the views around the cards.
@Suite struct SheetEffectsCacheTests {
  @Test func stackedSheetsDrawAsWithoutTheCache() throws {
    try expectSameAsWithoutCache(SheetScenes.stack(depth: 40))
  }

  @Test func detentsAndInteractiveMotionDrawAsWithoutTheCache() throws {
    try expectSameAsWithoutCache(SheetScenes.detents(ios: 18))
    try expectSameAsWithoutCache(SheetScenes.detents(ios: 26))
  }

  @Test func rotationsAndDismissalsFromTheMiddleDrawAsWithoutTheCache() throws {
    try expectSameAsWithoutCache(SheetScenes.rotations(ios: 18))
    try expectSameAsWithoutCache(SheetScenes.rotations(ios: 26))
  }

  @Test func animatorsWritingAroundCardsDrawAsWithoutTheCache() throws {
    try expectSameAsWithoutCache(SheetScenes.animators())
  }

  /// The cache is not idle in these scenes: they push back, dim, hide grabbers and inset.
  @Test func theScenesExerciseEveryEffect() throws {
    let plan = try SheetCachePlan(SheetScenes.rotations(ios: 26), cached: true)
    let rows = plan.windows.joined(separator: "\n")
    #expect(rows.contains("transform = [0.9"))
    #expect(rows.contains("_UIGrabber"))
    #expect(plan.pushBackSentences > 0)
  }

  private func expectSameAsWithoutCache(
    _ scene: SceneSpec, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let cached = try SheetCachePlan(scene, cached: true)
    let uncached = try SheetCachePlan(scene, cached: false)
    #expect(cached.mismatches == [], sourceLocation: sourceLocation)
    #expect(cached.steps == scene.steps.count, sourceLocation: sourceLocation)
    #expect(cached.windows.count == uncached.windows.count, sourceLocation: sourceLocation)
    let differing = zip(cached.windows, uncached.windows).enumerated().first { $1.0 != $1.1 }
    #expect(
      differing == nil, "first differing phase #\(differing?.offset ?? -1)",
      sourceLocation: sourceLocation)
    #expect(cached.explanations == uncached.explanations, sourceLocation: sourceLocation)
  }
}

/// A scene planned step by step with or without the sheet effects cache.
struct SheetCachePlan {
  /// Every phase's window tree as text, all steps in order.
  var windows: [String] = []
  var explanations: [String] = []
  /// `step N: …` for every step after which the cache disagreed with a pass over every card.
  var mismatches: [String] = []
  var pushBackSentences = 0
  var steps = 0

  init(_ scene: SceneSpec, cached: Bool) throws {
    let device = try #require(Device.named(scene.device))
    var world = World(
      environment: Environment(
        device: device, orientation: scene.orientation, multitasking: scene.multitasking,
        ios: scene.ios))
    world.sheetEffects.isEnabled = cached
    world.installRoot(world.instantiate(scene.root))
    var planner = Planner(world: world)
    for (offset, spec) in scene.steps.enumerated() {
      let step = planner.run(spec, index: offset + 1)
      steps += 1
      for phase in step.phases {
        windows.append(ViewTreeText.lines(phase.window).joined(separator: "\n"))
        explanations.append(phase.explanation)
        if phase.explanation.contains("Push-back moves with the card") { pushBackSentences += 1 }
      }
      if cached { mismatches += Self.check(planner.world, step: offset + 1) }
    }
  }

  /// What the cache keeps against what working out every card gives: the cache brought up to
  /// date on a copy keeps each card's effects as worked out from scratch, and leaves the
  /// window's tree as a pass over every card does.
  static func check(_ world: World, step: Int) -> [String] {
    var problems: [String] = []
    var cached = world
    cached.applySheetEffects()
    let leaving = cached.sheetMotion?.leaving ?? []
    for name in cached.presentations.cards.union(cached.sheetEffects.records.keys) {
      let kept = cached.sheetEffects.records[name]
      let fresh = cached.sheetRecord(of: name, leaving: leaving)
      if kept != fresh { problems.append("step \(step) \(name): kept \(String(describing: kept))") }
    }
    var scratch = world
    scratch.applySheetEffectsFromScratch()
    let fast = cached.forest.tree(cached.window).map { ViewTreeText.lines($0) } ?? []
    let slow = scratch.forest.tree(scratch.window).map { ViewTreeText.lines($0) } ?? []
    if fast != slow {
      problems.append("step \(step): the cache drew \(fast.count) rows unlike a full pass")
    }
    return problems
  }
}
