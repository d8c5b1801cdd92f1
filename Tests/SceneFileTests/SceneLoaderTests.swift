import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// Every controller kind and every action, with all optional keys.
let fullExample = """
  title: Every kind and action
  about: >
    A tour of the
    scene format.
  device: ipad-pro-11
  orientation: landscape
  ios: 16
  multitasking: half
  root:
    split: Split
    primary:
      navigation: MasterNav
      stack:
        - vc: Master
          viewClass: UITableView
    secondary:
      tab: Tabs
      selected: Settings
      tabs:
        - navigation: FeedNav
          stack: [Feed]
        - Settings
        - container: Box
          class: BoxController
          children:
            - vc: Inner
              frame: [10, 20, 100, 50.5]
  steps:
    - push: { vc: Detail, hidesBottomBarWhenPushed: true }
      on: FeedNav
      note: |
        Push a detail
    - pop: FeedNav
      interactive: cancelled
    - pop: null
      animated: false
    - popToRoot: MasterNav
    - popToRoot:
    - present:
        navigation: ComposeNav
        stack:
          - vc: Compose
            views: [UITextView, UIButton]
        modalTransitionStyle: crossDissolve
        preferredContentSize: [400, 300]
        definesPresentationContext: true
        providesPresentationContextTransitionStyle: true
        adaptive: none
      from: Feed
      style: formSheet
      transition: coverVertical
      source: Feed
      custom: { frame: [0, 0, 320, 480], removesPresentersView: true, presentsInFullscreen: false }
      interactive: cancelled
    - dismiss: ComposeNav
      interactive: cancelled
    - show: Profile
      from: Feed
    - showDetail: { vc: Preview }
      from: Master
    - select: 2
      tab: Tabs
    - select: Settings
    - addChild: Badge
      to: Box
    - removeChild: Badge
    - push: Profile
      on: FeedNav
    - unwind: Feed
      from: Profile
    - rotate: portrait
    - device: iphone-15
    - multitasking: slide-over
    - detent: large
      on: ComposeNav
      interactive: true
    - segue: Extra
      from: Feed
      kind: show
    - tabBarHidden: true
      tab: Tabs
    - selectedTab: Tabs
    - scroll: down
    - bottomAccessory: NowPlayingView
      tab: Tabs
    - setViewControllers: [Master, Fresh]
      on: MasterNav
    - showColumn: inspector
      on: Split
    - hideColumn: primary
    - setViewController: Reply
      column: secondary
    - navigationBarHidden: true
      on: MasterNav
    - toolbarHidden: false
    - popTo: Master
      on: MasterNav
    - search: active
      on: Feed
    - push: { pageView: Pages, transitionStyle: scroll, pages: [PageOne] }
      on: FeedNav
    - setPage: PageTwo
      on: Pages
      direction: reverse
      interactive: completed
    - code: Box.view.addSubview(Extra.view)

  """

@Test func fullExampleParsesEveryKindAndAction() throws {
  let scene = try SwiftSceneLoader.parse(fullExample, path: "full.yaml")
  #expect(scene.title == "Every kind and action")
  #expect(scene.about == "A tour of the scene format.")
  #expect(scene.device == "ipad-pro-11")
  #expect(scene.orientation == .landscape)
  #expect(scene.ios == 16)
  #expect(scene.multitasking == .half)

  let box = ControllerSpec(
    name: "Box",
    kind: .container(children: [
      vc("Inner") { $0.frame = Rect(x: 10, y: 20, width: 100, height: 50.5) }
    ]),
    options: {
      var o = ControllerOptions()
      o.className = "BoxController"
      return o
    }())
  let tabs = ControllerSpec(
    name: "Tabs",
    kind: .tab(
      tabs: [
        ControllerSpec(name: "FeedNav", kind: .navigation(stack: [vc("Feed", bare: true)])),
        vc("Settings", bare: true), box,
      ], selected: .name("Settings")))
  let master = ControllerSpec(
    name: "MasterNav", kind: .navigation(stack: [vc("Master") { $0.viewClass = "UITableView" }]))
  let root = ControllerSpec(name: "Split", kind: .split(primary: master, secondary: tabs))
  #expect(scene.root.withoutLocations == root)

  let compose = ControllerSpec(
    name: "ComposeNav",
    kind: .navigation(stack: [vc("Compose") { $0.views = ["UITextView", "UIButton"] }]),
    options: {
      var o = ControllerOptions()
      o.modalTransitionStyle = .crossDissolve
      o.preferredContentSize = Size(width: 400, height: 300)
      o.definesPresentationContext = true
      o.providesPresentationContextTransitionStyle = true
      o.adaptiveNone = true
      return o
    }())
  let present = PresentSpec(
    controller: compose, from: "Feed", style: .formSheet, transition: .coverVertical,
    source: "Feed",
    custom: CustomPresentation(
      frame: Rect(x: 0, y: 0, width: 320, height: 480), removesPresentersView: true,
      presentsInFullscreen: false),
    interactiveCancelled: true)
  let expected: [StepSpec] = [
    StepSpec(
      action: .push(vc("Detail") { $0.hidesBottomBarWhenPushed = true }, on: "FeedNav"),
      note: "Push a detail"),
    StepSpec(action: .pop(nav: "FeedNav", interactiveCancelled: true)),
    StepSpec(action: .pop(nav: nil, interactiveCancelled: false), animated: false),
    StepSpec(action: .popToRoot(nav: "MasterNav")),
    StepSpec(action: .popToRoot(nav: nil)),
    StepSpec(action: .present(present)),
    StepSpec(action: .dismiss("ComposeNav", interactiveCancelled: true)),
    StepSpec(action: .show(vc("Profile", bare: true), from: "Feed")),
    StepSpec(action: .showDetail(vc("Preview"), from: "Master")),
    StepSpec(action: .select(.index(2), tab: "Tabs")),
    StepSpec(action: .select(.name("Settings"), tab: nil)),
    StepSpec(action: .addChild(vc("Badge", bare: true), to: "Box")),
    StepSpec(action: .removeChild("Badge")),
    StepSpec(action: .push(vc("Profile", bare: true), on: "FeedNav")),
    StepSpec(action: .unwind(to: "Feed", from: "Profile")),
    StepSpec(action: .rotate(.portrait)),
    StepSpec(action: .device("iphone-15")),
    StepSpec(action: .multitasking(.slideOver)),
    StepSpec(action: .detent("large", on: "ComposeNav", interactive: true)),
    StepSpec(action: .segue(vc("Extra", bare: true), from: "Feed", kind: .show)),
    StepSpec(action: .tabBarHidden(true, tab: "Tabs")),
    StepSpec(action: .selectTab("Tabs", tab: nil)),
    StepSpec(action: .scroll(down: true, tab: nil)),
    StepSpec(action: .bottomAccessory("NowPlayingView", tab: "Tabs")),
    StepSpec(
      action: .setViewControllers(
        [vc("Master", bare: true), vc("Fresh", bare: true)], on: "MasterNav")
    ),
    StepSpec(action: .column(.inspector, shown: true, split: "Split")),
    StepSpec(action: .column(.primary, shown: false, split: nil)),
    StepSpec(action: .setColumn(vc("Reply", bare: true), column: .secondary, split: nil)),
    StepSpec(action: .barHidden(.navigationBar, hidden: true, on: "MasterNav")),
    StepSpec(action: .barHidden(.toolbar, hidden: false, on: nil)),
    StepSpec(action: .popTo("Master", on: "MasterNav")),
    StepSpec(action: .search(active: true, on: "Feed")),
    StepSpec(
      action: .push(
        ControllerSpec(
          name: "Pages", kind: .container(children: [vc("PageOne", bare: true)]),
          options: {
            var o = ControllerOptions()
            o.pageStyle = .scroll
            return o
          }()), on: "FeedNav")),
    StepSpec(
      action: .setPage(
        PageTurn(
          page: vc("PageTwo", bare: true), pager: "Pages", direction: .reverse,
          swipe: .completed))),
  ]
  #expect(scene.steps.count == expected.count + 1)  // + the code step, checked below
  if case .code(let block) = scene.steps.last?.action {
    #expect(block.lines.map(\.text) == ["Box.view.addSubview(Extra.view)"])
  } else {
    Issue.record("the last step is not a code step")
  }
  for (step, want) in zip(scene.steps, expected) {
    #expect(step.withoutLocations == want)
  }
}

@Test func locationsPointAtControllersAndSteps() throws {
  let scene = try SwiftSceneLoader.parse(fullExample, path: "full.yaml")
  #expect(scene.root.location == SourceLocation(line: 10, column: 3))
  guard case .split(let primary, _) = scene.root.kind else {
    Issue.record("root is not a split")
    return
  }
  #expect(primary.location == SourceLocation(line: 12, column: 5))
  #expect(scene.steps[0].location == SourceLocation(line: 29, column: 5))
  #expect(scene.steps[1].location == SourceLocation(line: 33, column: 5))
  guard case .show(let profile, _) = scene.steps[7].action else {
    Issue.record("step 8 is not a show")
    return
  }
  #expect(profile.location == SourceLocation(line: 57, column: 11))
}

@Test func minimalSceneUsesDefaults() throws {
  let scene = try SwiftSceneLoader.parse("title: Minimal\nroot: Home\n", path: "m.yaml")
  #expect(
    scene
      == SceneSpec(
        title: "Minimal",
        root: ControllerSpec(
          name: "Home", isBareName: true, location: SourceLocation(line: 2, column: 7))))
  #expect(scene.device == "iphone-15")
  #expect(scene.orientation == .portrait)
  #expect(scene.ios == 17)
  #expect(scene.multitasking == .full)
  #expect(scene.steps.isEmpty)
}

@Test func formatExampleFromTheDocsParses() throws {
  let text = """
    title: Present a page sheet over a tab bar app     # required
    about: >                                           # optional
      Since iOS 13 a page sheet leaves its presenter in the window …
    device: iphone-15
    orientation: portrait
    ios: 17
    multitasking: full
    root:
      tab: Tabs
      tabs:
        - navigation: FeedNav
          stack: [Feed]
        - Settings
    steps:
      - present: { vc: Compose, views: [UITextView] }
        from: Feed
        style: pageSheet
      - dismiss: Compose

    """
  let scene = try SwiftSceneLoader.parse(text, path: "doc.yaml")
  #expect(scene.steps.count == 2)
  #expect(scene.about == "Since iOS 13 a page sheet leaves its presenter in the window …")
  guard case .tab(let tabs, let selected) = scene.root.kind else {
    Issue.record("root is not a tab controller")
    return
  }
  #expect(tabs.map(\.name) == ["FeedNav", "Settings"])
  #expect(selected == .index(0))
}

@Test func bareNamesInStepsReferToExistingControllers() throws {
  let text = """
    title: T
    root:
      navigation: Nav
      stack: [Home]
    steps:
      - push: Detail
      - push: Home
      - present: { navigation: Modal, stack: [Detail] }
        from: Home

    """
  let scene = try SwiftSceneLoader.parse(text, path: "s.yaml")
  #expect(scene.steps.count == 3)
  guard case .present(let present) = scene.steps[2].action else {
    Issue.record("step 3 is not a present")
    return
  }
  #expect(present.controller.childSpecs.map(\.name) == ["Detail"])
  #expect(present.controller.childSpecs.first?.isBareName == true)
}

@Test func emptyStepsAndNullOptionalsAreAccepted() throws {
  let scene = try SwiftSceneLoader.parse("title: T\nabout:\nroot: A\nsteps: []\n", path: "s.yaml")
  #expect(scene.about == nil)
  #expect(scene.steps.isEmpty)
  #expect(try SwiftSceneLoader.parse("title: T\nroot: A\nsteps:\n", path: "s.yaml").steps.isEmpty)
}
