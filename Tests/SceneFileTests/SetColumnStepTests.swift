import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// SV-8, SV-9: `setViewController: V` with `column:` on a column-style split. The secondary
/// column pushes a non-navigation controller onto its stack (Apple's reply, SV-8); the other
/// columns' stacks become V alone [I]; collapsed, the secondary's push lands on the primary's
/// stack and goes back on expanding [I: Q-22].
@Suite struct SetColumnStepTests {
  private func steps(device: String, _ text: String) throws -> [Step] {
    let yaml =
      "title: t\ndevice: \(device)\nios: 17\nroot:\n  split: Mail\n  style: doubleColumn\n"
      + "  primary: Boxes\n  secondary: Message\nsteps:\n" + text
    return plan(try SwiftSceneLoader.parse(yaml, path: "s.yaml")).steps
  }

  private func stack(_ step: Step, _ nav: String) -> [String]? {
    step.phases.last?.controller(nav)?.children.map(\.name)
  }

  /// Expanded: Reply is pushed onto the secondary's navigation controller without animation,
  /// Message stays below it [SV-8; I: not animated].
  @Test func theSecondaryColumnPushesOntoItsStack() throws {
    let step = try steps(
      device: "ipad-pro-11", "  - setViewController: Reply\n    column: secondary\n")[1]
    #expect(step.action.description == "setViewController(Reply, for: .secondary) on Mail")
    #expect(stack(step, "Mail.secondary") == ["Message", "Reply"])
    #expect(step.phaseNames == ["before", "completed", "after"])
    #expect(
      step.allEvents == [
        "Reply.willMove(toParent: Mail.secondary)", "Reply.loadView()", "Reply.viewDidLoad()",
        "Message.viewWillDisappear(animated: false)", "Reply.viewWillAppear(animated: false)",
        "Reply.viewIsAppearing(animated: false)", "Reply.viewWillLayoutSubviews()",
        "Reply.viewDidLayoutSubviews()", "Message.viewDidDisappear(animated: false)",
        "Reply.viewDidAppear(animated: false)", "Reply.didMove(toParent: Mail.secondary)",
      ])
    #expect(step.phases[1].explanation.contains("UIKit pushes it onto that stack"))
    #expect(step.phases[1].explanation.contains("(SV-8)"))
    #expect(step.phases[1].explanation.contains("shown without animation [I]"))
  }

  /// Collapsed on an iPhone: the push lands on the primary's stack, then goes back to the
  /// secondary column with Message when the split expands (SV-9 [I]).
  @Test func collapsedThePushLandsOnThePrimaryAndGoesBack() throws {
    let all = try steps(
      device: "iphone-15-pro-max",
      "  - setViewController: Reply\n    column: secondary\n  - rotate: landscape\n")
    #expect(stack(all[1], "Mail.primary") == ["Boxes", "Message", "Reply"])
    #expect(all[1].phases.last?.owners.suffix(1) == ["Reply"])
    #expect(all[1].phases[1].explanation.contains("Mail is collapsed"))
    #expect(stack(all[2], "Mail.primary") == ["Boxes"])
    #expect(stack(all[2], "Mail.secondary") == ["Message", "Reply"])
  }

  /// The primary column: the sources are silent; its stack becomes Folders alone [I]. In
  /// iPad portrait the primary column is off screen (SV-5), so no appearance callbacks.
  @Test func anotherColumnsStackBecomesTheControllerAlone() throws {
    let step = try steps(
      device: "ipad-pro-11", "  - setViewController: Folders\n    column: primary\n")[1]
    #expect(stack(step, "Mail.primary") == ["Folders"])
    #expect(
      step.allEvents == [
        "Folders.willMove(toParent: Mail.primary)", "Boxes.willMove(toParent: nil)",
        "Folders.didMove(toParent: Mail.primary)", "Boxes.didMove(toParent: nil)",
      ])
    #expect(step.phases[1].explanation.contains("for the other columns the sources do not say"))
  }

  @Test func refusalsSayWhy() throws {
    let supplementary = try steps(
      device: "ipad-pro-11", "  - setViewController: X\n    column: supplementary\n")[1]
    #expect(
      supplementary.warnings == [
        "setViewController(X, for: .supplementary): the .supplementary column takes effect "
          + "only in a .tripleColumn split (SV-8); nothing changes"
      ])
    let nav = try steps(
      device: "ipad-pro-11",
      "  - setViewController: { navigation: N, stack: [X] }\n    column: secondary\n")[1]
    #expect(nav.warnings.first?.contains("not model it (Q-22)") == true)
    #expect(stack(nav, "Mail.secondary") == ["Message"])
  }

  /// A classic split has no setViewController(_:for:) (SV-8): refused, nothing changes.
  @Test func aClassicSplitRefuses() throws {
    let yaml =
      "title: t\ndevice: ipad-pro-11\nroot:\n  split: S\n  primary: A\n  secondary: B\n"
      + "steps:\n  - setViewController: C\n    column: secondary\n    on: S\n"
    let step = plan(try SwiftSceneLoader.parse(yaml, path: "s.yaml")).steps[1]
    #expect(
      step.warnings == [
        "S is not a column-style split: setViewController(_:for:) does not apply to a classic "
          + "split, which uses viewControllers (SV-8)"
      ])
    #expect(step.allEvents.isEmpty)
  }

  @Test func misuseIsLocated() {
    let head =
      "title: t\nroot:\n  split: Mail\n  style: doubleColumn\n  primary: A\n  secondary: B\n"
      + "steps:\n"
    #expect(
      errorLine(head + "  - setViewController: C\n")
        == "s.yaml:8:5: error: missing required key 'column' in 'setViewController' step")
    #expect(
      errorLine(head + "  - setViewController: C\n    column: middle\n").hasPrefix(
        "s.yaml:9:13: error: "))
    let classic = "title: t\nroot:\n  split: S\n  primary: A\n  secondary: B\nsteps:\n"
    #expect(
      errorLine(classic + "  - setViewController: C\n    column: secondary\n    on: A\n")
        .hasPrefix("s.yaml:9:9: error: "))
  }
}
