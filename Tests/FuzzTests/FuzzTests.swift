import Foundation
import TestSupport
import Testing

/// The fuzzer: random valid scenes and mutations of the shipped ones. `swift test` runs 60
/// cases, 300 under `TSCOPE_EXHAUSTIVE=1`; a long run is `TSCOPE_FUZZ_CASES=100000 swift test --filter FuzzTests`
/// (also `TSCOPE_FUZZ_SEED`, `TSCOPE_FUZZ_MINUTES`, and `TSCOPE_FUZZ_OUT` for where the
/// failing cases are written; docs/TESTING.md, "Fuzzing").
@Suite struct FuzzTests {
  private static var environment: [String: String] { ProcessInfo.processInfo.environment }
  static var cases: Int {
    environment["TSCOPE_FUZZ_CASES"].flatMap(Int.init) ?? TestDepth.count(quick: 60, full: 300)
  }
  static var seed: UInt64 { environment["TSCOPE_FUZZ_SEED"].flatMap(UInt64.init) ?? 1 }
  static var minutes: Double? { environment["TSCOPE_FUZZ_MINUTES"].flatMap(Double.init) }

  @Test func generatedAndMutatedScenesKeepEveryPromise() throws {
    let shipped = FuzzPaths.yamlFiles(in: FuzzPaths.scenes)
    #expect(shipped.count >= 6)
    let clock = ContinuousClock()
    let deadline = Self.minutes.map { clock.now + .milliseconds(Int($0 * 60_000)) }
    var ran = 0
    var loaded = 0
    var failures: [(FuzzCase, [String])] = []
    var rejections: [String: Int] = [:]
    var index = 0
    while deadline.map({ clock.now < $0 }) ?? (index < Self.cases) {
      let seed = Self.seed &* 1_000_003 &+ UInt64(index)
      let fuzzCase: FuzzCase
      if index % 2 == 0 {
        var generator = SceneGenerator(seed: seed)
        fuzzCase = FuzzCase(name: "gen-\(Self.seed)-\(index)", text: generator.scene())
      } else {
        var mutator = SceneMutator(seed: seed)
        let base = shipped[Int(seed % UInt64(max(shipped.count, 1)))]
        fuzzCase = FuzzCase(
          name: "mut-\(Self.seed)-\(index)-\(base.name)", text: mutator.mutate(base.text))
      }
      let (didLoad, problems, error) = fuzzCase.checkWithError()
      if let error, index % 2 == 0 { rejections[Self.shape(of: error), default: 0] += 1 }
      if !problems.isEmpty { failures.append((fuzzCase, problems)) }
      if didLoad { loaded += 1 }
      ran += 1
      index += 1
    }
    let summary =
      "fuzz: \(ran) cases from seed \(Self.seed), \(loaded) loaded, \(failures.count) failed"
    if failures.isEmpty { TestDepth.report(summary) } else { print(summary) }
    if Self.environment["TSCOPE_FUZZ_VERBOSE"] != nil {
      for (shape, count) in rejections.sorted(by: { $0.value > $1.value }).prefix(15) {
        print("fuzz: generated scenes rejected \(count)× with: \(shape)")
      }
    }
    for (fuzzCase, problems) in failures.prefix(20) {
      let file = save(fuzzCase)
      Issue.record("\(fuzzCase.name) (\(file)): \(problems.prefix(5))")
    }
  }

  /// An error message with names and numbers blanked, to count rejections by kind.
  private static func shape(of message: String) -> String {
    String(message.map { $0.isNumber ? "#" : $0 }.prefix(70))
  }

  /// Writes a failing case where it can be kept as a regression scene.
  private func save(_ fuzzCase: FuzzCase) -> String {
    let directory =
      Self.environment["TSCOPE_FUZZ_OUT"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("tscope-fuzz")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(fuzzCase.name + ".yaml")
    try? fuzzCase.text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }
}

/// Every case the fuzzer ever found, kept in `Tests/Regressions`, keeps every promise.
@Suite struct FuzzRegressionTests {
  static let files = FuzzPaths.yamlFiles(in: FuzzPaths.regressions)

  @Test func thereAreRegressionScenes() {
    #expect(Self.files.count >= 2)
  }

  @Test(arguments: files.map(\.name))
  func regressionSceneKeepsEveryPromise(name: String) {
    guard let text = Self.files.first(where: { $0.name == name })?.text else {
      Issue.record("no regression scene \(name)")
      return
    }
    let problems = FuzzCase(name: name, text: text).problems()
    #expect(problems.isEmpty, "\(name): \(problems)")
  }
}
