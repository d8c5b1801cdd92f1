import Foundation
import SceneFile
import Testing
import TransitionEngine

/// Explanations match the events: every callback an explanation names is among that phase's
/// events or its step's, in every shipped scene. Sentences that say a callback does not come
/// ("never", "no", "none", "not", "without") are left out: they speak of its absence.
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
    return TimelineBuilder.build(try SceneLoader.load(path: path))
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
    let timeline = try Self.load(name)
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
