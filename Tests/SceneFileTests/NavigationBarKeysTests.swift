import SceneFile
import SceneText
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// The scene words of N-20–N-23 and M-23 (the bars, `popTo`, `search`) and `window`: read,
/// written back, refused with located errors, and the `code` lines that equal the steps.
@Suite struct NavigationBarKeysTests {
  private let scene = """
    title: t
    root:
      navigation: Nav
      navigationBarHidden: true
      toolbarHidden: false
      prefersLargeTitles: true
      stack:
        - vc: List
          largeTitleDisplayMode: never
          toolbarItems: [Edit, Share]
          searchController: { vc: Results }
        - Cart
    steps:
      - navigationBarHidden: false
        on: Nav
      - toolbarHidden: true
      - popTo: List
      - search: active
        on: List
    """

  @Test func theKeysAndStepsAreReadAndWrittenBack() throws {
    let spec = try SwiftSceneLoader.parse(scene, path: "s.yaml")
    #expect(spec.root.options.navigationBarHidden)
    #expect(!spec.root.options.toolbarHidden)
    #expect(spec.root.options.prefersLargeTitles)
    let list = spec.root.childSpecs[0].options
    #expect(list.largeTitleDisplayMode == .never)
    #expect(list.toolbarItems == ["Edit", "Share"])
    #expect(list.search == SearchSpec(name: "ListSearch", results: "Results"))
    #expect(
      spec.steps.map(\.action) == [
        .barHidden(.navigationBar, hidden: false, on: "Nav"),
        .barHidden(.toolbar, hidden: true, on: nil), .popTo("List", on: nil),
        .search(active: true, on: "List"),
      ])
    let text = SceneDocument(scene: spec).text
    let again = try SwiftSceneLoader.parse(text, path: "again.yaml")
    #expect(again.root.options == spec.root.options)
    #expect(again.root.childSpecs.map(\.options) == spec.root.childSpecs.map(\.options))
    #expect(again.steps.map(\.action) == spec.steps.map(\.action))
  }

  @Test func misusedKeysAreLocatedErrors() {
    #expect(
      errorLine("title: t\nroot: { vc: A, navigationBarHidden: true }\n")
        == "s.yaml:2:16: error: key 'navigationBarHidden' is not allowed in view "
        + "controller (it belongs to navigation controllers)")
    #expect(
      errorLine("title: t\nroot: { navigation: N, stack: [A], prefersLargeTitle: true }\n")
        .hasSuffix(
          "unknown key 'prefersLargeTitle' in navigation controller; did you mean "
            + "'prefersLargeTitles'?"))
    #expect(
      errorLine("title: t\nroot: { vc: A, largeTitleDisplayMode: sometimes }\n")
        .contains("unknown large title display mode 'sometimes'"))
    #expect(
      errorLine("title: t\nroot: { navigation: N, stack: [A] }\nsteps:\n  - popTo: Crat\n")
        .hasPrefix("s.yaml:4:12: error:"))
    #expect(
      errorLine(
        "title: t\nroot: { navigation: N, stack: [A] }\nsteps:\n  - search: on\n    on: A\n")
        == "s.yaml:4:13: error: 'search' must be active or inactive, found 'on'")
    #expect(
      errorLine("title: t\nroot: { vc: A, searchController: { vc: A } }\n")
        .contains("duplicate controller name 'A'"))
    #expect(
      errorLine("title: t\nwindow: [20, 568]\nroot: A\n")
        == "s.yaml:2:9: error: 'window' sides must be from 100 to 3000 points")
  }

  @Test func theCodeLinesEqualTheSteps() throws {
    let head = "title: t\nroot:\n  navigation: Nav\n  stack: [A, B, C]\nsteps:\n"
    func steps(_ text: String) throws -> [Step] {
      plan(try SwiftSceneLoader.parse(head + text, path: "s.yaml")).steps
    }
    let code = try steps("  - code: |\n      Nav.popToViewController(A, animated: true)\n")[1]
    let step = try steps("  - popTo: A\n")[1]
    #expect(code.allEvents == step.allEvents)
    #expect(code.phases.last?.controller("Nav")?.children.map(\.name) == ["A"])
    let hidden = try steps("  - code: |\n      Nav.setNavigationBarHidden(true, animated: true)\n")[
      1]
    #expect(hidden.phases.last?.tree.last == "        UINavigationBar (0 59; 393 44) hidden = YES")
    let toolbar = try steps("  - code: |\n      Nav.setToolbarHidden(false, animated: false)\n")[1]
    #expect(toolbar.phases.last?.tree.last == "        UIToolbar (0 774; 393 44)")
    #expect(
      errorLine(head + "  - code: |\n      Nav.setToolbarHidden(maybe)\n")
        == "s.yaml:7:28: error: 'setToolbarHidden' takes true or false")
    let raised = try steps("  - code: |\n      Nav.popToViewController(Nav, animated: true)\n")[1]
    #expect(
      raised.error
        == "NSInternalInconsistencyException: Tried to pop to a view controller that doesn't exist."
    )
  }

  @Test func aWindowSizeSetsTheWindow() throws {
    let spec = try SwiftSceneLoader.parse(
      "title: t\ndevice: iphone-se\nwindow: [320, 568]\nroot: A\n", path: "s.yaml")
    #expect(spec.window == Size(width: 320, height: 568))
    let timeline = plan(spec)
    #expect(timeline.steps[0].phases.last?.tree.first == "UIWindow (0 0; 320 568)")
    #expect(SceneDocument(scene: spec).text.contains("\nwindow: [320, 568]\n"))
  }
}
