import SceneFile
import SceneText
import SwiftScene
import Testing
import TransitionEngine

/// Whole scenes written by SceneText's `SceneDocument` load back through SceneFile as the
/// same scene: every container kind in block form, and control characters escaped in
/// strings and comments rather than dropped.
@Suite struct SceneDocumentTests {
  /// Every control character YAML cannot take raw, and the quote and backslash.
  static let awkward = "a\u{1B}[31mb\tc\nd\u{7}e\u{0}f\u{7F}g\u{85}h\u{2028}i\"j\\k"

  static func scene() -> SceneSpec {
    var odd = ControllerOptions()
    odd.className = "Odd" + awkward
    odd.viewClass = "View\u{1}Class"
    var split = ControllerOptions()
    split.definesPresentationContext = true
    let tabs = ControllerSpec(
      name: "Tabs",
      kind: .tab(
        tabs: [
          ControllerSpec(name: "Nav", kind: .navigation(stack: [vc("List"), vc("Detail")])),
          ControllerSpec(name: "Odd", options: odd),
          ControllerSpec(
            name: "Split", kind: .split(primary: vc("Primary"), secondary: vc("Secondary")),
            options: split),
        ], selected: .index(1)))
    let root = ControllerSpec(name: "Root", kind: .container(children: [tabs, vc("no")]))
    // In flow form a plain controller without options is a bare name (an existing one of
    // that name, else a new one), so the scene says so.
    var present = PresentSpec(
      controller: ControllerSpec(name: "Card", kind: .navigation(stack: [vc("Inner", bare: true)])),
      from: "Odd", style: .popover)
    present.source = "Odd"
    return SceneSpec(
      title: "Title " + awkward, about: awkward, device: "ipad-pro-11",
      orientation: .landscape, ios: 16, root: root,
      steps: [
        StepSpec(action: .present(present), animated: false, note: "Note " + awkward),
        StepSpec(action: .dismiss("Card", interactiveCancelled: false)),
      ])
  }

  @Test func aWrittenSceneLoadsBackAsTheSameScene() throws {
    let document = SceneDocument(
      scene: Self.scene(), header: ["from " + Self.awkward], beforeRoot: ["root\nnote"],
      beforeStep: [1: ["before \u{1B} the dismiss"]], footer: ["the end"])
    let parsed = try SwiftSceneLoader.parse(document.text, path: "written.yaml")
    let scene = Self.scene()
    #expect(parsed.title == scene.title)
    #expect(parsed.about == scene.about)
    #expect(parsed.device == scene.device)
    #expect(parsed.orientation == scene.orientation)
    #expect(parsed.ios == scene.ios)
    #expect(parsed.root.withoutLocations == scene.root)
    #expect(parsed.steps.map(\.withoutLocations) == scene.steps)
    // Written again with the same comments, the loaded scene gives the same text.
    var again = document
    again.scene = parsed
    #expect(again.text == document.text)
  }

  @Test func controlCharactersAreEscapedNotDropped() {
    let text = SceneDocument(
      scene: SceneSpec(title: "a\u{1B}b", about: "c\nd", root: vc("Root")),
      header: ["e\u{1B}f\ng"], beforeRoot: [], beforeStep: [:], footer: []
    ).text
    #expect(
      text == """
        # e\\u001Bf\\u000Ag
        title: "a\\u001bb"
        about: "c\\nd"
        device: iphone-15
        ios: 17
        root:
          vc: Root
        steps: []

        """)
  }

  @Test func containersAreWrittenAsBlockMappings() {
    let text = SceneDocument(scene: Self.scene()).text
    let root = text.split(separator: "\n").drop { $0 != "root:" }.prefix { $0 != "steps:" }
    #expect(
      Array(root) == [
        "root:",
        "  container: Root",
        "  children:",
        "    - tab: Tabs",
        "      selected: 1",
        "      tabs:",
        "        - navigation: Nav",
        "          stack:",
        "            - vc: List",
        "            - vc: Detail",
        "        - vc: Odd",
        "          class: \"Odda\\u001b[31mb\\tc\\nd\\u0007e\\u0000f\\u007fg\\u0085h\\u2028i\\\"j\\\\k\"",
        "          viewClass: \"View\\u0001Class\"",
        "        - split: Split",
        "          primary:",
        "            vc: Primary",
        "          secondary:",
        "            vc: Secondary",
        "          definesPresentationContext: true",
        "    - vc: \"no\"",
      ])
  }
}
