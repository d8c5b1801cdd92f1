import Testing
import TransitionEngine

@testable import SceneText

/// Steps written as scene-file YAML (`StepWriter`, `YAMLText`): every step kind, and strings
/// plain only where YAML reads them back as the same string.
@Suite struct SceneWriterTests {
  @Test func theAddedStepsAreWrittenInTheSceneFormat() {
    var options = ControllerOptions()
    options.views = ["UILabel", "UIButton"]
    let push = StepSpec(
      action: .push(ControllerSpec(name: "Pushed1", options: options), on: "Nav"),
      note: "Added from the action menu.")
    var rotate = StepSpec(action: .rotate(.landscape))
    rotate.animated = false
    #expect(
      StepWriter.items([push, rotate])
        == """
          - push: {vc: Pushed1, views: [UILabel, UIButton]}
            on: Nav
            note: "Added from the action menu."
          - rotate: landscape
            animated: false

        """)
  }

  @Test func everyStepKindIsWritten() throws {
    var custom = PresentSpec(
      controller: ControllerSpec(name: "P"), from: "Nav", style: .custom,
      custom: CustomPresentation(frame: Rect(x: 20, y: 100, width: 353, height: 400.5)))
    custom.custom?.chrome = ["DimmingView"]
    custom.custom?.wrapsPresentedView = true
    var sheet = PresentSpec(
      controller: ControllerSpec(
        name: "Sheet", kind: .navigation(stack: [ControllerSpec(name: "Top", isBareName: true)])),
      from: "Nav", style: .pageSheet)
    sheet.sheet = SheetConfiguration(
      detents: [.medium, .custom(name: "small", height: 120)], selected: "small",
      grabber: true)
    let line = CodeSourceLine(
      text: "  Child.removeFromParent() // gone", location: SourceLocation(line: 1, column: 1))
    let code = try CodeParser.parse([line], kind: .code)
    var segue = StepSpec(action: .segue(ControllerSpec(name: "Next"), from: "Nav", kind: .custom))
    segue.perform = code
    var push = StepSpec(action: .push(ControllerSpec(name: "on"), on: nil), animated: false)
    push.interruptedByPop = true
    let completes = CodeSourceLine(
      text: "transitionContext.completeTransition(true);", location: line.location)
    push.animator = try CodeParser.parse([completes], kind: .animator)
    #expect(
      StepWriter.items([
        StepSpec(action: .present(custom)), StepSpec(action: .present(sheet)),
        StepSpec(action: .code(code)), segue, push,
        StepSpec(action: .select(.name("12"), tab: "Tabs")),
        StepSpec(action: .detent("small", on: "Sheet", interactive: true), note: "a\nb"),
      ])
        == """
          - present: P
            from: Nav
            style: custom
            custom: {frame: [20, 100, 353, 400.5], removesPresentersView: false, \
        presentsInFullscreen: true, chrome: [DimmingView], presentedView: wrapper}
          - present: {navigation: Sheet, stack: [Top]}
            from: Nav
            style: pageSheet
            sheet: {detents: [medium, {custom: small, height: 120}], selected: small, \
        grabber: true, edgeAttachedInCompactHeight: false}
          - code: |
              Child.removeFromParent()
          - segue: Next
            from: Nav
            kind: custom
            perform: |
              Child.removeFromParent()
          - push: "on"
            interrupted: true
            animated: false
            animator: |
              transitionContext.completeTransition(true)
          - select: "12"
            tab: Tabs
          - detent: small
            on: Sheet
            interactive: true
            note: "a\\nb"

        """)
  }

  @Test func stringsArePlainOnlyWhereYAMLReadsThemBack() {
    #expect(YAMLText.scalar("Nav") == "Nav")
    #expect(YAMLText.scalar("_UIView.Sub-1") == "_UIView.Sub-1")
    for text in ["null", "True", "on", "12", "-1", "a b", "x: y", "#c", ""] {
      #expect(YAMLText.scalar(text) == JSONWriter.quote(text), "\(text)")
    }
    #expect(YAMLText.quoted("a\u{2028}b\u{1B}\u{85}") == "\"a\\u2028b\\u001b\\u0085\"")
  }
}
