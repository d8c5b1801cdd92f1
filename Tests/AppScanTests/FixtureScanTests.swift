import AppScan
import Foundation
import SceneFile
import SwiftScene
import TestSupport
import TransitionEngine
import Testing

/// Each fixture app's exact scan: the table, the JSON and the scenes written, as goldens
/// (`TSCOPE_RECORD_GOLDENS=1 swift test --filter FixtureScanTests` records them).
@Suite struct FixtureScanTests {
  static let names = [
    "Programmatic", "Storyboard", "Mixed", "TabStacks", "CustomAnimator",
    "PresentationController", "StuckAnimator", "SeguePrepare",
    "PresentHelper", "Receivers", "SplitColumns", "Factories", "Coordinators", "ColumnSplit",
    "Routes", "PeekAndPop", "StackReplace", "TabRouting",
    "FirstCallRouter", "PresentableModule", "LocalRoot", "SectionHost", "RouterValues",
    "ClosureReceiver", "AppendedTab", "CustomUnwind", "SwitchedCoordinator", "ExtendedController",
    "ThenOperator",
  ]

  @Test(arguments: names) func scanMatchesGoldens(name: String) throws {
    let fixture = try ScanFixture(name)
    defer { fixture.remove() }
    let report = try AppScanner.scan(folder: fixture.app.path, output: fixture.out.path)
    let goldens = ScanFixture.goldens
    GoldenFile.check(report.text, file: goldens.appendingPathComponent("\(name).txt"))
    GoldenFile.check(report.json, file: goldens.appendingPathComponent("\(name).json"))
    GoldenFile.check(
      try fixture.scenes(), file: goldens.appendingPathComponent("\(name).scenes.yaml"))
    // Strict JSON, and every written scene loads as `tscope check` loads it.
    _ = try JSONSerialization.jsonObject(with: Data(report.json.utf8))
    for scene in report.scenes {
      // `tscope check` loads it, and `tscope print --format json` writes strict JSON.
      let path = fixture.out.appendingPathComponent(scene.file).path
      let loaded = try SwiftSceneLoader.load(path: path)
      let json = JSONDescription.render(TimelineBuilder.build(loaded))
      #expect(
        (try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil,
        "\(scene.file): its timeline's JSON does not parse")
    }
    #expect(!report.scenes.isEmpty)
  }

  @Test func theStuckAnimatorIsNamed() throws {
    let fixture = try ScanFixture("StuckAnimator")
    defer { fixture.remove() }
    let report = try AppScanner.scan(folder: fixture.app.path, output: fixture.out.path)
    let present = report.scenes.first { $0.kind == "present" }
    #expect(present?.mistakes.contains(.unfinishedTransition) == true)
  }
}
