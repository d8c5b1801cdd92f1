import TestSupport
import Testing

@testable import TransitionEngine

@Suite struct CustomChromeTests {
  @Test func chromeComesWithTheContainerAndTheWrapperIsTheToView() throws {
    var custom = CustomPresentation(frame: Rect(x: 0, y: 300, width: 393, height: 552))
    custom.chrome = ["DimmingView"]
    custom.wrapsPresentedView = true
    var present = Fixtures.step(
      .present(
        PresentSpec(
          controller: Fixtures.plain("Card"), from: "Root", style: .custom, custom: custom)))
    present.animator = try block([
      "containerView.addSubview(toView)", "transitionContext.completeTransition(true)",
    ])
    let timeline = plan(
      rootScene([present, Fixtures.step(.dismiss("Card", interactiveCancelled: false))]))
    let step = timeline.steps[1]
    #expect(
      step.phase("presentation will begin")?.tree.suffix(2) == [
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    DimmingView (0 0; 393 852)",
      ])
    #expect(
      step.phase("after")?.tree.suffix(4) == [
        "  UITransitionView (0 0; 393 852)", "    DimmingView (0 0; 393 852)",
        "    UIView (0 300; 393 552)", "      UIView (0 0; 393 552) <Card>",
      ])
    #expect(
      step.phase("line 10: containerView.addSubview(toView)")?.explanation.contains(
        "the UIView (the to-view)") == true)
    #expect(timeline.steps[2].phase("after")?.tree == initialTree)
  }
}

@Suite struct TransitionStyleTests {
  @Test func crossDissolveFadesTheNewViewInAndThePresenterOut() throws {
    let step = plan(
      rootScene([
        Fixtures.step(
          .present(
            PresentSpec(
              controller: Fixtures.plain("Card"), from: "Root", style: .fullScreen,
              transition: .crossDissolve)))
      ])
    ).steps[1]
    #expect(step.phase("to-view added")?.tree.last == "    UIView (0 0; 393 852) alpha = 0 <Card>")
    #expect(
      step.phase("animating")?.tree.suffix(2) == [
        "    UIView (0 0; 393 852) alpha = 0.5 <Root>",
        "    UIView (0 0; 393 852) alpha = 0.5 <Card>",
      ])
    #expect(step.phase("completed")?.tree.last == "    UIView (0 0; 393 852) <Card>")
  }
}
