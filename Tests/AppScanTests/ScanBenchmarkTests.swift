import AppScan
import Foundation
import Testing

/// The scan of a generated app, timed and printed (never asserted). 30 files in every run;
/// `TSCOPE_SCAN_FILES=1000 swift test -c release --filter ScanBenchmarkTests` for the
/// 1,000-file app of the issue. `TSCOPE_SCAN_APP_OUT=DIR` also writes the generated app into
/// DIR, to time the whole `tscope scan DIR` command of a release build on it.
@Suite struct ScanBenchmarkTests {
  @Test func scanAGeneratedApp() throws {
    let count = ProcessInfo.processInfo.environment["TSCOPE_SCAN_FILES"].flatMap(Int.init) ?? 30
    let fixture = try ScanFixture(nil)
    defer { fixture.remove() }
    try GeneratedApp.write(files: count, into: fixture.app)
    if let kept = ProcessInfo.processInfo.environment["TSCOPE_SCAN_APP_OUT"] {
      try GeneratedApp.write(files: count, into: URL(fileURLWithPath: kept))
    }
    let clock = ContinuousClock()
    var report = ScanReport()
    let elapsed = try clock.measure {
      report = try AppScanner.scan(folder: fixture.app.path, output: fixture.out.path)
    }
    print(
      "scan-benchmark: \(count) files, \(report.scenes.count) scenes, \(report.skipped.count) skipped, \(elapsed)"
    )
    #expect(report.scenes.count >= count)
  }
}
