import Foundation
import Testing
import Wording
import TransitionEngine

@testable import Pictures
@testable import TUI

/// The exported page's layers in 3D, its present layout, its links and the compare page: the
/// data each view line carries for its plane, against the engine's own tree.
@Suite struct WalkPageLayersTests {
  /// Every view line's layer: its view's identity and its frame in the window's coordinates
  /// (the frames of its superviews added up), in tree order, at every phase.
  @Test(arguments: ["push", "page-sheet-iphone", "compare-overfullscreen"])
  func layersAreTheTreeInWindowCoordinates(scene: String) throws {
    let session = try WalkPageTests.session(scene)
    let data = try WalkPageTests.data(WalkPage.render(session))
    let steps = try #require(data["steps"] as? [[String: Any]])
    for (step, pageStep) in zip(session.timeline.steps, steps) {
      let phases = try #require(pageStep["phases"] as? [[String: Any]])
      for (phase, pagePhase) in zip(step.phases, phases) {
        let views = try #require(pagePhase["views"] as? [[String: Any]])
        let layers = views.filter { $0["ghost"] == nil }.compactMap { $0["layer"] as? [Double] }
        #expect(layers == Self.expected(phase.window), "\(scene) \(phase.name)")
        let classes = views.filter { $0["ghost"] == nil }.compactMap { $0["class"] as? String }
        #expect(classes == phase.window.flattened().map(\.node.className))
      }
    }
  }

  static func expected(_ root: ViewNode) -> [[Double]] {
    var out: [[Double]] = []
    func walk(_ node: ViewNode, _ x: Double, _ y: Double) {
      let origin = (x + node.frame.x, y + node.frame.y)
      // The page writes numbers to two places.
      out.append(
        [Double(node.id.raw), origin.0, origin.1, node.frame.width, node.frame.height].map {
          ($0 * 100).rounded() / 100
        })
      for child in node.subviews { walk(child, origin.0, origin.1) }
    }
    walk(root, 0, 0)
    return out
  }

  @Test func viewLinesCarryTheirPlaneExactly() throws {
    let page = WalkPage.render(try WalkPageTests.session("present-fullscreen"))
    #expect(
      page.contains(
        #"{"depth":0,"text":"UIWindow (0 0; 393 852)","layer":[1,0,0,393,852],"class":"UIWindow"}"#)
    )
    #expect(
      page.contains(
        #"{"depth":1,"text":"UITransitionView (0 0; 393 852) [containerView]","mark":"added","layer":[14,0,0,393,852],"class":"UITransitionView","private":true,"container":true}"#
      ))
    #expect(
      page.contains(
        #"{"depth":7,"text":"UINavigationBar (0 59; 393 44)","layer":[11,0,59,393,44],"class":"UINavigationBar"}"#
      ))
  }

  @Test func privateClassesAreUIKitsOwn() {
    for name in ["UITransitionView", "UIDropShadowView", "_UIGrabber", "UIDimmingView"] {
      #expect(ViewClassCatalogue.isPrivate(name), "\(name)")
    }
    for name in ["UIWindow", "UINavigationBar", "UITabBar", "UIToolbar", "UITableView", "MyView"] {
      #expect(!ViewClassCatalogue.isPrivate(name), "\(name)")
    }
  }

  @Test func numbersAreValidJSON() {
    #expect(WalkPageData.number(393) == "393")
    #expect(WalkPageData.number(-0.0) == "0")
    #expect(WalkPageData.number(0.5) == "0.5")
    #expect(WalkPageData.number(1.0 / 3) == "0.33")
    #expect(WalkPageData.number(.nan) == "0")
    #expect(WalkPageData.number(.infinity) == "0")
  }

  @Test func thePresentLayoutIsABodyClassAndTheKeysAreInTheHelp() throws {
    let session = try WalkPageTests.session("push")
    #expect(WalkPage.render(session, layout: .present).contains("\n<body class=\"present\">\n"))
    let page = WalkPage.render(session)
    #expect(page.contains("\n<body>\n"))
    #expect(page.contains("<footer id=\"keys\">\(WalkPage.keys)</footer>"))
    #expect(WalkPage.keys.contains("p present layout"))
    #expect(WalkPage.keys.contains("Shift+← → ↑ ↓ or drag turn the layers, 0 faces them"))
    #expect(page.contains(" id=\"layers\""))
  }

  /// The fragment names the step as the page numbers it (`step 1/2` is `#step=1`), and the
  /// older `#s=&p=` (both from 1 in the step list) is still read.
  @Test func theFragmentIsTheStepThePageShows() {
    let script = WalkPageScript.javascript
    #expect(script.contains(##"var hash = "#step=" + at.s + "&phase=" + (at.p + 1);"##))
    #expect(script.contains(#"/(?:^#|&)step=(\d+)&phase=(\d+)/"#))
    #expect(script.contains(#"/(?:^#|&)s=(\d+)&p=(\d+)/"#))
  }

  @Test func theComparePageSpeaksTheReadersLanguage() throws {
    let left = try WalkPageTests.session("compare-fullscreen")
    let right = try WalkPageTests.session("compare-overfullscreen")
    let chinese = ComparePage.render(left, right, language: .zhHans)
    #expect(chinese.contains(#"<html lang="zh-Hans">"#))
    #expect(chinese.contains(#"" · 阶段 ""#) && chinese.contains(#""（停住：没有 '""#))
    #expect(!chinese.contains(#"" · phase ""#) && !chinese.contains("held: no"))
    #expect(chinese.contains(PageWords.compareKeys.chinese))
    let data = try WalkPageTests.data(chinese)
    let side = try #require(data["left"] as? [String: Any])
    let steps = try #require(side["steps"] as? [[String: Any]])
    let phases = try #require(steps.last?["phases"] as? [[String: Any]])
    // The phases' names are the viewer's Chinese ones.
    #expect(phases.contains { ($0["name"] as? String)?.contains("即将开始") ?? false })
    let english = ComparePage.render(left, right)
    #expect(english.contains(#"<html lang="en">"#) && english.contains("held: no"))
  }

  @Test func theComparePageWalksTheRowsOfTscopeCompare() throws {
    let left = try WalkPageTests.session("compare-fullscreen")
    let right = try WalkPageTests.session("compare-overfullscreen")
    let data = try WalkPageTests.data(ComparePage.render(left, right))
    let rows = try #require(data["rows"] as? [[Any]])
    let lockstep = Lockstep(left: left.timeline, right: right.timeline)
    #expect(rows.count == lockstep.rows.count)
    for (row, expected) in zip(rows, lockstep.rows) {
      let numbers = row.prefix(5).compactMap { $0 as? Int }
      #expect(
        numbers == [
          expected.step, expected.left.step, expected.left.phase, expected.right.step,
          expected.right.phase,
        ])
      #expect(row.suffix(2).compactMap { $0 as? Bool } == [expected.leftOwn, expected.rightOwn])
    }
    let sides = [data["left"], data["right"]].compactMap { $0 as? [String: Any] }
    #expect(sides.map { $0["title"] as? String } == [left.timeline.title, right.timeline.title])
  }
}
