import Foundation
import RuleBook
import SceneFile
import SwiftScene
import TUI
import Testing
import TransitionEngine

@testable import Pictures

/// `tscope export`: the page's data against the engine's own descriptions, the contract's
/// element ids, and a page that loads nothing from anywhere. (`.ci/browser-check` drives the
/// pages in Chromium.)
@Suite struct WalkPageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func session(_ name: String) throws -> SceneSession {
    let path = root.appendingPathComponent("Scenes/\(name).yaml").path
    return SceneSession(entry: SceneEntry(path: path, spec: try SwiftSceneLoader.load(path: path)))
  }

  /// The JSON inside the page's data script.
  static func data(_ page: String) throws -> [String: Any] {
    let start = try #require(page.range(of: "<script type=\"application/json\" id=\"data\">"))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let json = String(page[start.upperBound..<end.lowerBound])
    return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  /// A phase's controller lines: its index into `controllerLists`, whose entries index
  /// `controllerLines`.
  static func controllers(_ phase: [String: Any], _ data: [String: Any]) -> [String]? {
    guard let index = phase["controllers"] as? Int,
      let lists = data["controllerLists"] as? [[Int]], lists.indices.contains(index),
      let lines = data["controllerLines"] as? [String]
    else { return nil }
    return lists[index].map { lines.indices.contains($0) ? lines[$0] : "?" }
  }

  @Test(arguments: ["push", "present-fullscreen", "interrupted-push", "stacked-sheets"])
  func everyPhaseHasTheViewsControllersEventsAndWhyOfPrint(scene: String) throws {
    let session = try Self.session(scene)
    let data = try Self.data(WalkPage.render(session))
    let steps = try #require(data["steps"] as? [[String: Any]])
    let timeline = session.timeline
    #expect(steps.count == timeline.steps.count)
    let pictures = try #require(data["pictures"] as? [String])
    for (step, pageStep) in zip(timeline.steps, steps) {
      #expect(
        pageStep["title"] as? String
          == "step \(step.index)/\(timeline.steps.count - 1): \(step.action)")
      let phases = try #require(pageStep["phases"] as? [[String: Any]])
      #expect(phases.count == step.phases.count)
      for (phase, pagePhase) in zip(step.phases, phases) {
        let views = try #require(pagePhase["views"] as? [[String: Any]])
        let lines = views.filter { $0["ghost"] == nil }.map { view in
          String(repeating: "  ", count: view["depth"] as? Int ?? -1)
            + (view["text"] as? String ?? "")
        }
        #expect(lines == ViewTreeText.lines(phase.window))
        #expect(Self.controllers(pagePhase, data) == HierarchyText.lines(phase.controllers))
        #expect(pagePhase["events"] as? [String] == phase.events.map(\.description))
        #expect(pagePhase["why"] as? String == phase.explanation)
        let picture = try #require(pagePhase["picture"] as? [Int])
        #expect(picture.count == 2 && picture.allSatisfy(pictures.indices.contains))
      }
    }
  }

  @Test func removedViewsAreGhostLinesAndChangesAreMarked() throws {
    let data = try Self.data(WalkPage.render(try Self.session("push")))
    let steps = try #require(data["steps"] as? [[String: Any]])
    let phases = try #require(steps[1]["phases"] as? [[String: Any]])
    try #require(phases.count == 6)
    let completed = try #require(phases[4]["views"] as? [[String: Any]])
    let marks = completed.compactMap { view in
      (view["mark"] as? String).map { "\($0) \(view["text"] as? String ?? "")" }
    }
    #expect(marks.contains("removed UITableView (0 0; 393 852) <Inbox>"))
    #expect(completed.contains { $0["ghost"] as? Bool == true })
  }

  @Test func citedRulesCarryTheirText() throws {
    let session = try Self.session("push")
    let data = try Self.data(WalkPage.render(session))
    let rules = try #require(data["rules"] as? [String: [String: Any]])
    #expect((rules["N-3"]?["text"] as? String)?.hasPrefix("N-3  ") == true)
    #expect(
      rules["W-1"]?["links"] as? [String] == RuleBook.links(of: try #require(RuleBook.rule("W-1"))))
    #expect(rules.keys.contains("§13.3"))
  }

  @Test func thePageHasTheContractsIdsAndLoadsNothing() throws {
    let page = WalkPage.render(try Self.session("page-sheet-iphone"))
    for id in [
      "views", "controllers", "events", "why", "steps", "screen", "phase", "predict", "question",
    ] {
      #expect(page.contains(" id=\"\(id)\""), "#\(id)")
    }
    for remote in ["src=", "href=\"http", "url(", "@import", "fetch(", "XMLHttpRequest"] {
      #expect(!page.contains(remote), "\(remote)")
    }
    #expect(page.contains("prefers-color-scheme: dark"))
    #expect(page.contains("@media print"))
  }

  @Test func theDataCannotCloseItsScript() {
    #expect(WalkPage.scriptSafe(#"{"a":"</script><b>"}"#) == #"{"a":"<\/script><b>"}"#)
  }
}
