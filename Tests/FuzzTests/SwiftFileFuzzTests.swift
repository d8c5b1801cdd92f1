import Foundation
import SceneFile
import SwiftScene
import TestSupport
import Testing

/// The Swift mutation fuzzer (issue 32): the `swift:` files of the shipped scenes, mutated
/// (`SwiftMutator`), each run as its scene: every case ends with a located error or with a
/// timeline that keeps every promise (`FuzzCase`), strict JSON among them. `swift test` runs
/// a few dozen cases; a long run is `TSCOPE_SWIFT_FUZZ_CASES=5000 swift test --filter
/// SwiftFileFuzzTests` (also `TSCOPE_FUZZ_SEED` and `TSCOPE_FUZZ_MINUTES`).
@Suite struct SwiftFileFuzzTests {
  private static var environment: [String: String] { ProcessInfo.processInfo.environment }
  static var cases: Int { environment["TSCOPE_SWIFT_FUZZ_CASES"].flatMap(Int.init) ?? 24 }
  static var seed: UInt64 { environment["TSCOPE_FUZZ_SEED"].flatMap(UInt64.init) ?? 1 }
  static var minutes: Double? { environment["TSCOPE_FUZZ_MINUTES"].flatMap(Double.init) }
  /// `TSCOPE_SWIFT_FUZZ_FROM=N`: start at case N of the seed (to replay one case with
  /// `TSCOPE_SWIFT_FUZZ_CASES=1`).
  static var first: Int { environment["TSCOPE_SWIFT_FUZZ_FROM"].flatMap(Int.init) ?? 0 }

  /// Each shipped scene with a `swift:` file, with the names of its files.
  static let scenes: [(name: String, text: String, files: [String])] = FuzzPaths.yamlFiles(
    in: FuzzPaths.scenes
  ).compactMap { scene in
    let files = scene.text.split(separator: "\n").filter { $0.hasPrefix("swift:") }.flatMap {
      $0.dropFirst(6).split { " [],".contains($0) }.map(String.init)
    }
    return files.isEmpty ? nil : (scene.name, scene.text, files)
  }

  @Test func mutatedSwiftFilesEndLocatedOrKeepEveryPromise() throws {
    #expect(Self.scenes.count >= 10)
    let clock = ContinuousClock()
    let deadline = Self.minutes.map { clock.now + .milliseconds(Int($0 * 60_000)) }
    var ran = 0
    var located = 0
    var slowest: (Duration, String) = (.zero, "")
    var slowestCase: FuzzCase?
    var failures: [(FuzzCase, [String])] = []
    while deadline.map({ clock.now < $0 }) ?? (ran < Self.cases) {
      let seed = Self.seed &* 1_000_003 &+ UInt64(ran + Self.first)
      let scene = Self.scenes[Int(seed % UInt64(Self.scenes.count))]
      let file = scene.files[Int((seed / 7) % UInt64(scene.files.count))]
      let original = try #require(FuzzPaths.swiftFile(file)).text
      var mutator = SwiftMutator(seed: seed)
      let fuzzCase = FuzzCase(
        name: "swift-\(Self.seed)-\(ran + Self.first)-\(scene.name)", text: scene.text,
        swiftFiles: [file: mutator.mutate(original)])
      let start = clock.now
      let (didLoad, problems, _) = fuzzCase.checkWithError()
      let took = clock.now - start
      if took > slowest.0 { (slowest, slowestCase) = ((took, fuzzCase.name), fuzzCase) }
      if !didLoad { located += 1 }
      if !problems.isEmpty { failures.append((fuzzCase, problems)) }
      ran += 1
    }
    TestDepth.report(
      "swift fuzz: \(ran) cases from seed \(Self.seed), \(located) located errors, "
        + "\(failures.count) failed; slowest \(slowest.1) \(slowest.0)")
    if let slowestCase, let out = Self.environment["TSCOPE_FUZZ_OUT"] {
      Self.save(slowestCase, in: out)
    }
    #expect(located > 0 && located < ran, "some mutants load and some do not")
    for (fuzzCase, problems) in failures.prefix(20) {
      Issue.record("\(fuzzCase.name) (\(fuzzCase.swiftFiles.keys.sorted())): \(problems.prefix(5))")
    }
  }

  /// Writes a case (its scene and Swift files) into `folder`, to rerun it with `tscope check`.
  static func save(_ fuzzCase: FuzzCase, in folder: String) {
    let directory = URL(fileURLWithPath: folder).appendingPathComponent(fuzzCase.name)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? fuzzCase.text.write(
      to: directory.appendingPathComponent("scene.yaml"), atomically: true, encoding: .utf8)
    for (name, text) in fuzzCase.swiftFiles {
      try? text.write(
        to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
  }

  /// A `swift:` file that is not UTF-8 is refused, located at the scene's line naming it.
  @Test func aSwiftFileThatIsNotUTF8IsALocatedError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tscope-swift-fuzz-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data([0x69, 0x6D, 0x70, 0xFF, 0xFE, 0x0A]).write(
      to: folder.appendingPathComponent("B.swift"))
    let path = folder.appendingPathComponent("s.yaml").path
    try "title: t\nswift: B.swift\nroot: Home\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: SceneError.self) { try SwiftSceneLoader.load(path: path) }
    do {
      _ = try SwiftSceneLoader.load(path: path)
    } catch {
      #expect(
        error.description
          == "\(path):2:8: error: cannot read Swift file 'B.swift' (named relative to the scene)")
    }
  }
}
