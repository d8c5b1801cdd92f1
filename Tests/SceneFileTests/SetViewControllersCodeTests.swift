import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// N-16 in the app's own code: `N.setViewControllers([A, B], animated:)` and
/// `N.viewControllers = [A, B]` in a `code` step or a segue's `perform` run through the same
/// engine path as the `setViewControllers:` step.
@Suite struct SetViewControllersCodeTests {
  private let head = "title: t\nroot:\n  navigation: Nav\n  stack: [A, B, C]\nsteps:\n"

  private func steps(_ text: String) throws -> [Step] {
    plan(try SwiftSceneLoader.parse(head + text, path: "s.yaml")).steps
  }

  /// The code line and the step give the same callbacks and the same final stack.
  @Test func aCodeLineEqualsTheStep() throws {
    let code = try steps("  - code: |\n      Nav.setViewControllers([A, D], animated: true)\n")[1]
    let step = try steps("  - setViewControllers: [A, D]\n")[1]
    #expect(code.allEvents == step.allEvents)
    #expect(
      code.allEvents == [
        "B.willMove(toParent: nil)", "B.didMove(toParent: nil)", "D.willMove(toParent: Nav)",
        "D.loadView()", "D.viewDidLoad()", "C.viewWillDisappear(animated: true)",
        "D.viewWillAppear(animated: true)", "D.viewIsAppearing(animated: true)",
        "D.viewWillLayoutSubviews()", "D.viewDidLayoutSubviews()",
        "C.viewDidDisappear(animated: true)", "D.viewDidAppear(animated: true)",
        "D.didMove(toParent: Nav)", "C.willMove(toParent: nil)", "C.didMove(toParent: nil)",
      ])
    #expect(code.phases.last?.controller("Nav")?.children.map(\.name) == ["A", "D"])
    #expect(
      code.phaseNames == [
        "before", "push: container ready", "push: to-view added", "push: animating",
        "push: completed", "push: after", "after",
      ])
    #expect(
      code.phases[1].explanation.hasPrefix(
        "Line 7, `Nav.setViewControllers([A, D], animated: true)`: setViewControllers first"))
  }

  /// `viewControllers =` is the form without animation (N-16): a pop to A here.
  @Test func assigningViewControllersIsTheFormWithoutAnimation() throws {
    let code = try steps("  - code: |\n      Nav.viewControllers = [A]\n")[1]
    #expect(code.phaseNames == ["before", "pop: completed", "pop: after", "after"])
    #expect(
      code.allEvents.filter { $0.contains("ppear") } == [
        "C.viewWillDisappear(animated: false)", "A.viewWillAppear(animated: false)",
        "A.viewIsAppearing(animated: false)", "C.viewDidDisappear(animated: false)",
        "A.viewDidAppear(animated: false)",
      ])
    #expect(code.phases.last?.controller("Nav")?.children.map(\.name) == ["A"])
    #expect(code.phases.last?.owners == ["Nav", "A"])
  }

  /// A segue's perform block: the old top stays below the destination, so it is a push.
  @Test func aPerformBlockKeepsTheSourceBelow() throws {
    let segue = try steps(
      "  - segue: E\n    from: C\n    kind: custom\n    perform: |\n"
        + "      source.parent.setViewControllers([source, destination], animated: false)\n")[1]
    #expect(segue.phases.last?.controller("Nav")?.children.map(\.name) == ["C", "E"])
    #expect(segue.allEvents.contains("A.willMove(toParent: nil)"))
    #expect(!segue.allEvents.contains("C.willMove(toParent: nil)"))
    let after = try #require(segue.phase("push: after"))
    #expect(after.explanation.contains("C stays in the stack below it"))
    #expect(after.explanation.hasSuffix("The stack is exactly C and E (N-16)."))
  }

  @Test func misuseIsLocated() {
    let code = "  - code: |\n      "
    #expect(
      errorLine(head + code + "Nav.setViewControllers(A, animated: true)\n")
        == "s.yaml:7:30: error: expected a list of view controllers here, as in '[A, B]'")
    #expect(
      errorLine(head + code + "Nav.setViewControllers([A, A])\n")
        == "s.yaml:7:34: error: 'A' is listed twice; a stack holds each controller once")
    #expect(
      errorLine(head + code + "Nav.viewControllers = []\n")
        == "s.yaml:7:29: error: the new stack needs at least one view controller")
    #expect(
      errorLine(head + code + "Nav.viewControllers = [A, [B]]\n")
        == "s.yaml:7:33: error: unexpected '[' here")
    #expect(
      errorLine(head + code + "Nav.viewControllers = [A] B\n")
        == "s.yaml:7:33: error: unexpected 'B' after the value")
    #expect(
      errorLine(head + code + "Nav.setViewControllers([A, Bee])\n")
        == "parsed")
  }
}
