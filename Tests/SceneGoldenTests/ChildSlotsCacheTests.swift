import Foundation
import SceneFile
import SwiftScene
import TestSupport
import Testing

@testable import TransitionEngine

/// The cache of each controller's children by slot (`ChildSlotsCache`) changes how fast a
/// snapshot records a controller, never what it records: every scene, shipped and regression,
/// planned with it has the same controller tree in every phase as planned without it.
@Suite struct ChildSlotsCacheTests {
  @Test func everySceneRecordsTheSameControllersWithAndWithoutTheCache() throws {
    var compared = 0
    for path in ExplanationEventTests.scenePaths {
      let url = SceneGoldenTests.root.appendingPathComponent(path)
      guard let spec = try? SwiftSceneLoader.load(path: url.path) else { continue }
      let cached = Self.controllerLines(TimelinePlanner(spec, reusingChildSlots: true))
      let uncached = Self.controllerLines(TimelinePlanner(spec, reusingChildSlots: false))
      #expect(Self.firstDifference(cached, uncached) == nil, "\(path)")
      compared += 1
    }
    // Nearly every scene loads (a few regression scenes are kept for their load error).
    #expect(compared > 200)
  }

  /// A stack pushed, popped, popped to the root, rebuilt by `setViewControllers` and pushed
  /// again: each record's children follow the stack, whichever part of it changed.
  @Test func aStackThatChangesEveryWayRecordsItsChildren() {
    var steps = (1...40).map { SpecBuilders.step(.push(SpecBuilders.plain("P\($0)"), on: "Nav")) }
    steps += (1...5).map { _ in SpecBuilders.step(.pop(nav: "Nav", interactiveCancelled: false)) }
    steps.append(SpecBuilders.step(.popToRoot(nav: "Nav")))
    steps += (41...45).map { SpecBuilders.step(.push(SpecBuilders.plain("P\($0)"), on: "Nav")) }
    steps.append(
      SpecBuilders.step(
        .setViewControllers(["Root", "P43", "P2", "P41"].map { SpecBuilders.plain($0) }, on: "Nav"))
    )
    steps.append(SpecBuilders.step(.push(SpecBuilders.plain("P46"), on: "Nav")))
    let scene = SceneSpec(title: "stack", root: SpecBuilders.nav("Nav", ["Root"]), steps: steps)
    let cached = Self.controllerLines(TimelinePlanner(scene, reusingChildSlots: true))
    let uncached = Self.controllerLines(TimelinePlanner(scene, reusingChildSlots: false))
    #expect(Self.firstDifference(cached, uncached) == nil)
    #expect(
      cached.last(where: { $0.hasPrefix("Nav ") })?.hasSuffix(
        "[\"Root\", \"P43\", \"P2\", \"P41\", \"P46\"] -") == true)
  }

  /// The first line where the two differ, with both versions of it, or nil.
  static func firstDifference(_ cached: [String], _ uncached: [String]) -> String? {
    guard cached != uncached else { return nil }
    let index = zip(cached, uncached).prefix { $0 == $1 }.count
    let mine = index < cached.count ? cached[index] : "(nothing)"
    let theirs = index < uncached.count ? uncached[index] : "(nothing)"
    return "line \(index + 1): with the cache \(mine), without \(theirs)"
  }

  /// Every phase's controller tree, one line a controller with its children and what it
  /// presents.
  static func controllerLines(_ planner: TimelinePlanner) -> [String] {
    var planner = planner
    var lines: [String] = []
    while let step = planner.next() {
      for phase in step.phases {
        for node in phase.controllers.flattened() {
          lines.append(
            "\(node.name) \(node.state) \(node.inWindow) \(node.className) "
              + "\(node.children.map(\.name)) \(node.presented?.name ?? "-")")
        }
      }
    }
    return lines
  }
}
