import TestSupport
import Testing

@testable import TransitionEngine

/// M-6, M-17: a popover without an anchor is accepted, then raises from its presentation
/// controller's `presentationTransitionWillBegin`.
@Suite struct PopoverMissingAnchorTests {
  private let expected =
    "NSGenericException: UIPopoverPresentationController (<UIPopoverPresentationController: "
    + "Menu>) should have a non-nil sourceView or barButtonItem set before the presentation "
    + "occurs."

  private func presentMenu(from source: String = "Home") -> StepSpec {
    Fixtures.step(
      .present(PresentSpec(controller: Fixtures.plain("Menu"), from: source, style: .popover)))
  }

  private func timeline(_ steps: [StepSpec], device: String = "ipad-pro-11") -> Timeline {
    var scene = SceneSpec(title: "p", ios: 17, root: Fixtures.plain("Home"), steps: steps)
    scene.device = device
    return plan(scene)
  }

  @Test func theExceptionComesFromWillBeginAfterThePresentIsAccepted() {
    let step = timeline([presentMenu()]).steps[1]
    #expect(step.error == expected)
    #expect(step.phaseNames == ["before", "container ready", "presentation will begin", "after"])
    let ready = step.phase("container ready")
    #expect(ready?.eventLines == ["Menu.loadView()", "Menu.viewDidLoad()"])
    #expect(ready?.controller("Home")?.presented?.name == "Menu")
    #expect(
      ready?.controller("Menu")?.presentationControllerClass == "UIPopoverPresentationController")
    #expect(ready?.tree.last == "  UITransitionView (0 0; 834 1194) [containerView]")
    #expect(
      step.phase("presentation will begin")?.eventLines
        == ["Menu.presentationController.presentationTransitionWillBegin()"])
    #expect(step.phase("after")?.tree == step.phase("before")?.tree)
    #expect(step.phase("after")?.controller("Menu") == nil)
    let why = step.phases.map(\.explanation).joined()
    #expect(why.contains("decompiled iOS 26.1 UIKit [D]"))
    #expect(why.contains("prepareForPopoverPresentation(_:)"))
    #expect(
      step.phase("after")?.explanation
        == "A real app would crash here. TransitionScope shows the exception and carries on "
        + "from the state before this step, as if the present call had never been made. Give "
        + "the popover an anchor (sourceView and sourceRect, or barButtonItem) to see it on "
        + "screen.")
  }

  /// §3.1 first: a presenter that is already presenting refuses with a warning, and the
  /// missing anchor is never reached.
  @Test func aRefusedPresentNeverReachesTheAnchorCheck() {
    let sheet = Fixtures.step(
      .present(PresentSpec(controller: Fixtures.plain("Sheet"), from: "Home", style: .formSheet)))
    let step = timeline([sheet, presentMenu()]).steps[2]
    #expect(step.error == nil)
    #expect(step.warnings.first?.contains("which is already presenting") == true)
    #expect(step.allEvents == [])
  }

  /// on an iPhone the popover adapts and needs no anchor, so nothing is raised.
  @Test func anAdaptedPopoverRaisesNothing() {
    let step = timeline([presentMenu()], device: "iphone-15").steps[1]
    #expect(step.error == nil)
    #expect(step.phases.last?.controller("Home")?.presented?.name == "Menu")
  }
}
