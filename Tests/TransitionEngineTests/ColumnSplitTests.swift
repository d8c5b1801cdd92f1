import TestSupport
import Testing

@testable import TransitionEngine

/// SV-8, SV-9, SV-10: column-style splits as exact trees and events: the navigation
/// controllers UIKit creates, display modes, collapsing with and without a compact column,
/// the delegate's top column, and the iOS 26 inspector.
@Suite struct ColumnSplitTests {
  private func scene(
    _ style: SplitStyle, _ columns: [SplitColumn: ControllerSpec], top: SplitColumn? = nil,
    device: String, orientation: Orientation = .portrait, ios: Int = 17, steps: [StepAction] = []
  ) -> SceneSpec {
    ColumnFixtures.scene(
      style, columns, top: top, device: device, orientation: orientation, ios: ios, steps: steps)
  }

  private var mail: [SplitColumn: ControllerSpec] { ColumnFixtures.mail }

  /// SV-8: plain controllers get navigation controllers UIKit creates; a wide iPad window
  /// shows both columns side by side, the primary 320 pt wide.
  @Test func aDoubleColumnSplitWrapsEachColumnInANavigationController() {
    let timeline = plan(
      scene(
        .doubleColumn, [.primary: Fixtures.plain("Sidebar"), .secondary: Fixtures.plain("Detail")],
        device: "ipad-pro-11", orientation: .landscape))
    let initial = timeline.steps[0].phases[0]
    #expect(
      initial.tree == [
        "UIWindow (0 0; 1194 834)",
        "  UITransitionView (0 0; 1194 834)",
        "    UIDropShadowView (0 0; 1194 834)",
        "      _UISplitViewControllerPanelImplView (0 0; 1194 834) <Split>",
        "        _UIPanelControllerContentView (0 0; 1194 834)",
        "          UILayoutContainerView (0 0; 320 834) <Split.primary>",
        "            UINavigationTransitionView (0 0; 320 834)",
        "              UIViewControllerWrapperView (0 0; 320 834)",
        "                UIView (0 0; 320 834) <Sidebar>",
        "            UINavigationBar (0 24; 320 44)",
        "          UILayoutContainerView (320.5 0; 873.5 834) <Split.secondary>",
        "            UINavigationTransitionView (0 0; 873.5 834)",
        "              UIViewControllerWrapperView (0 0; 873.5 834)",
        "                UIView (0 0; 873.5 834) <Detail>",
        "            UINavigationBar (0 24; 873.5 44)",
      ])
    #expect(
      initial.controller("Split")?.children.map(\.name) == ["Split.primary", "Split.secondary"])
    #expect(initial.controller("Split.primary")?.className == "UINavigationController")
    #expect(initial.controller("Split.secondary")?.children.map(\.name) == ["Detail"])
    #expect(initial.explanation.contains("UIKit creates it: Split.primary for Sidebar"))
    #expect(initial.explanation.contains("is unknown [I]"))
    #expect(initial.explanation.contains("oneBesideSecondary"))
  }

  /// SV-8: the app's own navigation controller is kept; three columns tile (twoBesideSecondary)
  /// and hide(.primary) leaves two, with the primary's disappearance callbacks.
  @Test func aTripleColumnSplitTilesThreeColumnsAndHidesOne() {
    let timeline = plan(
      scene(
        .tripleColumn, mail, device: "ipad-pro-12.9", orientation: .landscape,
        steps: [.column(.primary, shown: false, split: nil)]))
    let initial = timeline.steps[0].phases[0]
    #expect(
      initial.controller("Split")?.children.map(\.name) == [
        "Split.primary", "Split.supplementary", "MessageNav",
      ])
    #expect(
      initial.tree.filter { $0.contains("<") } == [
        "      _UISplitViewControllerPanelImplView (0 0; 1366 1024) <Split>",
        "          UILayoutContainerView (0 0; 320 1024) <Split.primary>",
        "                UIView (0 0; 320 1024) <Boxes>",
        "          UILayoutContainerView (320.5 0; 320 1024) <Split.supplementary>",
        "                UIView (0 0; 320 1024) <Messages>",
        "          UILayoutContainerView (641 0; 725 1024) <MessageNav>",
        "                UIView (0 0; 725 1024) <Message>",
      ])
    #expect(initial.explanation.contains("twoBesideSecondary"))
    let hide = timeline.steps[1]
    #expect(hide.action.description == "hide(.primary) on Split")
    #expect(
      hide.phases.last?.tree.filter { $0.contains("<") } == [
        "      _UISplitViewControllerPanelImplView (0 0; 1366 1024) <Split>",
        "          UILayoutContainerView (0 0; 320 1024) <Split.supplementary>",
        "                UIView (0 0; 320 1024) <Messages>",
        "          UILayoutContainerView (320.5 0; 1045.5 1024) <MessageNav>",
        "                UIView (0 0; 1045.5 1024) <Message>",
      ])
    #expect(
      hide.allEvents.filter { $0.contains("Appear") || $0.contains("Disappear") } == [
        "Split.primary.viewWillDisappear(animated: true)",
        "Boxes.viewWillDisappear(animated: true)",
        "Split.primary.viewDidDisappear(animated: true)", "Boxes.viewDidDisappear(animated: true)",
      ])
    #expect(hide.phases.last?.explanation.contains("oneBesideSecondary") == true)
  }

  /// SV-8, SV-5 by analogy: in iPad portrait only the secondary shows; show(.primary) puts
  /// the primary over it, above it in the content view, and loads its view then.
  @Test func inPortraitAShownPrimarySlidesOverTheSecondary() {
    let timeline = plan(
      scene(
        .doubleColumn, [.primary: Fixtures.plain("Sidebar"), .secondary: Fixtures.plain("Detail")],
        device: "ipad-pro-11", steps: [.column(.primary, shown: true, split: "Split")]))
    #expect(timeline.steps[0].phases[0].owners == ["Split", "Split.secondary", "Detail"])
    let show = timeline.steps[1]
    #expect(
      show.phases.last?.tree.filter { $0.contains("<") } == [
        "      _UISplitViewControllerPanelImplView (0 0; 834 1194) <Split>",
        "          UILayoutContainerView (0 0; 834 1194) <Split.secondary>",
        "                UIView (0 0; 834 1194) <Detail>",
        "          UILayoutContainerView (0 0; 320 1194) <Split.primary>",
        "                UIView (0 0; 320 1194) <Sidebar>",
      ])
    #expect(
      show.allEvents.prefix(4) == [
        "Split.primary.loadView()", "Split.primary.viewDidLoad()", "Sidebar.loadView()",
        "Sidebar.viewDidLoad()",
      ])
    #expect(show.phases.last?.explanation.contains("oneOverSecondary") == true)
    // SV-8 [I]: a new window size returns to the default display mode.
    let rotated = plan(
      scene(
        .doubleColumn, [.primary: Fixtures.plain("Sidebar"), .secondary: Fixtures.plain("Detail")],
        device: "ipad-pro-11",
        steps: [
          .column(.primary, shown: true, split: nil), .rotate(.landscape), .rotate(.portrait),
        ])
    )
    #expect(rotated.steps[3].phases.last?.owners == ["Split", "Split.secondary", "Detail"])
  }

  /// SV-9: collapsed without a compact column, the supplementary's and the secondary's
  /// controllers join the primary's stack, the secondary on top; the columns before it never
  /// load their views. The explanation says which parts are inferred.
  @Test func collapsedWithoutACompactColumnTheSecondaryIsOnTop() {
    let timeline = plan(scene(.tripleColumn, mail, device: "iphone-15"))
    let initial = timeline.steps[0].phases[0]
    #expect(
      initial.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      _UISplitViewControllerPanelImplView (0 0; 393 852) <Split>",
        "        _UIPanelControllerContentView (0 0; 393 852)",
        "          UILayoutContainerView (0 0; 393 852) <Split.primary>",
        "            UINavigationTransitionView (0 0; 393 852)",
        "              UIViewControllerWrapperView (0 0; 393 852)",
        "                UIView (0 0; 393 852) <Message>",
        "            UINavigationBar (0 59; 393 44)",
      ])
    #expect(
      initial.controller("Split.primary")?.children.map(\.name) == ["Boxes", "Messages", "Message"])
    #expect(initial.controller("MessageNav")?.children.isEmpty == true)
    #expect(initial.controller("Boxes")?.state == .disappeared)
    #expect(!initial.eventLines.contains { $0.hasPrefix("Boxes.") || $0.hasPrefix("Messages.") })
    #expect(!initial.eventLines.contains { $0.contains("topColumnForCollapsing") })
    #expect(initial.explanation.contains("the proposed top column is the secondary [I]"))
    #expect(initial.explanation.contains("(Q-22) [I]"))
  }

  /// SV-9: a rotation round trip on a Max phone hands the controllers back to their columns,
  /// then collapses again to the launch tree.
  @Test func aRotationRoundTripHandsTheColumnsBack() {
    let timeline = plan(
      scene(
        .tripleColumn, mail, device: "iphone-15-pro-max",
        steps: [.rotate(.landscape), .rotate(.portrait)]))
    let expanded = timeline.steps[1].phases.last
    #expect(expanded?.controller("Split.primary")?.children.map(\.name) == ["Boxes"])
    #expect(expanded?.controller("Split.supplementary")?.children.map(\.name) == ["Messages"])
    #expect(expanded?.controller("MessageNav")?.children.map(\.name) == ["Message"])
    #expect(
      expanded?.owners == [
        "Split", "Split.primary", "Boxes", "Split.supplementary", "Messages", "MessageNav",
        "Message",
      ])
    #expect(timeline.steps[2].phases.last?.tree == timeline.steps[0].phases[0].tree)
  }

  /// SV-9, RENGATE: a delegate returning .primary keeps the primary on top; its answer is an
  /// event of the split's delegate.
  @Test func theDelegateCanKeepThePrimaryOnTop() {
    let timeline = plan(scene(.tripleColumn, mail, top: .primary, device: "iphone-15"))
    let initial = timeline.steps[0].phases[0]
    #expect(
      initial.eventLines.contains(
        "Split.delegate.splitViewController(_:topColumnForCollapsingToProposedTopColumn: "
          + ".secondary) -> .primary"))
    #expect(initial.controller("Split.primary")?.children.map(\.name) == ["Boxes"])
    #expect(initial.owners == ["Split", "Split.primary", "Boxes"])
  }

  /// SV-9: with a compact column, that column is what shows collapsed; nothing moves and the
  /// other columns' views do not load. SV-8: UIKit wraps no navigation controller around the
  /// compact column's controller.
  @Test func aCompactColumnIsWhatShowsCollapsed() {
    var columns = mail
    columns[.compact] = Fixtures.plain("Phone")
    let timeline = plan(
      scene(.tripleColumn, columns, device: "iphone-15-pro-max", steps: [.rotate(.landscape)]))
    let initial = timeline.steps[0].phases[0]
    #expect(initial.owners == ["Split", "Phone"])
    #expect(initial.controller("Split.compact") == nil)
    #expect(initial.controller("Split")?.children.map(\.name).contains("Phone") == true)
    #expect(initial.controller("Split.primary")?.children.map(\.name) == ["Boxes"])
    #expect(!initial.eventLines.contains { $0.hasPrefix("Boxes.") || $0.hasPrefix("Message") })
    #expect(initial.explanation.contains("shows its compact column, Phone"))
    #expect(initial.explanation.contains("so Phone stands in it as it is (SV-8)"))
    let expanded = timeline.steps[1]
    #expect(
      expanded.phases.last?.owners == [
        "Split", "Split.primary", "Boxes", "Split.supplementary", "Messages", "MessageNav",
        "Message",
      ])
    #expect(expanded.allEvents.contains("Phone.viewDidDisappear(animated: true)"))
  }

  /// column calls the sources do not describe are refused, not guessed.
  @Test func unknownColumnCallsAreRefused() {
    let timeline = plan(
      scene(
        .tripleColumn, mail, device: "iphone-15",
        steps: [.column(.primary, shown: true, split: nil)]))
    #expect(
      timeline.steps[1].warnings.first?.hasPrefix("Split is collapsed: what show(.primary)") == true
    )
  }

  /// S-3 inside a column: show from a column's controller pushes onto that column's
  /// navigation controller; showDetail reaching the split is refused.
  @Test func showPushesInItsColumnAndShowDetailIsRefused() {
    let timeline = plan(
      scene(
        .tripleColumn, mail, device: "ipad-pro-12.9", orientation: .landscape,
        steps: [
          .show(Fixtures.plain("Thread"), from: "Message"),
          .showDetail(Fixtures.plain("Other"), from: "Thread"),
        ]))
    #expect(
      timeline.steps[1].phases.last?.controller("MessageNav")?.children.map(\.name) == [
        "Message", "Thread",
      ])
    #expect(
      timeline.steps[2].warnings.first?.hasPrefix(
        "showDetailViewController on the column-style split Split is not modelled") == true)
    #expect(timeline.steps[2].phases.last?.owners == timeline.steps[1].phases.last?.owners)
  }

  /// SV-9: a split that collapsed before its view ever loaded (an unselected tab when the
  /// width turned compact) shows the collapsed stack when it first appears, and says so.
  @Test func aSplitCollapsedBeforeItLoadedShowsTheCollapsedStack() {
    let split = ControllerSpec(
      name: "Split", kind: .columnSplit(ColumnSplitSpec(style: .tripleColumn, columns: mail)))
    let timeline = plan(
      SceneSpec(
        title: "late", device: "ipad-pro-11",
        root: ControllerSpec(
          name: "Tabs", kind: .tab(tabs: [Fixtures.plain("Home"), split], selected: .index(0))),
        steps: [Fixtures.step(.device("iphone-15")), Fixtures.step(.select(.index(1), tab: nil))]))
    let selected = timeline.steps[2].phases.last
    #expect(
      selected?.controller("Split.primary")?.children.map(\.name) == [
        "Boxes", "Messages", "Message",
      ])
    #expect(selected?.owners.suffix(3) == ["Split", "Split.primary", "Message"])
    #expect(
      timeline.steps[2].phases.contains {
        $0.explanation.contains("it was collapsed already, before its view loaded (SV-9)")
      })
  }
}
