import Testing
import TransitionEngine

/// gen-2611-3186: a navigation controller given a child by hand (N-2) shows that child at
/// its next layout; the controller presented in the context of the child it covered (M-2)
/// leaves the window without callbacks, and the mark of the hand-changed stack covers it.
@Suite struct HandChangedStackContextTests {
  @Test func aContextPresentationInAHandChangedStackIsMarked() throws {
    let steps = try regressionTimeline("hand-changed-stack-drops-a-context-presentation").steps
    let after = try #require(steps[3].phases.last)
    #expect(
      after.events.map(\.description) == [
        "Master.willMove(toParent: nil)", "Next.willMove(toParent: Split)", "Next.loadView()",
        "Next.viewDidLoad()", "Extra.loadView()", "Extra.viewDidLoad()",
        "Master.didMove(toParent: nil)", "Next.didMove(toParent: Split)",
      ])
    let sheet = after.controllers.flattened().first { $0.name == "Sheet" }
    #expect(sheet?.state == .appeared)
    #expect(sheet?.inWindow == false)
    #expect(after.appMistakes.contains(.containerContent("Nav")))
    #expect(after.appMistakes.contains(.appearanceOutOfStep("Sheet")))
  }

  /// gen-2468-40358: the same stack drops the tab bar controller it held at the layout a tab
  /// switch inside it brings; the tab's children have just heard their appear callbacks.
  @Test func aTabSwitchInsideAHandChangedStackLosesItsView() throws {
    let steps = try regressionTimeline("hand-changed-stack-drops-a-tab-it-held").steps
    let after = try #require(steps[2].phases.last)
    #expect(
      after.events.map(\.description).suffix(3) == [
        "First.viewDidDisappear(animated: false)", "Inner.viewDidAppear(animated: false)",
        "Leaf.viewDidAppear(animated: false)",
      ])
    let nodes = after.controllers.flattened()
    for name in ["Tabs", "Inner", "Leaf"] {
      let node = nodes.first { $0.name == name }
      #expect(node?.inWindow == false && node?.state == .appeared, "\(name)")
      #expect(after.appMistakes.contains(.appearanceOutOfStep(name)), "\(name)")
    }
    #expect(nodes.first { $0.name == "Extra" }?.inWindow == true)
    #expect(
      after.explanation.hasSuffix(
        "Root, whose children the app's code changed by hand, takes Tabs's view out of the "
          + "window at its layout with no appearance callbacks for that (N-2, TB-2) [I]; Tabs, "
          + "Inner and Leaf keep the states their last callbacks gave them."))
  }
}
