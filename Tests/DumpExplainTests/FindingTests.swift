import DumpExplain
import DumpReader
import Testing

/// Each finding kind from a small dump that shows it, and only it.
@Suite struct FindingTests {
  private func explain(_ texts: String...) throws -> Explanation {
    Explainer.explain(try texts.enumerated().map { try DumpReader.read($1, path: "f\($0).txt") })
  }

  private let window = "<UIWindow: 0xa0; frame = (0 0; 393 852); layer = <UIWindowLayer: 0xa1>>"
  private let wrapper = """
       | <UITransitionView: 0xb0; frame = (0 0; 393 852); autoresize = W+H; layer = <CALayer: 0xb1>>
       |    | <UIDropShadowView: 0xc0; frame = (0 0; 393 852); autoresize = W+H; layer = <CALayer: 0xc1>>
       |    |    | <UIView: 0xd0; frame = (0 0; 393 852); autoresize = W+H; layer = <CALayer: 0xd1>>
    """

  @Test func anEmptyContainerOnTopIsTheAppsMistake() throws {
    let result = try explain(
      window + "\n" + wrapper
        + "\n   | <UITransitionView: 0xe0; frame = (0 0; 393 852); layer = <CALayer: 0xe1>>")
    #expect(result.findings.map(\.kind) == [.appMistake])
    #expect(result.findings[0].rule == "X-5" && result.findings[0].addresses == ["0xe0"])
  }

  @Test func anEmptyContainerBelowAnotherIsANote() throws {
    let result = try explain(
      window + "\n" + wrapper + "\n   | <UITransitionView: 0xe0; frame = (0 0; 393 852)>"
        + "\n   | <UITransitionView: 0xf0; frame = (0 0; 393 852)>\n   |    | <UIView: 0xf1; frame = (0 0; 393 852)>"
    )
    #expect(result.findings.map(\.kind) == [.note])
    #expect(result.findings[0].rule == "M-1" && result.findings[0].addresses == ["0xe0"])
  }

  @Test func appearedButNotInTheWindow() throws {
    let result = try explain("<Home 0x1>, state: appeared, view: <UIView: 0xd0> not in the window")
    #expect(result.findings.map(\.kind) == [.appMistake])
    #expect(result.findings[0].rule == "X-8")
  }

  @Test func aViewInTheWindowWhoseControllerIsGone() throws {
    let result = try explain(
      window + "\n" + wrapper, "<Home 0x1>, state: appeared, view: <UIView: 0x99>")
    #expect(result.findings.map(\.rule) == ["K-5"])
    #expect(result.findings[0].addresses == ["0xd0"])
    #expect(result.findings[0].kind == .appMistake)
  }

  @Test func aPresentationControllerTheRuleBookDoesNotKnowIsUnknown() throws {
    let result = try explain(
      """
      <Home 0x1>, state: appeared, view: <UIView: 0x2>
         + <Card 0x3>, state: appeared, view: <UIView: 0x4>, presented with: <MyApp.CardPresentationController: 0x5>
      """)
    #expect(result.findings.map(\.kind) == [.unknown])
    #expect(result.findings[0].rule == nil)
    #expect(result.controllers[1].style == nil)
  }

  @Test func aPushInFlight() throws {
    let result = try explain(
      """
      <UILayoutContainerView: 0x1; frame = (0 0; 393 852)>
         | <UINavigationTransitionView: 0x2; frame = (0 0; 393 852)>
         |    | <UIViewControllerWrapperView: 0x3; frame = (0 0; 393 852)>
         |    |    | <UIView: 0x4; frame = (-118 0; 393 852); userInteractionEnabled = NO>
         |    |    |    | <UITableView: 0x5; frame = (0 0; 393 852)>
         |    |    | <_UIParallaxDimmingView: 0x6; frame = (200 0; 393 852)>
         |    |    |    | <UIView: 0x7; frame = (0 0; 393 852)>
      """)
    #expect(result.role("0x4") == "push-in-flight [N-3]")
    #expect(result.role("0x6") == "push-in-flight [N-3]")
    #expect(result.role("0x5") == "controller-view [N-3]")
    #expect(result.findings.map(\.kind) == [.inFlight, .inFlight])
    #expect(!result.says("No transition is in flight"))
  }

  @Test func aDetachedController() throws {
    let result = try explain(
      "   + <Lost 0x1>, state: disappeared, view: (view not loaded), presented with: (null)")
    #expect(result.findings.map(\.kind) == [.note])
    #expect(result.controllers[0].style == nil)
  }

  @Test func aTabBarControllersTransitionViewIsItsContentArea() throws {
    let result = try explain(
      """
      <UILayoutContainerView: 0x1; frame = (0 0; 393 852)>
         | <UITransitionView: 0x2; frame = (0 0; 393 852); clipsToBounds = YES>
         |    | <UIViewControllerWrapperView: 0x3; frame = (0 0; 393 852)>
         |    |    | <UIView: 0x4; frame = (0 0; 393 852)>
         | <UITabBar: 0x5; frame = (0 769; 393 83)>
      """)
    #expect(result.role("0x2") == "tab-container [TB-1]")
    #expect(result.role("0x5") == "tab-bar [TB-1]")
    #expect(
      result.says(
        "UITransitionView 0x2 is a tab bar controller's content area; it shows UIView 0x4"))
  }

  @Test func theAlertWindowsContainerAndAWindowSubclass() throws {
    let result = try explain(
      """
      <_UIAlertControllerShimPresenterWindow: 0x1; frame = (0 0; 320 568)>
         | <UITransitionView: 0x2; frame = (0 0; 320 568); autoresize = H>
      """)
    #expect(result.role("0x1") == "window [W-1]")
    #expect(result.views[1].why == "the container in UIKit's alert window")
    let app = try explain("<iConsoleWindow: 0x1; baseClass = UIWindow; frame = (0 0; 320 568)>")
    #expect(app.role("0x1") == "window [W-1]")
  }
}
