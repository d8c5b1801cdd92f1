import DumpExplain
import RuleBook
import Testing

/// Each example in Tests/Dumps explained as its entry in the dumps' README says.
@Suite struct ExampleExplanationTests {
  @Test func d08RootWrapperHostingViewLayersNoTransition() throws {
    let result = try ExplainFixtures.explain("d08")
    #expect(
      result.views.map(\.role.rawValue) == [
        "window", "root-container", "root-shadow", "hosting-view",
      ])
    #expect(result.role("0x10d419a10") == "root-container [W-3]")
    #expect(result.role("0x10d32b950") == "root-shadow [W-3]")
    #expect(
      result.says(
        "The window wraps its root (iOS 13+, W-3): UITransitionView 0x10d419a10 > UIDropShadowView 0x10d32b950 > _TtGC7SwiftUI14_UIHostingView"
      ))
    #expect(result.says("2 lines ending in ` (layer)` are sublayers, not views"))
    #expect(result.says("No transition is in flight"))
    #expect(
      result.says("iOS 13 or later: UITransitionView 0x10d419a10 is the iOS 13+ root wrapper (W-3)")
    )
    #expect(result.findings.isEmpty)
  }

  @Test func d09ModuleQualifiedSubviewsOfTheHostingView() throws {
    let result = try ExplainFixtures.explain("d09")
    #expect(
      result.views.map(\.className).suffix(2) == [
        "SwiftUI._UIGraphicsView", "SwiftUI.CGDrawingView",
      ])
    #expect(result.views.suffix(2).allSatisfy { $0.role == .content && $0.parent == 3 })
    #expect(result.role("0x107a2c080") == "root-container [W-3]")
  }

  @Test func d10BaseClassAndTheAuthorsCut() throws {
    let result = try ExplainFixtures.explain("d10")
    #expect(result.views[4].baseClass == "_UIConstraintBasedLayoutHostingView")
    #expect(result.views[5].baseClass == "UICollectionView")
    #expect(result.views.count == 18)
    #expect(result.inputs[0].skipped.isEmpty)
  }

  @Test func d11PickerPresentedFullScreenByTheRootNavigation() throws {
    let result = try ExplainFixtures.explain("d11")
    let picker = try #require(result.controllers.first { $0.id == "0x18ba5c00" })
    #expect(picker.style == "fullScreen" && picker.presenter == 0)
    #expect(result.controllers[0].style == "root")
    #expect(
      result.says(
        "UINavigationController 0x191a1a70 presents UIImagePickerController 0x18ba5c00 with _UIFullscreenPresentationController: fullScreen",
        "(M-1)", "(P-2)"))
    #expect(
      result.says(
        "UIImagePickerController 0x18ba5c00 is a navigation controller with the stack PUUIAlbumListViewController, PUUIPhotosAlbumViewController",
        "PUUIPhotosAlbumViewController 0x18af1a00, appeared"))
    #expect(
      result.says(
        "UINavigationController 0x191a1a70 is a navigation controller with the stack IndexViewController, SketchViewController",
        "disappeared, its view not in the window"))
  }

  @Test func d12AndD11JoinedByAddress() throws {
    let result = try ExplainFixtures.explain("d12", "d11")
    #expect(result.role("0x1a297590") == "presentation-container [T-2]")
    let pickerView = try #require(result.view("0x1a23e180"))
    let gridView = try #require(result.view("0x17e37890"))
    #expect(pickerView.owner.map { result.controllers[$0].id } == "0x18ba5c00")
    #expect(gridView.owner.map { result.controllers[$0].id } == "0x18af1a00")
    #expect(result.role("0x1a244f50") == "navigation-container [N-1]")
    #expect(result.role("0x1922d180") == "controller-wrapper [N-2]")
    #expect(
      result.says(
        "Its view 0x191a2370 is not in the recursiveDescription: fullScreen took it out (M-1)"))
    #expect(result.says("2 of 6 controllers joined to views by address"))
    #expect(result.findings.isEmpty)
  }

  @Test func d12AloneSaysWhatTheStructureAllows() throws {
    let result = try ExplainFixtures.explain("d12")
    #expect(
      result.says(
        "UITransitionView 0x1a297590 is a presentation's container (T-2)",
        "nothing else is in the window, so the presenter's view is out of it, which is what fullScreen does (M-1)"
      ))
    #expect(result.says("3 lines ending in ` (layer)` are sublayers"))
    // The only version evidence: every address is a 32-bit one (README: 32-bit device).
    #expect(
      result.says(
        "iOS 10 or earlier: all 52 addresses fit in 32 bits (8 hex digits at most, as "
          + "0x17e37890), so a 32-bit process printed the dump, and iOS 11 and later run "
          + "64-bit apps only."))
    #expect(result.iosAtMost == 10 && result.iosAtLeast == nil)
    let grid = try #require(result.views.first { $0.className == "PUCollectionView" })
    #expect(grid.baseClass == "UICollectionView")
  }

  @Test func d13CollapsedSplitAndNavigationInsideNavigation() throws {
    let result = try ExplainFixtures.explain("d13")
    #expect(
      result.says(
        "PSSplitViewController 0x10023e680 is a split view controller (inferred from its class name) with UINavigationController; with one child it is collapsed, as in compact width (SV-1)"
      ))
    #expect(
      result.says(
        "PSUIPrefsRootController 0x101016800 is a navigation controller (inferred: its view is a UILayoutContainerView) with the stack PSUIDisplayController, PSListItemsController",
        "PSListItemsController 0x100820200, appeared"))
    #expect(result.controllers.map(\.depth) == [0, 1, 2, 2, 3, 3])
  }

  @Test func d14StateAndWindowMembershipReportedSeparately() throws {
    let result = try ExplainFixtures.explain("d14")
    #expect(result.findings.map(\.kind) == [.note, .inFlight])
    #expect(result.findings[0].addresses == ["0x1bbf3360"])
    #expect(result.findings[1].addresses == ["0x1ba1e610"])
    #expect(result.findings[1].text.contains("disappearing and its view is not in the window"))
    #expect(
      result.says("SBLockScreenViewController 0x183e5000 contains", "as child controllers (K-1)"))
  }

  @Test func d15AppearingBeforeItsViewIsInTheWindow() throws {
    let result = try ExplainFixtures.explain("d15")
    let flight = result.findings.filter { $0.kind == .inFlight }
    #expect(flight.map(\.addresses) == [["0x1ba1e610"]])
    #expect(flight[0].text.contains("is appearing and its view is not in the window yet"))
    #expect(result.says("SBLockScreenBatteryChargingViewController"))
  }

  @Test func d16FullScreenThenAPopoverFromThePresentedNavigation() throws {
    let result = try ExplainFixtures.explain("d16")
    #expect(
      result.controllers.map { $0.style ?? "-" } == [
        "root", "-", "fullScreen", "-", "-", "popover", "-", "-",
      ])
    #expect(result.controllers[5].presenter == 2)
    #expect(
      result.says(
        "PSPDFNavigationController 0x7d025000 presents UINavigationController 0x8012c5d0 with _UIFullscreenPresentationController: fullScreen",
        "the presenter is disappeared, its view not in the window"))
    #expect(
      result.says(
        "UINavigationController 0x8012c5d0 presents PSPDFNavigationController 0x7d21a800 with UIPopoverPresentationController: a popover",
        "(M-6, M-9); the presenter is appeared, its view in the window"))
  }

  @Test func d17PreIOS13RootStraightInTheWindow() throws {
    let result = try ExplainFixtures.explain("d17")
    #expect(result.role("0x7f82b1d01fd0") == "controller-view [W-2]")
    #expect(
      result.says(
        "iOS 12 or earlier: UIView 0x7f82b1d01fd0 is a root view straight in the window (W-2)"))
    #expect(result.iosAtMost == 12 && result.iosAtLeast == nil)
  }

  @Test func d18SheetContainerOfASubtreeAndNoConclusionAboutThePresenter() throws {
    let result = try ExplainFixtures.explain("d18")
    #expect(result.role("0x11f9059e0") == "presentation-container [T-2]")
    #expect(result.role("0x107eac170") == "dimming [M-4]")
    #expect(result.role("0x107ed9e70") == "sheet-card [M-4]")
    #expect(result.role("0x107ece570") == "controller-view [N-1]")
    #expect(
      result.says("starts at UITransitionView 0x11f9059e0, not at a window", "nothing is concluded")
    )
    #expect(
      result.says(
        "sheet card (0 40; 375 627)", "pageSheet or formSheet (M-4)", "cannot be told apart"))
    #expect(result.findings.isEmpty)
    // 64-bit addresses tell no version; the text-system classes are in no rule.
    #expect(result.story.first?.hasPrefix("iOS version: unknown") == true)
    #expect(result.iosAtMost == nil && result.iosAtLeast == nil)
  }

  /// A 64-bit process's addresses bound nothing: d13 (arm64, 9 digits) keeps only the
  /// `_printHierarchy` form's bound; d11, from d12's 32-bit session, gets both.
  @Test func addressWidthsBoundTheVersionOnlyWhenAllAre32Bit() throws {
    let d13 = try ExplainFixtures.explain("d13")
    #expect(d13.iosAtMost == 16)
    #expect(!d13.story.joined().contains("32 bits"))
    let d11 = try ExplainFixtures.explain("d11")
    #expect(d11.iosAtMost == 10)
    #expect(
      d11.says(
        "iOS 10 or earlier: line 1 prints the view without a colon", "the form up to iOS 16; all ",
        "addresses fit in 32 bits"))
  }

  @Test(arguments: ["d08", "d09", "d10", "d11", "d12", "d13", "d14", "d15", "d16", "d17", "d18"])
  func everyRuleCitedIsInTheRuleBook(_ name: String) throws {
    let result = try ExplainFixtures.explain(name)
    var cited = Set(result.views.compactMap(\.rule)).union(result.findings.compactMap(\.rule))
    cited.formUnion(result.story.flatMap { RuleCitations.ids(in: $0) })
    for id in cited { #expect(RuleBook.rule(id) != nil, "\(id) is cited but not in the rule book") }
    #expect(!cited.isEmpty)
  }
}
