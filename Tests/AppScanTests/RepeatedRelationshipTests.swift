import AppScan
import Foundation
import Testing

/// A storyboard relationship segue written many times over (an edit, a bad merge, the scan
/// fuzzer's repeated line) names no new child: the scan reads it once, so the report is the
/// one of the storyboard as written once, and it does not resolve the root again per copy.
@Suite struct RepeatedRelationshipTests {
  /// The transitions of a report, their custom parts and mistakes (source lines left out:
  /// those below the copies move).
  static func summary(_ report: ScanReport) -> [String] {
    report.scenes.map {
      "\($0.from) → \($0.to) \($0.kind) \($0.style ?? "") \($0.custom) \($0.mistakes)"
    }
  }

  @Test func aRelationshipRepeatedTwoHundredTimesScansAsOne() throws {
    let once = try ScanFixture("Storyboard")
    defer { once.remove() }
    let plain = try AppScanner.scan(folder: once.app.path, output: once.out.path)
    let repeated = try ScanFixture("Storyboard")
    defer { repeated.remove() }
    let file = repeated.app.appendingPathComponent("Base.lproj/Main.storyboard")
    var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
    let index = try #require(lines.firstIndex { $0.contains("kind=\"relationship\"") })
    lines.insert(contentsOf: Array(repeating: lines[index], count: 200), at: index + 1)
    try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    let report = try AppScanner.scan(folder: repeated.app.path, output: repeated.out.path)
    #expect(!plain.scenes.isEmpty)
    #expect(Self.summary(report) == Self.summary(plain))
    #expect(report.skipped.count == plain.skipped.count)
  }
}
