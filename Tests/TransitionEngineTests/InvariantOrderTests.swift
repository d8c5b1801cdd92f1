import TestSupport
import Testing

@testable import TransitionEngine

/// `tscope check` prints the checker's messages as they come, so their order must not depend
/// on a dictionary's order, which changes from one process to the next.
@Suite struct InvariantOrderTests {
  /// A window holding two views each of six controllers the controller tree does not know.
  static let phase: Phase = {
    let names = ["Feed", "Alpha", "Zed", "Mid", "Beta", "Omega"]
    var next = 1
    func view(_ owner: String) -> ViewNode {
      next += 1
      return ViewNode(
        id: ViewID(next), className: "UIView", frame: .zero, owner: owner)
    }
    let views = names.flatMap { [view($0), view($0)] }
    let window = ViewNode(id: ViewID(1), className: "UIWindow", frame: .zero, subviews: views)
    let root = ControllerNode(
      id: "Root", className: "UIViewController", kind: .plain, state: .appeared, inWindow: false,
      viewClassName: "UIView", children: [], presented: nil, presentationControllerClass: nil)
    return Phase(
      kind: .after, window: window, controllers: root, events: [],
      environment: TimelineBuilder.fallbackEnvironment, explanation: "")
  }()

  @Test func messagesFollowTheWindowOrder() {
    let owners = ["Feed", "Alpha", "Zed", "Mid", "Beta", "Omega"]
    let expected =
      owners.map { "\($0) owns 2 views in the window" }
      + owners.map { "\($0)'s view is in the window but \($0) is not in the controller tree" }
      + ["Root is appeared at rest (expected disappeared)"]
    #expect(InvariantChecker.violations(in: Self.phase) == expected)
  }
}
