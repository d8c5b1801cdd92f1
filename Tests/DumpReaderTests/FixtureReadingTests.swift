import DumpReader
import Testing

/// The real dumps in Tests/Dumps read into exact trees.
@Suite struct FixtureReadingTests {
  @Test func d08HostingRootWithSublayersThatAreNotViews() throws {
    let dump = try DumpFixtures.dump("d08")
    let hosting =
      "_TtGC7SwiftUI14_UIHostingViewGVS_6VStackGVS_15ModifiedContentGS1_GS2_VS_4TextVS_14_"
      + "PaddingLayout__GVS_24_BackgroundStyleModifierVS_5Color____"
    #expect(
      DumpFixtures.viewOutline(dump) == [
        "UIWindow 0x10d23d120 (20 20; 120 60)",
        "  UITransitionView 0x10d419a10 (0 0; 120 60)",
        "    UIDropShadowView 0x10d32b950 (0 0; 120 60)",
        "      \(hosting) 0x10900bc00 (0 0; 120 60)",
      ])
    #expect(
      dump.views[3].layers.map(\.className) == [
        "CALayer", "_TtC7SwiftUIP33_863CCF9D49B535DAEB1C7D61BEE53B5914CGDrawingLayer",
      ])
    #expect(dump.views[3].children.isEmpty)
    #expect(
      dump.views[3].value("backgroundColor")
        == "<UIDynamicSystemColor: 0x600001748a80; name = systemBackgroundColor>")
    #expect(dump.skipped.isEmpty)
  }

  @Test func d09ModuleQualifiedPrivateClasses() throws {
    let dump = try DumpFixtures.dump("d09")
    #expect(
      dump.views.map(\.object.className).suffix(2) == [
        "SwiftUI._UIGraphicsView", "SwiftUI.CGDrawingView",
      ])
    #expect(dump.views[4].value("anchorPoint") == "(0, 0)")
    #expect(dump.views[4].value("autoresizesSubviews") == "NO")
    #expect(dump.views[5].frame == DumpRect(x: 20.3333, y: 41, width: 79.6667, height: 20.3333))
    #expect(dump.views[4].parent == 3 && dump.views[5].parent == 3)
  }

  @Test func d10BaseClassAndScrollFieldsInsideTheBrackets() throws {
    let dump = try DumpFixtures.dump("d10")
    #expect(dump.views.count == 18)
    #expect(dump.views[4].baseClass == "_UIConstraintBasedLayoutHostingView")
    let list = dump.views[5]
    #expect(list.object.className == "SwiftUI.UpdateCoalescingCollectionView")
    #expect(list.baseClass == "UICollectionView")
    #expect(list.value("contentOffset") == "{0, -59}")
    #expect(list.value("adjustedContentInset") == "{59, 0, 0, 0}")
    #expect(list.value("layout") == "<UICollectionViewCompositionalLayout: 0x15f54a2a0>")
    #expect(list.value("dataSource")?.hasSuffix(": 0x15f549e70>") == true)
    #expect(list.trailing.isEmpty)
    #expect(dump.views.last?.object.address == "0x13f623da0")
    #expect(dump.views.last?.depth == 7)
  }

  @Test func d11PresentedPickerHangsFromTheRootNavigation() throws {
    let dump = try DumpFixtures.dump("d11")
    #expect(
      DumpFixtures.controllerOutline(dump) == [
        "| UINavigationController 0x191a1a70 disappeared view=UILayoutContainerView@0x191a2370 out",
        "  | IndexViewController 0x192d8050 disappeared view=UIView@0x191d9280 out",
        "  | SketchViewController 0x191d4e20 disappeared view=UIView@0x1a27a4e0 out",
        "  + UIImagePickerController 0x18ba5c00 appeared view=UILayoutContainerView@0x1a23e180 "
          + "with=_UIFullscreenPresentationController",
        "    | PUUIAlbumListViewController 0x18ac5c00 disappeared view=UIView@0x1911f010 out",
        "    | PUUIPhotosAlbumViewController 0x18af1a00 appeared "
          + "view=UICollectionViewControllerWrapperView@0x17e37890",
      ])
    #expect(dump.controllers[3].presenter == 0)
    #expect(dump.controllers[3].parent == nil)
    #expect(dump.controllers[0].children == [1, 2, 3])
    #expect(dump.controllers.allSatisfy { !$0.viewHasColon })
  }

  @Test func d12TrailingTextAndLabelLayers() throws {
    let dump = try DumpFixtures.dump("d12")
    #expect(dump.views.count == 52)  // 55 lines, 3 of them sublayers
    #expect(dump.layerCount == 3)
    #expect(
      DumpFixtures.viewOutline(dump).prefix(6) == [
        "UIWindow 0x192d6e80 (0 0; 320 568)",
        "  UITransitionView 0x1a297590 (0 0; 320 568)",
        "    UILayoutContainerView 0x1a23e180 (0 0; 320 568)",
        "      UINavigationTransitionView 0x1a244f50 (0 0; 320 568)",
        "        UIViewControllerWrapperView 0x1922d180 (0 0; 320 568)",
        "          UICollectionViewControllerWrapperView 0x17e37890 (0 0; 320 568)",
      ])
    let grid = try #require(dump.views.first { $0.object.className == "PUCollectionView" })
    #expect(grid.baseClass == "UICollectionView")
    #expect(
      grid.trailing
        == "collection view layout: <PUSectionedGridLayout: 0x1a2a13f0> delegate: "
        + "<PUUIPhotosAlbumViewController: 0x18af1a00>")
    #expect(dump.views.filter { $0.object.className == "PUPhotosGridCell" }.count == 16)
  }

  @Test func d13NavigationInsideNavigationThreeLevelsDeep() throws {
    let dump = try DumpFixtures.dump("d13")
    #expect(dump.controllers.map(\.depth) == [0, 1, 2, 2, 3, 3])
    #expect(dump.controllers.map(\.parent) == [nil, 0, 1, 1, 3, 3])
    #expect(dump.controllers.map(\.inWindow) == [true, true, false, true, false, true])
  }

  @Test func d14AndD15StatesAndWindowMembershipAreSeparate() throws {
    let before = try DumpFixtures.dump("d14")
    let after = try DumpFixtures.dump("d15")
    let media = { (dump: Dump) in
      dump.controllers.first { $0.object.className == "MPUSystemMediaControlsViewController" }
    }
    #expect(media(before)?.state == .disappearing && media(before)?.inWindow == false)
    #expect(media(after)?.state == .appearing && media(after)?.inWindow == false)
    let status = before.controllers[3]
    #expect(status.object.className == "SBLockScreenStatusTextViewController")
    #expect(status.state == .disappeared && status.inWindow)
    #expect(after.controllers.count == before.controllers.count + 1)
  }

  @Test func d16SecondPresentationAtDepthTwoAfterThePresentersChildren() throws {
    let dump = try DumpFixtures.dump("d16")
    let popover = dump.controllers[5]
    #expect(popover.object.address == "0x7d21a800")
    #expect(popover.isPresented && popover.presenter == 2 && popover.depth == 2)
    #expect(
      popover.presentedWith
        == DumpObject(className: "UIPopoverPresentationController", address: "0x7f598c60"))
    #expect(dump.controllers[2].children == [3, 5])
    #expect(dump.controllers[3].object.className == "__PSPDFHooked_PSPDFViewController")
  }

  @Test func d17TwoLinesPreIOS13() throws {
    let dump = try DumpFixtures.dump("d17")
    #expect(
      DumpFixtures.viewOutline(dump) == [
        "UIWindow 0x7f82b1fa8140 (0 0; 320 568)", "  UIView 0x7f82b1d01fd0 (0 0; 320 568)",
      ])
    #expect(dump.views[1].value("autoresize") == "W+H")
  }

  @Test func d18SubtreeTextContainerLinesAndEscapesKept() throws {
    let dump = try DumpFixtures.dump("d18")
    #expect(dump.views.count == 82)
    #expect(dump.views[0].object.className == "UITransitionView" && dump.views[0].parent == nil)
    #expect(dump.views[1].frame == DumpRect(x: -375, y: -667, width: 1125, height: 2001))
    let containers = dump.views.filter { $0.object.className == "_UITextContainerView" }
    #expect(containers.count == 2)
    #expect(containers[0].frame == DumpRect(x: 0, y: 0, width: 315.5, height: 54.5))
    #expect(containers[0].trailing.hasPrefix("minSize = {0, 54.5}, maxSize = {315.5, 54.5}"))
    #expect(containers[0].children.count == 1)
    let label = try #require(dump.views.first { $0.object.className == "UITextFieldLabel" })
    #expect(label.value("text") == "'\\u7535\\u5b50\\u90ae\\u4ef6\\u6216\\u7535\\u8bdd'")
    let bar = try #require(
      dump.views.first { $0.object.className == "_UINavigationBarContentView" })
    #expect(bar.trailing == "layout=0x107e1a430")
  }
}
