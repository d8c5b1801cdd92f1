import TestSupport
import Testing

@testable import TransitionEngine

/// A navigation app (`Nav` > `Home`) presenting the action sheet `Sheet` from `Home`.
private func actionSheet(
  device: String = "iphone-15", ios: Int = 17, anchor: PopoverAnchor? = nil,
  _ more: [StepSpec] = []
) -> Timeline {
  var present = PresentSpec(controller: Fixtures.plain("Sheet"), from: "Home", style: .actionSheet)
  present.anchor = anchor
  var scene = SceneSpec(
    title: "action sheet", ios: ios, root: Fixtures.nav("Nav", ["Home"]),
    steps: [Fixtures.step(.present(present))] + more)
  scene.device = device
  return plan(scene)
}

private let expectedException =
  "NSGenericException: Your application has presented a UIAlertController "
  + "(<UIAlertController: Sheet>) of style UIAlertControllerStyleActionSheet from "
  + "UINavigationController (<UINavigationController: Nav>). The modalPresentationStyle of a "
  + "UIAlertController with this style is UIModalPresentationPopover. You must provide location "
  + "information for this popover through the alert controller's popoverPresentationController. "
  + "You must provide either a sourceView and sourceRect or a barButtonItem.  If this "
  + "information is not known when you present the alert controller, you may provide it in the "
  + "UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."

@Suite struct ActionSheetTests {
  /// M-19: an iPad action sheet with no anchor is accepted (container, links), then
  /// presentationTransitionWillBegin raises; the program carries on from the state before.
  @Test func anIPadActionSheetWithoutAnAnchorRaisesAfterPresentIsAccepted() {
    let timeline = actionSheet(device: "ipad-pro-11")
    let step = timeline.steps[1]
    #expect(step.error == expectedException)
    #expect(step.phaseNames == ["before", "container ready", "presentation will begin", "after"])
    #expect(
      step.phase("container ready")?.controller("Sheet")?.presentationControllerClass
        == "_UIAlertControllerActionSheetRegularPresentationController")
    #expect(
      step.phase("container ready")?.tree.last
        == "  UITransitionView (0 0; 834 1194) [containerView]")
    #expect(
      step.phase("presentation will begin")?.eventLines
        == ["Sheet.presentationController.presentationTransitionWillBegin()"])
    #expect(step.phase("after")?.tree == step.phase("before")?.tree)
    #expect(step.phase("after")?.controller("Sheet") == nil)
    #expect(step.phases.map(\.explanation).joined().contains("M-19"))
    #expect(
      step.phase("after")?.explanation
        == "A real app would crash here. TransitionScope shows the exception and carries on "
        + "from the state before this step, as if the present call had never been made. Give "
        + "the action sheet an anchor (sourceView and sourceRect, or barButtonItem) to see it "
        + "as a popover.")
  }

  /// M-19 (iOS 26 design): an iPhone action sheet with an anchor is a popover of the regular
  /// controller, and it does not adapt to the compact one.
  @Test func iOS26MakesTheIPhoneActionSheetAPopover() {
    let step = actionSheet(ios: 26, anchor: .sourceItem(.barButtonItem(.rightBarButtonItem)))
      .steps[1]
    let after = step.phases.last
    #expect(
      after?.controller("Sheet")?.presentationControllerClass
        == "_UIAlertControllerActionSheetRegularPresentationController")
    #expect(after?.tree.contains { $0.hasPrefix("    _UIPopoverView (") } == true)
    // iOS 18 on the same phone: the compact controller, no popover.
    let old = actionSheet(ios: 18, anchor: .sourceItem(.barButtonItem(.rightBarButtonItem)))
    #expect(
      old.steps[1].phases.last?.controller("Sheet")?.presentationControllerClass
        == "_UIAlertControllerActionSheetCompactPresentationController")
  }

  /// Q-29 pinned: an iOS 26 iPhone action sheet with no anchor is centred by the alert
  /// presentation controller, not an exception; the explanation says that sources differ and
  /// that the answer is derived from decompiled code.
  @Test func q29AnAnchorlessIOS26IPhoneActionSheetIsCentredLikeAnAlert() {
    let step = actionSheet(ios: 26).steps[1]
    #expect(step.error == nil)
    #expect(
      step.phases.last?.controller("Sheet")?.presentationControllerClass
        == "_UIAlertControllerAlertPresentationController")
    #expect(
      step.phases.last?.tree.suffix(2) == [
        "    UIDimmingView (0 0; 393 852)",
        "    _UIAlertControllerPhoneTVMacView (0 0; 393 852) <Sheet>",
      ])
    let why = step.phases.map(\.explanation).joined()
    #expect(why.contains("Sources differ here (Q-29)"))
    #expect(why.contains("derived from decompiled iOS 26.1 UIKit [D]"))
    // The iPad keeps the exception on iOS 26 (M-19).
    #expect(actionSheet(device: "ipad-pro-11", ios: 26).steps[1].error == expectedException)
  }

  /// M-19, A-1: in a compact-width iPad window the regular controller hands over to the
  /// compact one, and back; no adaptive-delegate call (M-18).
  @Test func aNarrowIPadWindowHandsOverToTheCompactController() {
    let anchor = PopoverAnchor.sourceView("Home", rect: nil)
    let timeline = actionSheet(
      device: "ipad-pro-11", anchor: anchor,
      [Fixtures.step(.multitasking(.oneThird)), Fixtures.step(.multitasking(.full))])
    let narrow = timeline.steps[2].phases.last
    #expect(
      narrow?.controller("Sheet")?.presentationControllerClass
        == "_UIAlertControllerActionSheetCompactPresentationController")
    #expect(
      narrow?.tree.suffix(2) == [
        "    UIDimmingView (0 0; 320 1194)",
        "    _UIAlertControllerPhoneTVMacView (0 0; 320 1194) <Sheet>",
      ])
    #expect(!timeline.steps[2].allEvents.contains { $0.contains("willPresentWithAdaptiveStyle") })
    let wide = timeline.steps[3].phases.last
    #expect(
      wide?.controller("Sheet")?.presentationControllerClass
        == "_UIAlertControllerActionSheetRegularPresentationController")
  }
}

@Suite struct PopoverAnchorTests {
  /// M-17: a barButtonItem anchor points at the item in the presenter's navigation bar.
  @Test func aBarButtonItemAnchor() {
    var options = ControllerOptions()
    options.preferredContentSize = Size(width: 320, height: 300)
    var present = PresentSpec(
      controller: Fixtures.plain("Filters", options), from: "Home", style: .popover)
    present.anchor = .barButtonItem(.leftBarButtonItem)
    var scene = SceneSpec(
      title: "bar", root: Fixtures.nav("Nav", ["Home"]), steps: [Fixtures.step(.present(present))])
    scene.device = "ipad-pro-11"
    let after = plan(scene).steps[1].phases.last
    // The bar is (0 24; 834 44): the item is 44 pt wide from x 8, so the popover's centre
    // would be at 30 → clamped 10 pt from the edge; 13 pt below the bar.
    #expect(after?.tree.contains("    _UIPopoverView (10 81; 320 300)") == true)
  }

  /// M-17: a bar button item no bar shows leaves the place unknown: centred, and said so.
  @Test func aBarButtonItemWithoutABarIsCentred() {
    let present = {
      var spec = PresentSpec(controller: Fixtures.plain("Filters"), from: "Root", style: .popover)
      spec.anchor = .barButtonItem(.rightBarButtonItem)
      return spec
    }()
    var scene = SceneSpec(
      title: "no bar", root: Fixtures.plain("Root"), steps: [Fixtures.step(.present(present))])
    scene.device = "ipad-pro-11"
    let step = plan(scene).steps[1]
    #expect(step.phases.last?.tree.contains("    _UIPopoverView (257 357; 320 480)") == true)
    #expect(
      step.phases.map(\.explanation).joined().contains("is unknown; TransitionScope centres it"))
  }
}
