import FixIt
import Foundation
import SceneFile
import TestSupport
import Testing
import TransitionEngine

/// The fix finder on mutated Swift (`SwiftMutator`) of the shipped scenes whose code makes
/// mistakes: every run ends, and every fix it reports is one whose scene loads and no longer
/// makes that mistake. `TSCOPE_FIX_FUZZ_CASES=N` runs more (also `TSCOPE_FUZZ_SEED`).
@Suite struct FixFuzzTests {
  private static var environment: [String: String] { ProcessInfo.processInfo.environment }
  static var cases: Int {
    environment["TSCOPE_FIX_FUZZ_CASES"].flatMap(Int.init) ?? TestDepth.count(quick: 2, full: 6)
  }
  static var seed: UInt64 { environment["TSCOPE_FUZZ_SEED"].flatMap(UInt64.init) ?? 1 }
  static let scenes = [
    ("real-swift-black-screen", "ZoomFromPresenter.swift"),
    ("real-swift-snapshot-mistakes", "SnapshotZoom.swift"),
    ("real-swift-segue-look", "ZoomInSegue.swift"),
  ]

  @Test func everyReportedFixRemovesItsMistake() throws {
    var fixed = 0
    var budget = FuzzBudget(cases: Self.cases)
    while budget.next() {
      let index = budget.taken - 1
      let seed = Self.seed &* 1_000_003 &+ UInt64(index)
      let (name, file) = Self.scenes[Int(seed % UInt64(Self.scenes.count))]
      let scenePath = FuzzPaths.scenes.appendingPathComponent(name + ".yaml").path
      let text = try String(contentsOfFile: scenePath, encoding: .utf8)
      let original = try #require(FuzzPaths.swiftFile(file)).text
      var mutator = SwiftMutator(seed: seed)
      let mutated = mutator.mutate(original)
      let input = FixInput(sceneText: text, path: name + ".yaml") { asked in
        asked == file ? (asked, mutated) : FuzzPaths.swiftFile(asked)
      }
      guard let fixes = try? FixFinder.fixes(for: input, trialLimit: 12) else { continue }
      for fix in fixes {
        guard let spec = fix.fixed, let edit = fix.edit else { continue }
        fixed += 1
        #expect(FixFinder.spec(of: input, with: edit) != nil, "\(name) \(seed): \(edit)")
        let step = TimelineBuilder.build(spec).steps.first { $0.index == fix.step }
        let again = step?.mistakes.map { "\($0.mistake)" } ?? []
        #expect(
          !again.contains("\(fix.mistake.mistake)")
            || fix.mistake.mistake.description.contains(
              ".swift:"),
          "\(name) \(seed): \(fix.mistake) still made after \(edit)")
      }
    }
    TestDepth.report("fix fuzz: \(budget.taken) mutants from seed \(Self.seed), \(fixed) fixes")
  }
}
