import Foundation
import SceneFile
import SwiftScene
import TestSupport
import Testing

@testable import TransitionEngine

/// The sheet effects cache (`SheetEffectsCache`) changes how much `applySheetEffects()` works
/// out, never what it writes: every scene, shipped and regression, planned with it has the
/// same window tree and explanation in every phase as planned without it.
@Suite struct SheetEffectsEverySceneTests {
  @Test func everySceneDrawsTheSameWindowWithAndWithoutTheCache() throws {
    var compared = 0
    for path in ExplanationEventTests.scenePaths {
      let url = SceneGoldenTests.root.appendingPathComponent(path)
      guard let spec = try? SwiftSceneLoader.load(path: url.path) else { continue }
      let cached = Self.windowLines(TimelinePlanner(spec, reusingChildSlots: true))
      let uncached = Self.windowLines(
        TimelinePlanner(spec, reusingChildSlots: true, reusingSheetEffects: false))
      #expect(ChildSlotsCacheTests.firstDifference(cached, uncached) == nil, "\(path)")
      compared += 1
    }
    // Nearly every scene loads (a few regression scenes are kept for their load error).
    #expect(compared > 200)
  }

  /// Every phase's name, window tree as `recursiveDescription` prints it, and explanation.
  static func windowLines(_ planner: TimelinePlanner) -> [String] {
    var planner = planner
    var lines: [String] = []
    while let step = planner.next() {
      for phase in step.phases {
        lines.append("step \(step.index) \(phase.name)")
        lines += ViewTreeText.lines(phase.window)
        lines.append(phase.explanation)
      }
    }
    return lines
  }
}
