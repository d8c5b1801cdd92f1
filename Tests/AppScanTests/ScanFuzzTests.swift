import AppScan
import Foundation
import SceneFile
import SwiftScene
import TestSupport
import Testing

/// The scanner and the storyboard reader on mutated fixture apps: lines dropped, duplicated
/// and swapped, files truncated, tags left open, bytes that are not UTF-8, a huge file. No
/// crash and no hang; the JSON parses, every written scene loads, and every Swift file or
/// storyboard that does not read is skipped with its error.
@Suite struct ScanFuzzTests {
  /// How many mutated apps each fixture gives (`TSCOPE_SCAN_FUZZ_CASES` for more).
  static var rounds: Int {
    ProcessInfo.processInfo.environment["TSCOPE_SCAN_FUZZ_CASES"].flatMap(Int.init) ?? 6
  }

  /// One mutation of a file's bytes.
  static func mutate(_ data: Data, random: inout SeededRandom) -> Data {
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { Data($0) }
    guard !lines.isEmpty else { return data }
    switch random.below(8) {
    case 0: lines.remove(at: random.below(lines.count))
    case 1:
      let index = random.below(lines.count)
      lines.insert(lines[index], at: index)
    case 2:
      let a = random.below(lines.count)
      let b = random.below(lines.count)
      lines.swapAt(a, b)
    case 3: return data.prefix(random.below(data.count + 1))
    case 4: lines.insert(Data([0xFF, 0xFE, 0x80]), at: random.below(lines.count))
    case 5:
      lines.insert(
        Data("<segue kind=\"show\" destination=\"x\">\n<scene>".utf8), at: random.below(lines.count)
      )
    case 6: lines.insert(Data("}}} ) present(".utf8), at: random.below(lines.count))
    default:
      let line = lines[random.below(lines.count)]
      lines += [Data](repeating: line, count: 2_000)
    }
    return lines.reduce(into: Data()) { $0 += $1 + [UInt8(ascii: "\n")] }
  }

  @Test(arguments: FixtureScanTests.names) func mutatedAppsScan(name: String) throws {
    var random = SeededRandom(
      state: FuzzBudget.state(UInt64(name.utf8.reduce(17) { $0 &* 31 &+ UInt64($1) })))
    var budget = FuzzBudget(cases: Self.rounds)
    var written = 0
    var skipped = 0
    while budget.next() {
      let fixture = try ScanFixture(name)
      defer { fixture.remove() }
      let files = AppScannerFiles.all(in: fixture.app)
      for _ in 0..<(1 + random.below(3)) {
        let file = files[random.below(files.count)]
        let data = try Data(contentsOf: file)
        try Self.mutate(data, random: &random).write(to: file)
      }
      let report = try AppScanner.scan(folder: fixture.app.path, output: fixture.out.path)
      _ = try JSONSerialization.jsonObject(with: Data(report.json.utf8))
      written += report.scenes.count
      skipped += report.skipped.count
      for scene in report.scenes {
        #expect(throws: Never.self) {
          try SwiftSceneLoader.load(path: fixture.out.appendingPathComponent(scene.file).path)
        }
      }
      for file in files where file.pathExtension == "swift" {
        let text = String(data: try Data(contentsOf: file), encoding: .utf8)
        let relative = String(file.path.dropFirst(fixture.app.path.count + 1))
        if text.map({ SwiftSource(name: relative, text: $0).firstError() != nil }) ?? true {
          #expect(report.skipped.contains { $0.file == relative }, "\(relative) is skipped")
        }
      }
    }
    TestDepth.report(
      "scan fuzz, \(name): \(budget.taken) mutated apps, \(written) scenes written, "
        + "\(skipped) skipped, \(budget.slowestText)")
  }

  @Test func aHugeAndABrokenStoryboardAreSkipped() throws {
    let fixture = try ScanFixture(nil)
    defer { fixture.remove() }
    let huge = String(repeating: "// padding\n", count: 200_000)
    try huge.write(
      to: fixture.app.appendingPathComponent("Huge.swift"), atomically: true, encoding: .utf8)
    try "<document><scenes><scene>".write(
      to: fixture.app.appendingPathComponent("Open.storyboard"), atomically: true, encoding: .utf8)
    try Data([0xC3, 0x28, 0x0A]).write(to: fixture.app.appendingPathComponent("Bytes.swift"))
    let report = try AppScanner.scan(folder: fixture.app.path, output: fixture.out.path)
    #expect(report.scenes.isEmpty)
    #expect(report.skipped.map(\.file) == ["Bytes.swift", "Huge.swift", "Open.storyboard"])
  }
}

/// The fixture's files, sorted.
enum AppScannerFiles {
  static func all(in folder: URL) -> [URL] {
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var files: [URL] = []
    while let url = walker?.nextObject() as? URL {
      if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
        files.append(url)
      }
    }
    return files.sorted { $0.path < $1.path }
  }
}
