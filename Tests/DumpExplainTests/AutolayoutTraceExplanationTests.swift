import DumpExplain
import DumpReader
import Testing

/// An `_autolayoutTrace` explained: roles from classes and nesting, its kind, the ambiguous
/// layout as an `unknown`, and its views beside a `recursiveDescription` of the same window.
@Suite struct AutolayoutTraceExplanationTests {
  @Test func theTraceFixtureHasRolesFromClassAndNesting() throws {
    let result = try ExplainFixtures.explain("e05")
    #expect(result.inputs.map(\.kind) == ["autolayoutTrace"])
    #expect(
      result.views.map(\.role.rawValue) == [
        "window", "root-container", "root-shadow", "controller-view", "navigation-container",
        "controller-wrapper", "controller-view", "content", "content", "content",
        "navigation-bar", "content", "content",
      ])
    #expect(result.views.allSatisfy { $0.frame == nil })
    #expect(
      result.says(
        "13 views come from an _autolayoutTrace, which prints no frames and no controllers"))
    #expect(result.says("1 line is a layout guide (UILayoutGuide), not a view"))
    #expect(result.findings.map(\.kind) == [.unknown])
    let finding = try #require(result.findings.first)
    #expect(finding.addresses == ["0x10a60cc00"])
    #expect(
      finding.text.hasPrefix("UIButton 0x10a60cc00 is marked `AMBIGUOUS LAYOUT for"))
  }

  @Test func aTraceBesideARecursiveDescriptionIsNoReuse() throws {
    let text = """
      <UIWindow: 0x1; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x2>>
         | <UIView: 0x3; frame = (0 0; 393 852); layer = <CALayer: 0x4>>
      <Home 0x5>, state: appeared, view: <UIView: 0x3>

      •UIWindow:0x1
      |   *UIView:0x3
      """
    let result = Explainer.explain([try DumpReader.read(text, path: "all.txt")])
    #expect(result.inputs.map(\.kind) == ["recursiveDescription+_printHierarchy+autolayoutTrace"])
    #expect(result.views.map(\.id) == ["0x1", "0x3", "0x1", "0x3"])
    #expect(result.controllers[0].view == 1)
    #expect(result.findings.isEmpty)
  }
}
