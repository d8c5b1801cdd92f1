import SceneFile
import SceneText
import SwiftScene
import Testing
import TransitionEngine

/// `onViewDidLoad`, `onViewWillAppear`, `onViewDidAppear` (P-10–P-12), with located errors.
@Suite struct LifecycleHookKeyTests {
  @Test func aHookIsReadOntoItsController() throws {
    let scene = try SwiftSceneLoader.parse(
      """
      title: t
      root:
        navigation: Nav
        stack:
          - vc: Home
            onViewDidAppear: { present: Onboarding, style: fullScreen, once: true }
            onViewDidLoad: { present: { vc: Welcome, class: WelcomeViewController }, animated: false }
      """, path: "t.yaml")
    guard case .navigation(let stack) = scene.root.kind, let home = stack.first else {
      Issue.record("no stack")
      return
    }
    let hooks = home.options.lifecyclePresents
    #expect(hooks.map(\.callback) == [.viewDidLoad, .viewDidAppear])
    #expect(hooks.map(\.present.from) == ["Home", "Home"])
    #expect(hooks.map(\.present.controller.name) == ["Welcome", "Onboarding"])
    #expect(hooks.map(\.present.style) == [.automatic, .fullScreen])
    #expect(hooks.map(\.animated) == [false, true])
    #expect(hooks.map(\.once) == [false, true])
    #expect(hooks[0].present.controller.options.className == "WelcomeViewController")
  }

  @Test func theWriterWritesItBackAndItReadsTheSame() throws {
    let text = """
      title: t
      root: { tab: Tabs, tabs: [{ navigation: Nav, stack: [Home] }] }
      steps:
        - present: { vc: Sheet, onViewDidAppear: { present: Onboarding, style: fullScreen, once: true } }
          from: Home
        - push: { vc: Detail, onViewWillAppear: { present: Tip, animated: false } }
      """
    let scene = try SwiftSceneLoader.parse(text, path: "t.yaml")
    let written = SceneDocument(scene: scene).text
    #expect(
      written.contains(
        "- present: {vc: Sheet, onViewDidAppear: {present: Onboarding, style: fullScreen, "
          + "once: true}}"))
    #expect(
      written.contains(
        "- push: {vc: Detail, onViewWillAppear: {present: Tip, style: automatic, "
          + "animated: false}}"))
    let back = try SwiftSceneLoader.parse(written, path: "w.yaml")
    #expect(SceneDocument(scene: back).text == written)
    guard case .push(let detail, _) = back.steps.last?.action else {
      Issue.record("no push")
      return
    }
    let hook = detail.options.lifecyclePresents.first
    #expect(hook?.callback == .viewWillAppear && hook?.animated == false)
    #expect(hook?.present.controller.name == "Tip" && hook?.present.from == "Detail")
  }

  @Test func aCallbackNoSceneCanPresentFromIsALocatedError() {
    #expect(
      errorLine("title: t\nroot: { vc: Home, onViewWillDisappear: { present: A } }\n")
        == "s.yaml:2:19: error: 'onViewWillDisappear' is not a callback a scene can present "
        + "from; use onViewDidLoad, onViewWillAppear, onViewDidAppear; did you mean "
        + "'onViewWillAppear'?")
  }

  @Test func aMisspelledCallbackGetsASuggestion() {
    #expect(
      errorLine("title: t\nroot: { vc: Home, onViewDidApear: { present: A } }\n")
        == "s.yaml:2:19: error: 'onViewDidApear' is not a callback a scene can present from; "
        + "use onViewDidLoad, onViewWillAppear, onViewDidAppear; did you mean "
        + "'onViewDidAppear'?")
  }

  @Test func aHookNeedsPresent() {
    #expect(
      errorLine("title: t\nroot: { vc: Home, onViewDidLoad: { style: fullScreen } }\n")
        == "s.yaml:2:34: error: missing required key 'present' in 'onViewDidLoad'")
  }

  @Test func anUnknownHookKeyIsALocatedError() {
    #expect(
      errorLine("title: t\nroot: { vc: Home, onViewDidLoad: { present: A, from: Home } }\n")
        == "s.yaml:2:48: error: unknown key 'from' in 'onViewDidLoad'; expected one of: "
        + "present, style, transition, animated, once")
  }

  @Test func aControllerCannotPresentItself() {
    #expect(
      errorLine("title: t\nroot: { vc: Home, onViewDidAppear: { present: Home } }\n")
        == "s.yaml:2:47: error: 'Home' cannot present itself from its own viewDidAppear")
  }

  @Test func anAnchoredStyleIsALocatedError() {
    #expect(
      errorLine("title: t\nroot: { vc: Home, onViewDidAppear: { present: A, style: popover } }\n")
        == "s.yaml:2:57: error: 'style: popover' needs an anchor, which 'onViewDidAppear' "
        + "cannot give; use a 'present' step with 'anchor'")
  }

  @Test func aHookOnAStepsControllerIsRead() throws {
    let scene = try SwiftSceneLoader.parse(
      """
      title: t
      root: { navigation: Nav, stack: [Home] }
      steps:
        - push: { vc: Detail, onViewDidLoad: { present: Login, style: pageSheet } }
      """, path: "t.yaml")
    guard case .push(let detail, _) = scene.steps.first?.action else {
      Issue.record("no push")
      return
    }
    #expect(detail.options.lifecyclePresents.map(\.present.controller.name) == ["Login"])
  }
}
