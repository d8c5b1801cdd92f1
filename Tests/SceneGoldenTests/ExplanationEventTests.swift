import Foundation
import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// Explanations match the events: every callback an explanation names is among that phase's
/// events or its step's, in every shipped scene and every environment the scenes use.
/// Sentences that say a callback does not come ("never", "no", "none", "not", "without") are
/// left out of that check; `explanationClaimsMatchTheEvents` reads them instead: who hears no
/// callback, who alone hears them, and the order a sentence names callbacks in.
@Suite struct ExplanationEventTests {
  /// The method name of an event: `viewDidAppear` in `Feed.viewDidAppear(animated: true)`.
  static func method(_ event: String) -> String? {
    guard let call = event.split(separator: "(").first else { return nil }
    return call.split(separator: ".").last.map(String.init)
  }

  /// Every callback name any shipped scene's events use.
  static let names: Set<String> = {
    var names = Set<String>()
    for name in SceneGoldenTests.sceneNames {
      guard let timeline = try? load(name) else { continue }
      for phase in timeline.steps.flatMap(\.phases) {
        names.formUnion(phase.events.map(\.description).compactMap(method))
      }
    }
    return names.filter { $0.count > 6 && $0.first?.isLowercase == true }
  }()

  static func load(_ name: String) throws -> Timeline {
    let path = SceneGoldenTests.scenes.appendingPathComponent("\(name).yaml").path
    return TimelineBuilder.build(try SwiftSceneLoader.load(path: path))
  }

  /// Where a scene runs: the header keys a scene file sets.
  struct Setting: Hashable, CustomStringConvertible {
    let device: String
    let orientation: Orientation
    let ios: Int
    let multitasking: Multitasking
    var description: String { "\(device) \(orientation) iOS \(ios) \(multitasking)" }

    init(_ spec: SceneSpec) {
      device = spec.device
      orientation = spec.orientation
      ios = spec.ios
      multitasking = spec.multitasking
    }
  }

  /// The shipped scenes and the regression scenes, as paths from the package root.
  static let scenePaths: [String] = {
    let manager = FileManager.default
    return ["Scenes", "Tests/Regressions"].flatMap { folder in
      let files =
        (try? manager.contentsOfDirectory(
          atPath: SceneGoldenTests.root.appendingPathComponent(folder).path)) ?? []
      return files.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(folder)/\($0)" }
    }
  }()

  /// Every setting some scene's header uses.
  static let settings: [Setting] = {
    var seen: [Setting] = []
    for path in scenePaths {
      let url = SceneGoldenTests.root.appendingPathComponent(path)
      guard let spec = try? SwiftSceneLoader.load(path: url.path) else { continue }
      if !seen.contains(Setting(spec)) { seen.append(Setting(spec)) }
    }
    return seen
  }()

  /// The scene at `path` as written, then (under `TSCOPE_EXHAUSTIVE=1`) in every other
  /// setting the scenes use.
  static func variants(_ path: String) throws -> [(Setting, Timeline)] {
    let spec = try SwiftSceneLoader.load(
      path: SceneGoldenTests.root.appendingPathComponent(path).path)
    let others = TestDepth.exhaustive ? settings.filter { $0 != Setting(spec) } : []
    return [(Setting(spec), TimelineBuilder.build(spec))]
      + others.map { setting in
        var moved = spec
        moved.device = setting.device
        moved.orientation = setting.orientation
        moved.ios = setting.ios
        moved.multitasking = setting.multitasking
        return (setting, TimelineBuilder.build(moved))
      }
  }

  /// The sentences of a text.
  static func sentences(_ text: String) -> [String] {
    text.split(separator: ". ").map(String.init)
  }

  static let negations = ["never", " no ", "not ", "none", "without", "No "]

  /// The callback names a sentence mentions as whole words.
  static func mentioned(in sentence: String) -> [String] {
    names.filter { name in
      var rest = sentence[...]
      while let range = rest.range(of: name) {
        let after = rest[range.upperBound...].first
        let before =
          range.lowerBound > rest.startIndex ? rest[rest.index(before: range.lowerBound)] : " "
        if !(after?.isLetter ?? false), !before.isLetter { return true }
        rest = rest[range.upperBound...]
      }
      return false
    }.sorted()
  }

  @Test func theEventsNameTheUsualCallbacks() {
    for name in ["viewDidAppear", "viewWillDisappear", "presentationTransitionWillBegin"] {
      #expect(Self.names.contains(name))
    }
  }

  @Test(arguments: SceneGoldenTests.sceneNames)
  func everyCallbackAnExplanationNamesIsInItsEvents(_ name: String) throws {
    for (setting, timeline) in try Self.variants("Scenes/\(name).yaml") {
      check(timeline, "\(name) [\(setting)]")
    }
  }

  private func check(_ timeline: Timeline, _ name: String) {
    for step in timeline.steps {
      let stepEvents = Set(step.phases.flatMap(\.events).map(\.description).compactMap(Self.method))
      for phase in step.phases {
        for sentence in Self.sentences(phase.explanation) {
          let negative = Self.negations.contains { sentence.contains($0) }
          for callback in Self.mentioned(in: sentence) where !negative {
            #expect(
              stepEvents.contains(callback),
              "\(name) step \(step.index) \(phase.name): names \(callback), which no event of the step has: \(sentence)"
            )
          }
        }
      }
    }
  }
}
