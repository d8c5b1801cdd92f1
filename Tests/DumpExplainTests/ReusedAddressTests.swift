import DumpExplain
import DumpReader
import Foundation
import Testing

/// A file that prints one address for several objects (two moments pasted together, an edit)
/// gets a finding naming every line, and no view is its own superview, no controller presents
/// itself (the fuzz reproducers of issue #36, and e02).
@Suite struct ReusedAddressTests {
  private func explain(_ text: String, path: String = "f.txt") throws -> Explanation {
    Explainer.explain([try DumpReader.read(text, path: path)])
  }

  @Test func oneAddressForThreeViewsBuildsNoSelfParent() throws {
    let result = try explain(
      """
      <UIWindow: 0x104500000; frame = (0 0; 414 896); layer = <UIWindowLayer: 0x282000000>>
         | <UITransitionView: 0x104500000; frame = (0 0; 414 896); layer = <CALayer: 0x282000100>>
         |    | <UIView: 0x104500000; frame = (0 0; 414 896); layer = <CALayer: 0x282000200>>
      """)
    #expect(result.views.map(\.id) == ["0x104500000", "#1", "#2"])
    let json = ExplanationJSON.render(result)
    #expect(json.contains("{\"address\": \"#1\", \"class\": \"UITransitionView\""))
    #expect(json.contains("\"depth\": 1, \"parent\": \"0x104500000\""))
    #expect(json.contains("\"depth\": 2, \"parent\": \"#1\""))
    #expect(result.findings.count == 1)
    let finding = try #require(result.findings.first)
    #expect(finding.kind == .note && finding.rule == nil)
    #expect(finding.addresses == ["0x104500000", "#1", "#2"])
    #expect(
      finding.text
        == "0x104500000 is printed for 3 objects in f.txt: UIWindow at line 1, UITransitionView at line 2 and UIView at line 3. One address is one object at one moment, so these lines come from two moments pasted together or were edited; the later ones are read as #1 and #2, other objects, so no view is its own superview and no controller presents itself."
    )
  }

  @Test func aReusedAddressMakesNoPresentationCycle() throws {
    let result = try explain(
      """
      <UIViewController 0x7f0000001000>, state: disappeared, view: <UIView 0x7f0000001100> not in the window
         + <UIViewController 0x7f0000002000>, state: disappeared, view: <UIView 0x7f0000002100> not in the window, presented with: <_UIFullscreenPresentationController 0x7f0000002200>
         |    + <UIViewController 0x7f0000001000>, state: appeared, view: <UIView 0x7f0000003100>, presented with: <_UIFullscreenPresentationController 0x7f0000003200>
      """)
    #expect(result.controllers.map(\.id) == ["0x7f0000001000", "0x7f0000002000", "#1"])
    #expect(result.says("UIViewController 0x7f0000002000 presents UIViewController #1"))
    #expect(!result.says("presents UIViewController 0x7f0000001000"))
    #expect(result.findings.map(\.addresses) == [["0x7f0000001000", "#1"]])
    #expect(
      try #require(result.findings.first).text.hasPrefix(
        "0x7f0000001000 is printed for 2 objects in f.txt: UIViewController at line 1 and UIViewController at line 3."
      ))
    let scene = DumpSceneWriter.write(result).text
    #expect(scene.contains("root:\n  vc: UIViewController\nsteps:\n"))
    #expect(
      scene.contains(
        "  - present: {vc: UIViewController3, class: UIViewController}\n    from: UIViewController2\n"
      ))
  }

  @Test func twoMomentsInOnePasteNameBothLines() throws {
    let result = try ExplainFixtures.explain("e02")
    #expect(
      result.controllers.map(\.id) == [
        "0x10580a200", "0x10580b000", "#1", "#2", "0x10580e400",
      ])
    #expect(result.findings.map(\.addresses) == [["0x10580a200", "#1"], ["0x10580b000", "#2"]])
    #expect(
      result.findings.map { $0.text.components(separatedBy: ". One address").first ?? "" } == [
        "0x10580a200 is printed for 2 objects in e02.txt: UINavigationController at line 1 and UINavigationController at line 3",
        "0x10580b000 is printed for 2 objects in e02.txt: Shelf.ListViewController at line 2 and Shelf.ListViewController at line 4",
      ])
  }

  @Test func theSameAddressInTwoFilesIsALaterMomentNotAFinding() throws {
    let line = "<Home 0x1>, state: appeared, view: <UIView: 0x2>"
    let result = Explainer.explain([
      try DumpReader.read(line, path: "a.txt"), try DumpReader.read(line, path: "b.txt"),
    ])
    #expect(result.controllers.map(\.id) == ["0x1", "0x1"])
    #expect(result.findings.isEmpty)
  }
}
