import Testing
import Wording

/// One of each sentence of `tscope explain`'s story and findings, with sample values, and
/// checks that a sentence's rule IDs are the same in both languages.
extension PhraseTests {
  static let presenter = StateWords(state: "appeared", viewLoaded: true, inWindow: true)

  static let viewSentences: [ViewStoryWords] = [
    .window("UIWindow 0x1", frame: "(0 0; 393 852)"), .notAWindow("UIView 0x2", traced: false),
    .notAWindow("UIView 0x2", traced: true),
    .navigationView("UILayoutContainerView 0x3", shows: []),
    .navigationView("UILayoutContainerView 0x3", shows: ["UIView 0x4", "UIView 0x5"]),
    .tabContent("UITransitionView 0x6", shows: ["UIView 0x7"]), .hostingView("_UIHostingView 0x8"),
    .layers(1), .layers(2), .traced(1), .traced(3), .layoutGuides(1), .layoutGuides(2),
    .rootWrapper("UITransitionView 0x9", card: "UIDropShadowView 0xa", content: "UIView 0xb"),
    .rootWrapper("UITransitionView 0x9", card: nil, content: nil), .rootInWindow("UIView 0xc"),
    .addedToWindow("UIView 0xd"),
    .container(
      "UITransitionView 0xe", currentContext: false,
      holds: .sheet(frame: "(0 59; 393 793)", noHierarchy: true)),
    .container("UITransitionView 0xe", currentContext: true, holds: .popover),
    .container(
      "UITransitionView 0xe", currentContext: false,
      holds: .presented("UIView 0xf", below: ["UIView 0x10"], aloneInWindow: true)),
    .container("UITransitionView 0xe", currentContext: false, holds: .empty),
    .container("UITransitionView 0xe", currentContext: false, holds: .other), .noTransition,
    .depthFromIndentation(path: "dump.txt"), .skippedLines(1), .skippedLines(4),
  ]

  static let controllerSentences: [ControllerStoryWords] = [
    .joined(2, of: 3), .root("A 0x1", state: presenter),
    .navigation("Nav 0x2", inferred: true, stack: "A, B", top: ("B 0x3", presenter)),
    .navigation("Nav 0x2", inferred: false, stack: "A", top: nil),
    .tabs("Tabs 0x4", inferred: false, tabs: "A, B", selected: "A 0x5"),
    .tabs("Tabs 0x4", inferred: true, tabs: "A, B", selected: nil),
    .split("Split 0x6", inferred: false, children: "A", collapsed: true),
    .children("P 0x7", children: "C", count: 1), .everyChildOut("P 0x7", parentInWindow: false),
    .presentation(
      "A 0x1", presents: "B 0x2", with: "UIPresentationController",
      style: .fullScreen(presenter), takenOut: "0x9", fromContainer: true),
    .presentation(
      "A 0x1", presents: "B 0x2", with: "_UIOverFullscreenPresentationController",
      style: .over("overFullScreen", presenter), takenOut: nil, fromContainer: false),
    .presentation(
      "A 0x1", presents: "B 0x2", with: "_UIPageSheetPresentationController",
      style: .sheet("pageSheet", presenter), takenOut: nil, fromContainer: false),
    .presentation(
      "A 0x1", presents: "B 0x2", with: "UIPopoverPresentationController",
      style: .popover(presenter), takenOut: nil, fromContainer: false),
    .presentation(
      "A 0x1", presents: "B 0x2", with: "UIPresentationController", style: .currentContext,
      takenOut: nil, fromContainer: false),
    .presentation(
      "A 0x1", presents: "B 0x2", with: "_UIFoo", style: .unknown, takenOut: nil,
      fromContainer: false),
    .versionUnknown,
    .version(
      .between(13, 16),
      evidence: [
        .colonForm(line: 3, viewClass: "UIView"), .plainForm(line: 4, viewClass: "UIView"),
        .rootWrapper("UITransitionView 0x1"), .rootInWindow("UIView 0x2"),
        .tabContainer("_UITabContainerView 0x3"), .pageSheet("B 0x4"),
        .thirtyTwoBit(count: 9, example: "0x7a3b10"),
      ]),
    .version(.disagrees, evidence: [.rootWrapper("UITransitionView 0x1")]),
    .version(.exactly(13), evidence: [.rootWrapper("UITransitionView 0x1")]),
    .version(.orLater(13), evidence: [.rootWrapper("UITransitionView 0x1")]),
    .version(.orEarlier(12), evidence: [.rootInWindow("UIView 0x2")]),
    .version(.unknown, evidence: [.rootInWindow("UIView 0x2")]),
  ]

  static let findingSentences: [FindingWords] = [
    .reusedAddress(
      "0x1", file: "d.txt", classes: ["UIView", "UILabel"], lines: [3, 9], later: ["#12"]),
    .caughtMidWay("B 0x2", state: "appearing", inWindow: true),
    .caughtMidWay("A 0x1", state: "disappearing", inWindow: false),
    .appearedOutOfWindow("B 0x2"), .disappearedInWindow("A 0x1"), .inNoTree("C 0x3"),
    .unknownPresentation("B 0x2", with: "_UIFoo"), .emptyContainerOnTop("UITransitionView 0x4"),
    .emptyContainerBelow("UITransitionView 0x4"), .addedToWindow("UIView 0x5"),
    .ambiguousLayout("UIView 0x6", mark: "AMBIGUOUS LAYOUT"), .pushInFlight("UIView 0x7"),
    .ownerGone("UIView 0x8"),
    .presenterInContainer("A 0x1", view: "UIView 0x9", container: "UITransitionView 0xa"),
  ]

  static let roleReasons: [RoleWhyWords] = [
    .unexplained, .windowSubclass, .controllerNamed("A 0x1"), .firstLineNotWindow,
    .outgoingWrapper, .slidingWrapper(incoming: true), .slidingWrapper(incoming: false),
    .wrappedView, .edgeShadow, .pushedView, .rootCardView, .presentedView, .rootView,
    .addedToWindow, .sheetContent, .window, .rootCard, .sheetCard, .dimming, .popover,
    .layoutContainer, .navigationContent, .controllerWrapper, .parallaxDimming, .navigationBar,
    .tabBar, .toolbar, .tabContainer, .splitView, .pageViews, .hosting, .sheetDecoration,
    .rootWrapperTop, .containerTop, .tabContent, .alertContainer, .rootWrapperFirst,
    .containerInWindow, .currentContextContainer,
  ]

  static var storySamples: [any Phrase] {
    viewSentences.map { ExplainSentence.view($0) }
      + controllerSentences.map { ExplainSentence.controller($0) } + findingSentences
      + roleReasons
  }

  /// The rule IDs a text cites (`W-3`, `TB-2`, `§1.4`), in order.
  static func ruleIDs(_ text: String) -> [String] {
    var ids: [String] = []
    var current = ""
    for character in text + " " {
      if character.isASCII
        && (character.isUppercase || character.isNumber || character == "-"
          || character == "§" || character == ".")
      {
        current.append(character)
      } else if character == "§" {
        current = "§"
      } else {
        let trimmed = current.trimmingSuffix(".")
        if trimmed.contains("-") || trimmed.hasPrefix("§"),
          trimmed.contains(where: \.isNumber),
          trimmed.first?.isLetter == true || trimmed.hasPrefix("§")
        {
          ids.append(trimmed)
        }
        current = ""
      }
    }
    return ids
  }

  @Test func theStorysRuleIDsAreTheSameInBothLanguages() {
    for phrase in Self.storySamples {
      #expect(
        Self.ruleIDs(phrase.english).sorted() == Self.ruleIDs(phrase.chinese).sorted(),
        "\(phrase): the rule IDs differ")
    }
    #expect(Self.ruleIDs(ViewStoryWords.noTransition.chinese) == ["N-3"])
    #expect(Self.ruleIDs(ControllerStoryWords.joined(1, of: 2).chinese) == ["§1.4"])
  }
}

extension String {
  fileprivate func trimmingSuffix(_ suffix: Character) -> String {
    var text = self
    while text.last == suffix { text.removeLast() }
    return text
  }
}
