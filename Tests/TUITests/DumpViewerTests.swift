import Testing
import TransitionEngine

@testable import TUI

/// A dump opened in the viewer: drawn as a dump, `d` to its scene and back, `c` beside it.
@Suite struct DumpViewerTests {
  @Test func dumpAt80x24() throws {
    let app = try DumpFixtures.app(width: 80, height: 24)
    expectScreen(
      app.render(width: 80, height: 24),
      [
        " TransitionScope  dump: black.txt",
        " recursiveDescription+_printHierarchy: 7 views, 2 controllers, 1 finding (! in …",
        "╔ Views ═══════════════════════════════════════════════════════════════════════╗",
        "║  UIWindow 0x10360c7a0 (0 0; 393 852)  window                                 ║",
        "║    UITransitionView 0x10361d010 (0 0; 393 852)  root-container               ║",
        "║      UIDropShadowView 0x10361d6b0 (0 0; 393 852)  root-shadow                ║",
        "║!   UITransitionView 0x103820a30 (0 0; 393 852)  presentation-container       ║",
        "║!     UITableView 0x104013a00 (0 0; 393 852)  controller-view <MyApp.HomeView…║",
        "║      UIView 0x103821e40 (0 0; 393 852)  controller-view <MyApp.CardViewContr…║",
        "║        UILabel 0x103822010 (24 400; 345 52)  content                         ║",
        "║                                                                              ║",
        "║                                                                              ║",
        "║                                                                              ║",
        "║                                                                              ║",
        "╚══════════════════════════════════════════════════════════════════════════════╝",
        "┌ Controllers ───────────────┐┌ Why ───────────────────────────────────────────┐",
        "│MyApp.HomeViewController 0x…││UIWindow 0x10360c7a0: window [W-1]              │",
        "│  + MyApp.CardViewControlle…││the window                                      │",
        "│                            ││owner: none of the dump's controllers has it as │",
        "│                            ││its view                                        │",
        "│                            ││W-1 The root view controller's view fills the   │",
        "│                            ││window: Setting window.rootViewController       │",
        "└────────────────────────────┘└─────────────────────────────────────── 1-6/51 ─┘",
        " d scene  c compare  Tab pane  j/k move  o open  ? help  q quit",
      ])
  }

  @Test func dumpAt120x40() throws {
    var app = try DumpFixtures.app()
    press(&app, .character("j"), .character("j"), .character("j"), .character("j"))
    expectScreen(
      app.render(width: 120, height: 40),
      [
        " TransitionScope  dump: black.txt",
        " recursiveDescription+_printHierarchy: 7 views, 2 controllers, 1 finding (! in the tree)",
        "┌ Controllers ──────────────────┐╔ Views ══════════════════════════════════════════════════════════════════════════════╗",
        "│MyApp.HomeViewController 0x103…│║  UIWindow 0x10360c7a0 (0 0; 393 852)  window                                        ║",
        "│  + MyApp.CardViewController 0…│║    UITransitionView 0x10361d010 (0 0; 393 852)  root-container                      ║",
        "│                               │║      UIDropShadowView 0x10361d6b0 (0 0; 393 852)  root-shadow                       ║",
        "│                               │║!   UITransitionView 0x103820a30 (0 0; 393 852)  presentation-container              ║",
        "│                               │║!     UITableView 0x104013a00 (0 0; 393 852)  controller-view <MyApp.HomeViewControl…║",
        "│                               │║      UIView 0x103821e40 (0 0; 393 852)  controller-view <MyApp.CardViewController 0…║",
        "│                               │║        UILabel 0x103822010 (24 400; 345 52)  content                                ║",
        "│                               │║                                                                                     ║",
        "│                               │║                                                                                     ║",
        "│                               │║                                                                                     ║",
        "│                               │║                                                                                     ║",
        "│                               │║                                                                                     ║",
        "│                               │║                                                                                     ║",
        "│                               │║                                                                                     ║",
        "│                               │║                                                                                     ║",
        "│                               │║                                                                                     ║",
        "│                               │║                                                                                     ║",
        "│                               │║                                                                                     ║",
        "│                               │║                                                                                     ║",
        "│                               │║                                                                                     ║",
        "└───────────────────────────────┘╚═════════════════════════════════════════════════════════════════════════════════════╝",
        "┌ Why ─────────────────────────────────────────────────────────────────────────────────────────────────────────────────┐",
        "│UITableView 0x104013a00: controller-view [§1.4]                                                                       │",
        "│the view MyApp.HomeViewController 0x103712a10 names in _printHierarchy (joined by address)                            │",
        "│owner: MyApp.HomeViewController 0x103712a10, appeared, its view in the window                                         │",
        "│§1.4 How _printHierarchy prints the controller tree: One controller a line: its class, its appearance state and its   │",
        "│view (or \"not in the window\", or the presentation controller it was presented with). Each level of nesting adds three │",
        "│spaces and a mark: | before a child, + before a presented controller. The lines below a presented controller keep a | │",
        "│in that controller's column, never a +, so a presented navigation controller's child prints with two | marks.         │",
        "│! app-mistake [X-8]: MyApp.HomeViewController 0x103712a10's view UITableView 0x104013a00 is inside the presentation   │",
        "│container UITransitionView 0x103820a30 while no transition runs: UIKit only moves it there during a fullScreen or     │",
        "│currentContext transition (T-4); an animator or the app's code left it there, and it goes when the container goes.    │",
        "│story:                                                                                                                │",
        "│- iOS 17 or later: line 2 prints the view with a colon (`<UITableView: 0x…>`), the iOS 17+ form; UITransitionView     │",
        "│0x10361d010 is the iOS 13+ root wrapper (W-3).                                                                        │",
        "└──────────────────────────────────────────────────────────────────────────────────────────────────────────── 1-13/30 ─┘",
        " d scene  c compare  Tab pane  j/k move  o open  ? help  q quit",
      ])
  }

  @Test func compareAt120x40() throws {
    var app = try DumpFixtures.app()
    press(&app, .character("c"), .right)
    expectScreen(
      app.render(width: 120, height: 40),
      [
        " TransitionScope  dump: black.txt",
        " recursiveDescription+_printHierarchy: 7 views, 2 controllers, 1 finding (! in the tree)",
        "╔ your app: the dump ══════════════════════════════════════╗┌ UIKit: step 1 1/6 before ────────────────────────────────┐",
        "║  UIWindow 0x10360c7a0 (0 0; 393 852)  window             ║│  UIWindow (0 0; 393 852)                                 │",
        "║    UITransitionView 0x10361d010 (0 0; 393 852)  root-con…║│  └ UITransitionView (0 0; 393 852)                       │",
        "║      UIDropShadowView 0x10361d6b0 (0 0; 393 852)  root-s…║│    └ UIDropShadowView (0 0; 393 852)                     │",
        "║!   UITransitionView 0x103820a30 (0 0; 393 852)  presenta…║│      └ UILayoutContainerView <InboxNav> (0 0; 393 852)   │",
        "║!     UITableView 0x104013a00 (0 0; 393 852)  controller-…║│        ├ UINavigationTransitionView (0 0; 393 852)       │",
        "║      UIView 0x103821e40 (0 0; 393 852)  controller-view …║│        │ └ UIViewControllerWrapperView (0 0; 393 852)    │",
        "║        UILabel 0x103822010 (24 400; 345 52)  content     ║│        │   └ UITableView <Inbox> (0 0; 393 852)          │",
        "║                                                          ║│        └ UINavigationBar (0 59; 393 44)                  │",
        "║                                                          ║│                                                          │",
        "║                                                          ║│                                                          │",
        "║                                                          ║│                                                          │",
        "║                                                          ║│                                                          │",
        "║                                                          ║│                                                          │",
        "║                                                          ║│                                                          │",
        "║                                                          ║│                                                          │",
        "║                                                          ║│                                                          │",
        "║                                                          ║│                                                          │",
        "║                                                          ║│                                                          │",
        "║                                                          ║│                                                          │",
        "║                                                          ║│                                                          │",
        "╚══════════════════════════════════════════════════════════╝└──────────────────────────────────────────────────────────┘",
        "┌ Controllers ──────────────────────────────┐┌ Why ────────────────────────────────────────────────────────────────────┐",
        "│MyApp.HomeViewController 0x103712a10: appe…││UIWindow 0x10360c7a0: window [W-1]                                       │",
        "│  + MyApp.CardViewController 0x103905c30: …││the window                                                               │",
        "│                                           ││owner: none of the dump's controllers has it as its view                 │",
        "│                                           ││W-1 The root view controller's view fills the window: Setting            │",
        "│                                           ││window.rootViewController installs that controller's view as the window's│",
        "│                                           ││content, sized to the window.                                            │",
        "│                                           ││story:                                                                   │",
        "│                                           ││- iOS 17 or later: line 2 prints the view with a colon (`<UITableView:   │",
        "│                                           ││0x…>`), the iOS 17+ form; UITransitionView 0x10361d010 is the iOS 13+    │",
        "│                                           ││root wrapper (W-3).                                                      │",
        "│                                           ││- UIWindow 0x10360c7a0 is the window, (0 0; 393 852) (W-1).              │",
        "│                                           ││- The window wraps its root (iOS 13+, W-3): UITransitionView 0x10361d010 │",
        "│                                           ││> UIDropShadowView 0x10361d6b0.                                          │",
        "└───────────────────────────────────────────┘└─────────────────────────────────────────────────────────────── 1-13/36 ─┘",
        " d scene  c back  ←/→ phase  Tab pane  j/k move  o open  ? help  q quit",
      ])
  }
}

/// The keys of a dump's screen, through the reducer.
@Suite struct DumpKeyTests {
  @Test func opensAsADumpAtItsRebuiltState() throws {
    let app = try DumpFixtures.app()
    #expect(app.state.showsDump)
    #expect(app.state.dump?.selected == 0)
    #expect(app.state.overlay == nil)
    // The scene waits at the end of the steps that rebuild the dump (here the initial step).
    let session = try #require(app.state.session)
    let phases = session.timeline.steps[0].phases.count
    #expect(session.position == Position(step: 0, phase: phases - 1))
  }

  @Test func findingsAreMarkedWithABang() throws {
    let page = try DumpFixtures.page()
    let marked = DumpLines.views(page).map(\.plain).filter { $0.hasPrefix("!") }
    #expect(
      marked.map { $0.split(separator: " ").prefix(3).joined(separator: " ") } == [
        "! UITransitionView 0x103820a30", "! UITableView 0x104013a00",
      ])
  }

  @Test func jAndKMoveTheSelectedViewAndTheWhyPaneFollows() throws {
    var app = try DumpFixtures.app()
    press(&app, .character("j"), .character("j"), .character("j"), .character("k"))
    let page = try #require(app.state.dump)
    #expect(page.selected == 2)
    #expect(
      DumpLines.why(page, width: 200).first?.plain
        == "UIDropShadowView 0x10361d6b0: root-shadow [W-3]")
    press(&app, .character("G"))
    #expect(app.state.dump?.selected == 6)
    press(&app, .character("j"))
    #expect(app.state.dump?.selected == 6)
  }

  @Test func dTurnsTheDumpIntoItsSceneOnItsNextStepAndBack() throws {
    var app = try DumpFixtures.app()
    press(&app, .character("d"))
    #expect(!app.state.showsDump)
    #expect(app.state.session?.position == Position(step: 1, phase: 0))
    #expect(app.state.status?.text.hasPrefix("the dump's scene, on to its next step") == true)
    // On the scene the keys are the scene's: → steps on.
    press(&app, .right)
    #expect(app.state.session?.position == Position(step: 1, phase: 1))
    press(&app, .character("d"))
    #expect(app.state.showsDump)
    #expect(app.state.session?.position == Position(step: 1, phase: 1))
  }

  @Test func cComparesAndArrowsStepTheSceneSide() throws {
    var app = try DumpFixtures.app()
    press(&app, .character("c"))
    #expect(app.state.dump?.comparing == true)
    press(&app, .right, .right)
    #expect(app.state.session?.position == Position(step: 1, phase: 1))
    press(&app, .escape)
    #expect(app.state.dump?.comparing == false)
    #expect(app.state.showsDump)
    // Without compare, → does not move the hidden scene: it says what to press.
    press(&app, .right)
    #expect(app.state.session?.position == Position(step: 1, phase: 1))
    #expect(app.state.status?.text.hasPrefix("on a dump: d opens its scene") == true)
  }

  @Test func sceneKeysOnTheDumpSayWhatToDo() throws {
    var app = try DumpFixtures.app()
    press(&app, .character("a"))
    #expect(app.state.overlay == nil)
    #expect(app.state.status?.text.hasPrefix("on a dump") == true)
    press(&app, .character("?"))
    #expect(app.state.overlay == .help(scroll: 0))
  }

  @Test func tabCyclesTheDumpPanes() throws {
    var app = try DumpFixtures.app()
    press(&app, .tab)
    #expect(app.state.focus == .why)
    press(&app, .tab)
    #expect(app.state.focus == .controllers)
    press(&app, .tab, .character("j"))
    #expect(app.state.focus == .views)
    #expect(app.state.dump?.selected == 1)
  }

  @Test func dOnASceneWithoutADumpSaysSo() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("d"))
    #expect(!app.state.showsDump)
    #expect(app.state.status?.text.hasPrefix("d turns a dump into its scene") == true)
  }
}

/// The mouse on the dump screen.
@Suite struct DumpMouseTests {
  @Test func aClickSelectsTheViewUnderItAndTheWheelScrolls() throws {
    var app = try DumpFixtures.app()
    // At 120x40 the Views pane starts at column 32, row 2; its first row is row 3.
    _ = app.handle(.mouse(MouseEvent(kind: .click, x: 60, y: 3 + 4)))
    #expect(app.state.dump?.selected == 4)
    #expect(app.state.focus == .views)
    _ = app.handle(.mouse(MouseEvent(kind: .click, x: 60, y: 3 + 20)))
    #expect(app.state.dump?.selected == 4)
    _ = app.handle(.mouse(MouseEvent(kind: .click, x: 10, y: 5)))
    #expect(app.state.focus == .controllers)
    _ = app.handle(.mouse(MouseEvent(kind: .wheelDown, x: 10, y: 35)))
    #expect(app.state.focus == .controllers)
    #expect(app.state.dump?.scroll[.why] == 3)
  }
}

/// A dump whose rebuilt scene does not load still shows as a dump, and says so.
@Suite struct DumpWithoutSceneTests {
  @Test func dSaysTheSceneDoesNotLoadAndCompareSaysItToo() throws {
    var page = try DumpFixtures.page()
    page.scene = nil
    var app = TransitionScopeApp(catalog: [], opened: nil, ascii: false, dump: page)
    _ = app.handle(.resize(width: 120, height: 40))
    #expect(app.state.session == nil)
    #expect(app.state.overlay == nil)
    press(&app, .character("d"))
    #expect(app.state.showsDump)
    #expect(
      app.state.status
        == StatusLine("the scene rebuilt from this dump does not load", isError: true))
    press(&app, .character("c"))
    let screen = app.render(width: 120, height: 40).rows
    #expect(screen[3].contains("the scene rebuilt from this dump does not load"))
    #expect(screen[3].contains("UIWindow 0x10360c7a0"))
  }
}
