import DumpExplain
import DumpReader
import Foundation
import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// Mutated real dumps through the whole path: every dump that reads must explain, print JSON
/// that parses, and write a scene that loads and plans. Seeded like the other fuzzers
/// (`TSCOPE_FUZZ_CASES`, `TSCOPE_FUZZ_SEED`).
@Suite struct ExplainFuzzTests {
  private static var environment: [String: String] { ProcessInfo.processInfo.environment }
  static var cases: Int {
    environment["TSCOPE_FUZZ_CASES"].flatMap(Int.init) ?? TestDepth.count(quick: 40, full: 150)
  }
  static var seed: UInt64 { environment["TSCOPE_FUZZ_SEED"].flatMap(UInt64.init) ?? 1 }

  @Test func mutatedDumpsExplainAndTheirScenesLoad() throws {
    let names = [
      "d08", "d11", "d12", "d13", "d14", "d16", "d17", "d18", "e01", "e02", "e03", "e04", "e05",
      "e06", "e07",
    ]
    let bases = try names.map {
      Array(try String(contentsOfFile: try ExplainFixtures.path($0), encoding: .utf8).utf8)
    }
    let joined = bases[1] + [0x0A] + bases[2]
    var failures: [String] = []
    var explained = 0
    var budget = FuzzBudget(cases: Self.cases)
    while budget.next() {
      let index = budget.taken - 1
      var random = SeededRandom(state: Self.seed &* 7_919 &+ UInt64(index))
      var bytes = index % 5 == 0 ? joined : bases[random.below(bases.count)]
      for _ in 0..<(1 + random.below(4)) where !bytes.isEmpty {
        let at = random.below(bytes.count)
        switch random.below(5) {
        case 0: bytes.removeSubrange(at..<min(bytes.count, at + random.below(60) + 1))
        case 1:
          bytes.insert(
            contentsOf: Array(
              "   + <X 0x9>, state: appearing, view: <UIView: 0x1>, presented with: <Y 0x2>\n".utf8),
            at: at)
        case 2:
          bytes.insert(
            contentsOf: bytes[at..<min(bytes.count, at + random.below(300))],
            at: random.below(bytes.count))
        case 3:
          bytes.insert(
            contentsOf: Array("\n   |    | <UITransitionView: 0x5; frame = (0 0; 1 1)>\n".utf8),
            at: at)
        default:
          // Containment deeper than a scene nests.
          let chain = (0..<(20 + random.below(60))).map { level in
            String(repeating: "   | ", count: level) + "<C 0x\(level + 4096)>, state: appeared, "
              + "view: <UIView 0x\(level + 8192)>\n"
          }
          bytes.insert(contentsOf: Array(("\n" + chain.joined()).utf8), at: at)
        }
      }
      guard let dump = try? DumpReader.read(bytes: bytes, path: "case-\(index)") else { continue }
      explained += 1
      let result = Explainer.explain([dump])
      _ = ExplanationText.render(result)
      if (try? JSONSerialization.jsonObject(with: Data(ExplanationJSON.render(result).utf8))) == nil
      {
        failures.append("case \(index): JSON does not parse")
      }
      failures += Self.cycles(in: result).map { "case \(index): \($0)" }
      let draft = DumpSceneWriter.write(result)
      do {
        let timeline = TimelineBuilder.build(
          try SwiftSceneLoader.parse(draft.text, path: "case-\(index).yaml"))
        if timeline.steps.isEmpty { failures.append("case \(index): no steps") }
      } catch {
        failures.append("case \(index): \(error.description)\n\(draft.text)")
      }
    }
    TestDepth.report(
      "explain fuzz: \(budget.taken) cases from seed \(Self.seed), \(explained) explained, \(failures.count) failed"
    )
    for failure in failures.prefix(5) { Issue.record(Comment(rawValue: failure)) }
  }

  /// Views that are their own superview, and controllers above themselves, by the ids the JSON
  /// prints (a reused address must never build one).
  static func cycles(in result: Explanation) -> [String] {
    var problems: [String] = []
    for view in result.views {
      var seen: Set<String> = [view.id]
      var above = view.parent
      while let current = above {
        if !seen.insert(result.views[current].id).inserted {
          problems.append("view \(view.id) is above itself")
          break
        }
        above = result.views[current].parent
      }
    }
    for controller in result.controllers {
      var seen: Set<String> = [controller.id]
      var above = controller.parent ?? controller.presenter
      while let current = above {
        if !seen.insert(result.controllers[current].id).inserted {
          problems.append("controller \(controller.id) is above itself")
          break
        }
        above = result.controllers[current].parent ?? result.controllers[current].presenter
      }
    }
    return problems
  }
}
