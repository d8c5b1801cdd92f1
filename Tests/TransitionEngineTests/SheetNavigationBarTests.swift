import TestSupport
import Testing

@testable import TransitionEngine

/// N-17: a navigation controller presented as a sheet card has a 56-pt bar at the card's top;
/// full screen it keeps the 44-pt bar below the status bar.
@Suite struct SheetNavigationBarTests {
  private func scene(style: PresentationStyle, device: String = "iphone-15", ios: Int = 17)
    -> SceneSpec
  {
    let present = PresentSpec(
      controller: Fixtures.nav("ComposeNav", ["Compose"]), from: "Inbox", style: style)
    return SceneSpec(
      title: "bar", device: device, ios: ios, root: Fixtures.nav("InboxNav", ["Inbox"]),
      steps: [Fixtures.step(.present(present))])
  }

  private func bar(of nav: String, in timeline: Timeline) -> String? {
    timeline.steps.last?.phases.last?.tree.drop { !$0.contains("<\(nav)>") }
      .first { $0.contains("UINavigationBar") }?.trimmingCharacters(in: .whitespaces)
  }

  /// N-17: the page sheet's bar is 56 pt at y = 0 of the card; full screen it is 44 pt.
  @Test func aSheetsBarIs56Points() {
    let sheet = plan(scene(style: .pageSheet))
    #expect(bar(of: "ComposeNav", in: sheet) == "UINavigationBar (0 0; 393 56)")
    #expect(
      sheet.steps[1].phases.contains {
        $0.explanation.contains("ComposeNav's UINavigationBar is 56 pt tall at the top of the card")
      })
    let full = plan(scene(style: .fullScreen))
    #expect(bar(of: "ComposeNav", in: full) == "UINavigationBar (0 59; 393 44)")
    #expect(bar(of: "InboxNav", in: sheet) == "UINavigationBar (0 59; 393 44)")
  }

  /// N-17: a form sheet on iPad gets 56 too, said to be inferred; iOS 26 says it is unknown.
  @Test func iPadIsInferredAndIOS26Unknown() {
    let pad = plan(scene(style: .formSheet, device: "ipad-pro-11"))
    #expect(bar(of: "ComposeNav", in: pad)?.hasSuffix("56)") == true)
    #expect(pad.steps[1].phases.contains { $0.explanation.contains("inferred from a 6-pt") })
    let new = plan(scene(style: .pageSheet, ios: 26))
    #expect(bar(of: "ComposeNav", in: new)?.hasSuffix("; 393 56)") == true)
    #expect(new.steps[1].phases.contains { $0.explanation.contains("not in any source (Q-26)") })
  }

  /// N-17: before iOS 13 the sheet is full screen on an iPhone (M-5): the usual bar.
  @Test func beforeIOS13TheBarIsUsual() {
    let old = plan(scene(style: .pageSheet, ios: 12))
    #expect(bar(of: "ComposeNav", in: old)?.hasSuffix("44)") == true)
  }
}
