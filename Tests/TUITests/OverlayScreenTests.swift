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
        "┌ Views ──║ Step through                                             ║en ──────┐",
        "│ ›UIWindo║   → l Space     next phase (into the next step)          ║──────┐  │",
        "│  └ UITra║   ← h           previous phase                           ║Navig…│  │",
        "│    └ UID║   ] [           next / previous step                     ║      │  │",
        "│      └ U║   g G           first / last phase                       ║      │  │",
        "│        ├║   r             restart the scene as opened              ║      │  │",
        "│        │║                                                          ║box   │  │",
        "│        │║ Look around                                              ║      │  │",
        "│        └║   Tab Shift-Tab focus the next / previous pane           ║      │  │",
        "│         ║   j k ↓ ↑       move in the focused pane                 ║      │  │",
        "│         ║   PgDn PgUp     a page down / up                         ║      │  │",
        "│         ║   Enter         fold / unfold the selected view          ║──────┘  │",
        "└─────────║   /             search views by class or owner           ║393×852 ─┘",
        "┌ Controll║   n N           next / previous match                    ║─────────┐",
        "│InboxNav ║   c             compare: before | this phase | after     ║         │",
        "│| Inbox  ║   z             zoom the focused pane                    ║r is     │",
        "│         ║   click         select a view (details), focus a pane    ║w fills  │",
        "│         ║   wheel         scroll                                   ║ From iOS│",
        "│         ║                                                          ║:        │",
        "│         ║ Drive it                                                 ║         │",
        "└─────────╚══════════════════════════════════ j/k scroll  Esc close ═╝ 1-6/24 ─┘",
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
        "┌ Controllers ─────────────┐┌ ║ Step through                                             ║─────┐┌ Screen ──────────────┐",
        "│InboxNav          appeared││ ║   → l Space     next phase (into the next step)          ║     ││ ┌──────────────────┐ │",
        "│| Inbox           appeared││ ║   ← h           previous phase                           ║     ││ │                  │ │",
        "│                          ││ ║   ] [           next / previous step                     ║     ││ │UINavigationBar───│ │",
        "│                          ││ ║   g G           first / last phase                       ║     ││ │                  │ │",
        "│                          ││ ║   r             restart the scene as opened              ║     ││ │                  │ │",
        "│                          ││ ║                                                          ║     ││ │                  │ │",
        "│                          ││ ║ Look around                                              ║     ││ │                  │ │",
        "│                          ││ ║   Tab Shift-Tab focus the next / previous pane           ║     ││ │                  │ │",
        "│                          ││ ║   j k ↓ ↑       move in the focused pane                 ║     ││ │                  │ │",
        "│                          ││ ║   PgDn PgUp     a page down / up                         ║     ││ │                  │ │",
        "│                          ││ ║   Enter         fold / unfold the selected view          ║     ││ │Inbox             │ │",
        "│                          ││ ║   /             search views by class or owner           ║     ││ │                  │ │",
        "│                          ││ ║   n N           next / previous match                    ║     ││ │                  │ │",
        "│                          ││ ║   c             compare: before | this phase | after     ║     ││ │                  │ │",
        "│                          ││ ║   z             zoom the focused pane                    ║     ││ │                  │ │",
        "│                          ││ ║   click         select a view (details), focus a pane    ║     ││ │                  │ │",
        "│                          ││ ║   wheel         scroll                                   ║     ││ │                  │ │",
        "│                          ││ ║                                                          ║     ││ │                  │ │",
        "│                          ││ ║ Drive it                                                 ║     ││ │                  │ │",
        "│                          ││ ║   a             act: add a step (push, pop, rotate…)     ║     ││ │                  │ │",
        "│                          ││ ║   o             open another scene                       ║     ││ │                  │ │",
        "│                          ││ ║                                                          ║     ││ └──────────────────┘ │",
        "└──────────────────────────┘└─║ Other                                                    ║─────┘└──────────── 393×852 ─┘",
        "┌ Events ─────────────────────║   ?             this help                                ║─────────────────────────────┐",
        "│initial                      ║   Esc           close an overlay, a search or details    ║er is InboxNav; its view     │",
        "│ InboxNav.viewDidLoad()      ║   Ctrl-L        repaint                                  ║iOS 13 UIKit wraps it:       │",
        "│ Inbox.viewDidLoad()         ║   q Ctrl-C      quit                                     ║ UIDropShadowView > root view│",
        "│ InboxNav.viewWillAppear(anim║                                                          ║rollers on screen are in the │",
        "│ Inbox.viewWillAppear(animate║ Marks in the views pane                                  ║er's top child (N-2), a tab  │",
        "│ InboxNav.viewIsAppearing(ani║   +             added since the previous phase           ║TB-2). Parents hear          │",
        "│ Inbox.viewIsAppearing(animat║   -             removed (ghost line)                     ║heir children here; sources  │",
        "│ InboxNav.viewDidAppear(anima║   >             moved to another superview               ║                             │",
        "│ Inbox.viewDidAppear(animated║   ~             new frame                                ║                             │",
        "│                             ║   ◀ containerView the transition's containerView         ║r shows one child at a time: │",
        "│                             ╚══════════════════════════════════════════════ Esc close ═╝                             │",
        "└──────────────────────────────────────────────────────────┘└──────────────────────────────────────────────────────────┘",
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
        "│InboxNav   ║    remove a child  (no child of a container)         ║ls         │",
        "│| Inbox    ╚════════════════════════════ Enter choose  Esc close ═╝t:) on     │",
        "│| Message     appeared││ Inbox.viewDidDisappear(a…││Message (13.3). Inbox is  │",
        "│                      ││ Message.viewDidAppear(an…││still in the stack and    │",
        "│                      ││after                     ││keeps its view, but that  │",
        "│                      ││ Message.didMove(toParent…││view is out of the window.│",
        "└──────────────────────┘└──────────────── 7-12/12 ─┘└───────────────── 1-6/15 ─┘",
        " j/k move  Enter choose  1-9 pick  Esc back  q quit",
      ])
  }

  @Test func startPicker() {
    var app = TransitionScopeApp(
      catalog: [
        Fixtures.entry(Fixtures.push, path: "Scenes/push.yaml"),
        Fixtures.entry(Fixtures.tabs, path: "Scenes/tab-switch.yaml"),
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
        "      ╚═════════════════════════════════════════════ Enter open  q quit ═╝",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        " j/k move  Enter open  1-9 pick  q quit",
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
        "┌ Controllers ─────────┐┌ Events ──────────────────┐┌ Why ─────────────────────┐",
        "│InboxNav      appeared││ Message.viewIsAppearing(…││Last, UIKit calls         │",
        "│| Inbox    disappeared││completed                 ││didMove(toParent:) on     │",
        "│| Message     appeared││ Inbox.viewDidDisappear(a…││Message (13.3). Inbox is  │",
        "│                      ││ Message.viewDidAppear(an…││still in the stack and    │",
        "│                      ││after                     ││keeps its view, but that  │",
        "│                      ││ Message.didMove(toParent…││view is out of the window.│",
        "└──────────────────────┘└──────────────── 7-12/12 ─┘└───────────────── 1-6/15 ─┘",
        " /lab_  1/1  Enter keep  Esc close",
      ])
  }
}
