import TestSupport
import Testing

@testable import TransitionEngine

/// M-21: a system controller's class chooses its own presentation: the share sheet is a
/// popover in regular width and raises without an anchor; other system classes say their
/// own choice is not modelled.
@Suite struct SystemControllerTests {
  private func timeline(
    className: String, anchor: PopoverAnchor? = nil, device: String = "ipad-pro-11"
  ) -> Timeline {
    var options = ControllerOptions()
    options.className = className
    var present = PresentSpec(controller: Fixtures.plain("Share", options), from: "Home")
    present.anchor = anchor
    var scene = SceneSpec(
      title: "s", ios: 17, root: Fixtures.plain("Home"), steps: [Fixtures.step(.present(present))])
    scene.device = device
    return plan(scene)
  }

  @Test func aShareSheetWithoutAnAnchorRaisesOnAnIPad() {
    let step = timeline(className: "UIActivityViewController").steps[1]
    #expect(
      step.error
        == "NSGenericException: Your application has presented a UIActivityViewController "
        + "(<UIActivityViewController: Share>). In its current trait environment, the "
        + "modalPresentationStyle of a UIActivityViewController with this style is "
        + "UIModalPresentationPopover. You must provide location information for this popover "
        + "through the view controller's popoverPresentationController. You must provide "
        + "either a sourceView and sourceRect or a barButtonItem.  If this information is not "
        + "known when you present the view controller, you may provide it in the "
        + "UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.")
    #expect(step.phaseNames == ["before", "container ready", "presentation will begin", "after"])
    #expect(
      step.phase("container ready")?.controller("Share")?.presentationControllerClass
        == "UIPopoverPresentationController")
    #expect(step.phase("after")?.tree == step.phase("before")?.tree)
    #expect(step.phase("container ready")?.explanation.contains("(M-21, M-17)") == true)
  }

  @Test func aShareSheetWithAnAnchorIsAPopover() {
    let step = timeline(
      className: "UIActivityViewController", anchor: .sourceView("Home", rect: nil)
    ).steps[1]
    #expect(step.error == nil)
    let after = step.phase("after")
    #expect(
      after?.controller("Share")?.presentationControllerClass == "UIPopoverPresentationController")
    #expect(after?.tree.contains { $0.contains("_UIPopoverView") } == true)
  }

  /// In compact width the app's style stands: .automatic is a page sheet on iOS 17.
  @Test func aShareSheetOnAnIPhoneIsASheet() {
    let step = timeline(className: "UIActivityViewController", device: "iphone-15").steps[1]
    #expect(step.error == nil)
    #expect(
      step.phase("after")?.controller("Share")?.presentationControllerClass
        == PresentationRules.controllerClass(.pageSheet, ios: 17))
    #expect(
      step.phase("container ready")?.explanation.contains(
        "in regular width it would be a popover (M-21)") == true)
  }

  /// M-21 [I]: a class whose own choice is not modelled says so.
  @Test func anotherSystemClassSaysItsChoiceIsNotModelled() {
    let step = timeline(className: "UIImagePickerController").steps[1]
    let ready = step.phase("container ready")?.explanation ?? ""
    #expect(ready.contains("that choice is not modelled"))
    #expect(ready.contains("camera picker stays full screen"))
    #expect(step.phase("after")?.controller("Share")?.presented == nil)
  }
}
