import DumpReader
import Testing

/// `_autolayoutTrace` (Chisel `paltrace`) reads into a view tree without frames: `|   ` per
/// depth, the `•` `*` `+` marks, texts, ambiguous layouts, layout guides and the legend.
@Suite struct AutolayoutTraceTests {
  @Test func theTraceFixtureReadsIntoItsTree() throws {
    let dump = try DumpFixtures.dump("e05")
    #expect(
      DumpFixtures.viewOutline(dump) == [
        "UIWindow 0x10a21c3d0",
        "  UITransitionView 0x10a3047e0",
        "    UIDropShadowView 0x10a305910",
        "      UILayoutContainerView 0x10a40c200",
        "        UINavigationTransitionView 0x10a40d630",
        "          UIViewControllerWrapperView 0x10a50e1c0",
        "            UIView 0x10a60a400",
        "              UILabel 0x10a60b800",
        "              UIButton 0x10a60cc00",
        "                UIButtonLabel 0x10a60e000",
        "        UINavigationBar 0x10a41a800",
        "          _UINavigationBarContentView 0x10a41c000",
        "            UILabel 0x10a41d400",
      ])
    #expect(dump.views.allSatisfy { $0.isAutolayoutTrace && $0.frame == nil })
    #expect(dump.hasAutolayoutTrace && !dump.hasRecursiveDescription)
    #expect(
      dump.views.map { $0.value("layout") ?? "-" } == [
        "•", "-", "-", "-", "-", "-", "•", "*", "*", "-", "+", "*", "*",
      ])
    #expect(dump.views[7].value("text") == "Shelf")
    #expect(
      dump.views[8].value("ambiguous") == "AMBIGUOUS LAYOUT for UIButton:0x10a60cc00.minX{id: 41}")
    #expect(dump.layoutGuideLines == [12])
    #expect(dump.skipped.map(\.line) == [17, 18, 19, 20])
    #expect(dump.skipped.allSatisfy { $0.reason == .noise })
  }

  @Test func theOldFormInAngleBracketsAndItsLayoutGuides() throws {
    let dump = try DumpReader.read(
      """

      *<UIWindow:0x7b>
      |   *<UIView:0x7c>
      |   |   *_UILayoutGuide:0x7d
      |   |   *<UILayoutGuide: 0x7e - "UIViewLayoutMarginsGuide", layoutFrame = {{8, 0}, {304, 568}}, owningView = <UIView: 0x7c; frame = (0 0; 320 568)>>
      """, path: "old.txt")
    #expect(
      DumpFixtures.viewOutline(dump) == [
        "UIWindow 0x7b", "  UIView 0x7c", "    _UILayoutGuide 0x7d",
      ])
    #expect(dump.layoutGuideLines == [5])
  }

  @Test func aPresentedControllerLineIsNotATraceLine() throws {
    let dump = try DumpReader.read(
      "<Home 0x1>, state: appeared, view: <UIView: 0x2>\n   + <Card 0x3>, state: appeared, view: <UIView: 0x4>, presented with: <_UIPageSheetPresentationController: 0x5>",
      path: "p.txt")
    #expect(dump.views.isEmpty)
    #expect(dump.controllers.map(\.isPresented) == [false, true])
  }
}
