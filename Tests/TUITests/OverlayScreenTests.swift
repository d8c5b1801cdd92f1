import Testing
import TransitionEngine

@testable import TUI

/// Screens with an overlay: help, the action menu, the scene picker, search.
@Suite struct OverlayScreenTests {
  @Test func helpAt80x24() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    press(&app, .character("?"))
    expectScreen(
      app.render(width: 80, height: 24),
      [
        " Push a detail screen onto a navigation … iPhone 15 · portrait · wC hR · iOS 17",
        " step 0/1 ╔ Keys ════════════════════════════════════════════════════╗ launched",
        "┌ Views ──║ Step through                                             ║─────────┐",
        "│ ›UIWindo║   → l Space     next phase (into the next step)          ║──┐      │",
        "│  └ UITra║   ← h           previous phase                           ║g…│      │",
        "│    └ UID║   ]             next step                                ║  │      │",
        "│      └ U║   [             previous step                            ║  │      │",
        "│        ├║   g Home        first phase                              ║  │      │",
        "│        │║   G End         last phase                               ║  │      │",
        "│        │║   s             the step list: jump to a step            ║  │      │",
        "│        └║   r             restart (asks before dropping steps)     ║  │      │",
        "│         ║                                                          ║  │      │",
        "│         ║ Look around                                              ║  │      │",
        "│         ║   Tab           focus the next pane                      ║──┘      │",
        "└─────────║   Shift-Tab     focus the previous pane                  ║393×852 ─┘",
        "┌ Controll║   j ↓           move down in the focused pane            ║─────────┐",
        "│InboxNav ║   k ↑           move up in the focused pane              ║ntroller │",
        "│| Inbox  ║   PgDn          a page down                              ║ills the │",
        "│         ║   PgUp          a page up                                ║13 UIKit │",
        "│         ║   .             next changed view (* - > ~ rows)         ║         │",
        "│         ║   ,             previous changed view                    ║         │",
        "│         ║   Enter         fold / unfold the selected view          ║ view    │",
        "└─────────╚══════════════════════════════════ j/k scroll  Esc close ═╝ 1-6/19 ─┘",
        " j/k scroll  Esc close  q quit",
      ])
  }

  @Test func helpAt120x40() {
    var app = Fixtures.app(Fixtures.push)
    press(&app, .character("?"))
    expectScreen(
      app.render(width: 120, height: 40),
      [
        " TransitionScope · Push a detail screen onto a navigation stack   iPhone 15 · portrait · w compact / h regular · iOS 17",
        " step 0/1  initial            ╔ Keys ════════════════════════════════════════════════════╗he window as the app launched",
        "┌ Controllers ─────────────┐┌ ║ Step through                                             ║een ─────────────────────────┐",
        "│InboxNav          appeared││ ║   → l Space     next phase (into the next step)          ║  ┌──────────────────┐       │",
        "│| Inbox           appeared││ ║   ← h           previous phase                           ║  │                  │       │",
        "│                          ││ ║   ]             next step                                ║  │UINavigationBar───│       │",
        "│                          ││ ║   [             previous step                            ║  │                  │       │",
        "│                          ││ ║   g Home        first phase                              ║  │                  │       │",
        "│                          ││ ║   G End         last phase                               ║  │                  │       │",
        "│                          ││ ║   s             the step list: jump to a step            ║  │                  │       │",
        "│                          ││ ║   r             restart (asks before dropping steps)     ║  │                  │       │",
        "│                          ││ ║                                                          ║  │                  │       │",
        "│                          ││ ║ Look around                                              ║  │                  │       │",
        "│                          ││ ║   Tab           focus the next pane                      ║  │      Inbox       │       │",
        "│                          ││ ║   Shift-Tab     focus the previous pane                  ║  │                  │       │",
        "│                          ││ ║   j ↓           move down in the focused pane            ║  │                  │       │",
        "│                          ││ ║   k ↑           move up in the focused pane              ║  │                  │       │",
        "│                          ││ ║   PgDn          a page down                              ║  │                  │       │",
        "│                          ││ ║   PgUp          a page up                                ║  │                  │       │",
        "│                          ││ ║   .             next changed view (* - > ~ rows)         ║  │                  │       │",
        "│                          ││ ║   ,             previous changed view                    ║  │                  │       │",
        "│                          ││ ║   Enter         fold / unfold the selected view          ║  │                  │       │",
        "│                          ││ ║   Enter in Why  open the rule under the cursor; j k move ║  │                  │       │",
        "│                          ││ ║   i             details: class, owner, frame, role…      ║  │                  │       │",
        "│                          ││ ║   /             search views, markers and callbacks      ║  └──────────────────┘       │",
        "└──────────────────────────┘└─║   n             next match                               ║─────────────────── 393×852 ─┘",
        "┌ Events ─────────────────────║   N             previous match                           ║─────────────────────────────┐",
        "│initial                      ║   c             compare: before | this phase | after     ║er is InboxNav; its view     │",
        "│ InboxNav.loadView()         ║   z             zoom the focused pane                    ║iOS 13 UIKit wraps it:       │",
        "│ InboxNav.viewDidLoad()      ║   v             hide the focused pane (V: show all)      ║ UIDropShadowView > root view│",
        "│ Inbox.loadView()            ║   V             show every hidden pane                   ║rollers on screen are in the │",
        "│ Inbox.viewDidLoad()         ║   click         select a view (details), focus a pane    ║er's top child (N-2), a tab  │",
        "│ InboxNav.viewWillAppear(anim║   wheel         scroll                                   ║TB-2). Parents hear          │",
        "│ Inbox.viewWillAppear(animate║                                                          ║heir children here; sources  │",
        "│ InboxNav.viewIsAppearing(ani║ Drive it                                                 ║                             │",
        "│ InboxNav.viewWillLayoutSubvi║   a             act: add a step (push, present, rotate…) ║                             │",
        "│ InboxNav.viewDidLayoutSubvie║   w             save the scene with the added steps      ║r shows one child at a time: │",
        "│ Inbox.viewIsAppearing(animat║   o             open another scene                       ║                             │",
        "└─────────────────────────────╚══════════════════════════════════ j/k scroll  Esc close ═╝─────────────────────────────┘",
        " j/k scroll  Esc close  q quit",
      ])
  }

  @Test func actionMenu() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    press(&app, .character("G"), .character("a"))
    expectScreen(
      app.render(width: 80, height: 24),
      [
        " Push a detail screen onto a navigation … iPhone 15 · portrait · wC hR · iOS 17",
        " step 1/1  push Message on InboxNav               phase ● ● ● ● ● ◉  6/6  after",
        "┌ Views ───────────────────────────────────────────────────────┐┌ Screen ──────┐",
        "│ ›UIWindow (0 0; 393 852)                                     ││  ┌────────┐  │",
        "│  └ UITransitionView (0 0; 393 852)                           ││  │UINavig…│  │",
        "│    └ UIDro╔ Act: next step after step 1 ═════════════════════════╗UITextV…│  │",
        "│      └ UIL║ ›1 push Pushed1 onto InboxNav                        ║        │  │",
        "│        ├ U║  2 pop InboxNav (Message)                            ║        │  │",
        "│        │ └║  3 pop to root InboxNav                              ║Message │  │",
        "│        │  ║  4 present …                                         ║        │  │",
        "│        │  ║  5 dismiss …                                         ║        │  │",
        "│        │  ║  6 select a tab  (no tab bar controller on screen)   ║        │  │",
        "│        └ U║  7 rotate to landscape                               ║        │  │",
        "│           ║  8 change device …                                   ║────────┘  │",
        "└───────────║  9 multitasking  (iPad only)                         ║─ 393×852 ─┘",
        "┌ Controller║    add Child1 to Message                             ║───────────┐",
        "│InboxNav   ║    remove a child  (no child of a container)         ║           │",
        "│| Inbox    ╚═════════════════ n name  t animated: yes  Esc close ═╝ Message   │",
        "│| Message     appeared││ Inbox.viewDidDisap…││(13.3). Inbox is still in the   │",
        "│                      ││ Message.viewDidApp…││stack and keeps its view, but   │",
        "│                      ││after               ││that view is out of the window. │",
        "│                      ││ Message.didMove(to…││                                │",
        "└──────────────────────┘└───────── 10-15/15 ─┘└──────────────────────── 1-6/9 ─┘",
        " j/k move  Enter choose  1-9 pick  n name  t animated  Esc back  q quit",
      ])
  }

  @Test func startPicker() {
    var app = TransitionScopeApp(
      catalog: [
        CatalogEntry(Fixtures.entry(Fixtures.push, path: "Scenes/push.yaml")),
        CatalogEntry(Fixtures.entry(Fixtures.tabs, path: "Scenes/tab-switch.yaml")),
      ], opened: nil, ascii: false)
    _ = app.handle(.resize(width: 80, height: 24))
    press(&app, .down)
    expectScreen(
      app.render(width: 80, height: 24),
      [
        " TransitionScope",
        " Step through what UIKit does to the view hierarchy during a transition.",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "      ╔ Open a scene ════════════════════════════════════════════════════╗",
        "      ║   Push a detail screen onto a navigation stack         push.yaml ║",
        "      ║ › Switch tabs                                    tab-switch.yaml ║",
        "      ║   Playground                                            built in ║",
        "      ╚═════════════════════════════════════════ type to filter  q quit ═╝",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " type to filter  ↑/↓ move  Enter open  q quit",
      ])
  }

  @Test func searchPrompt() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    press(&app, .character("G"), .character("/"))
    type(&app, "lab")
    expectScreen(
      app.render(width: 80, height: 24),
      [
        " Push a detail screen onto a navigation … iPhone 15 · portrait · wC hR · iOS 17",
        " step 1/1  push Message on InboxNav               phase ● ● ● ● ● ◉  6/6  after",
        "╔ Views /lab ══════════════════════════════════════════════════╗┌ Screen ──────┐",
        "║  UIWindow (0 0; 393 852)                                     ║│  ┌────────┐  │",
        "║  └ UITransitionView (0 0; 393 852)                           ║│  │────────│  │",
        "║    └ UIDropShadowView (0 0; 393 852)                         ║│  │UITextV…│  │",
        "║      └ UILayoutContainerView <InboxNav> (0 0; 393 852)       ║│  │        │  │",
        "║        ├ UINavigationTransitionView (0 0; 393 852)           ║│  │        │  │",
        "║        │ └ UIViewControllerWrapperView (0 0; 393 852)        ║│  │Message │  │",
        "║        │   └ UIView <Message> (0 0; 393 852)                 ║│  │        │  │",
        "║ ›      │     ├ UILabel (16 111; 361 44)                      ║│  │        │  │",
        "║        │     └ UITextView (16 163; 361 44)                   ║│  │        │  │",
        "║        └ UINavigationBar (0 59; 393 44)                      ║│  │        │  │",
        "║                                                              ║│  └────────┘  │",
        "╚══════════════════════════════════════════════════════════════╝└──── 393×852 ─┘",
        "┌ Controllers ─────────┐┌ Events ────────────┐┌ Why ───────────────────────────┐",
        "│InboxNav      appeared││ Message.viewDidLay…││Last, UIKit calls               │",
        "│| Inbox    disappeared││completed           ││didMove(toParent:) on Message   │",
        "│| Message     appeared││ Inbox.viewDidDisap…││(13.3). Inbox is still in the   │",
        "│                      ││ Message.viewDidApp…││stack and keeps its view, but   │",
        "│                      ││after               ││that view is out of the window. │",
        "│                      ││ Message.didMove(to…││                                │",
        "└──────────────────────┘└───────── 10-15/15 ─┘└──────────────────────── 1-6/9 ─┘",
        " /lab_  1/1  Enter keep  Esc close",
      ])
  }
}
