import Testing
import TransitionEngine

@testable import TUI

/// Whole screens at 80×24, and the too-small message.
@Suite struct ScreenTests80 {
  @Test func pushCompletedShowsGhostsOfRemovedViews() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    press(&app, .character("]"), .right, .right, .right, .right)
    expectScreen(
      app.render(width: 80, height: 24),
      [
        " Push a detail screen onto a navigation … iPhone 15 · portrait · wC hR · iOS 17",
        " step 1/1  push Message on InboxNav           phase ● ● ● ● ◉ ○  5/6  completed",
        "╔ Views ═══════════════════════════════════════════════════════╗┌ Screen ──────┐",
        "║ ›UIWindow (0 0; 393 852)                                     ║│  ┌────────┐  │",
        "║  └ UITransitionView (0 0; 393 852)                           ║│  │UINavig…│  │",
        "║    └ UIDropShadowView (0 0; 393 852)                         ║│  │UITextV…│  │",
        "║      └ UILayoutContainerView <InboxNav> (0 0; 393 852)       ║│  │        │  │",
        "║        ├ UINavigationTransitionView (0 0; 393 852)           ║│  │        │  │",
        "║        │ └ UIViewControllerWrapperView (0 0; 393 852) ◀ cont…║│  │Message │  │",
        "║-       │   ├ UIView (-58.95 0; 393 852)                      ║│  │        │  │",
        "║-       │   │ └ UITableView <Inbox> (0 0; 393 852)            ║│  │        │  │",
        "║-       │   ├ _UIParallaxDimmingView (196.5 0; 393 852)       ║│  │        │  │",
        "║>       │   └ UIView <Message> (0 0; 393 852)                 ║│  │        │  │",
        "║        │     ├ UILabel (16 111; 361 44)                      ║│  └────────┘  │",
        "╚════════════════════════════════════════════════════ 1-11/13 ═╝└──── 393×852 ─┘",
        "┌ Controllers ─────────┐┌ Events ────────────┐┌ Why ───────────────────────────┐",
        "│InboxNav      appeared││ Message.viewIsAppe…││The animation ends and          │",
        "│| Inbox    disappeared││ Message.viewWillLa…││completeTransition(true) runs.  │",
        "│| Message     appeared││ Message.viewDidLay…││UIKit removes the from-view     │",
        "│                      ││completed           ││Inbox from the window: only the │",
        "│                      ││ Inbox.viewDidDisap…││top view controller's view stays│",
        "│                      ││ Message.viewDidApp…││(N-2). Did-callbacks: Inbox's   │",
        "└──────────────────────┘└────────── 8-13/13 ─┘└─────────────────────── 1-6/12 ─┘",
        " →/l next  ←/h back  ]/[ step  Tab pane  / search  a act  ? help  q quit",
      ])
  }

  /// A class name longer than the Why pane is wide breaks where its words join, never in a
  /// word that fits on a line.
  @Test func theWhyPaneBreaksLongNamesBetweenTheirWords() {
    var app = Fixtures.app(Fixtures.pageSheet, width: 80, height: 24)
    press(&app, .character("]"), .right, .right)
    expectScreen(
      app.render(width: 80, height: 24),
      [
        " TransitionScope · A page sheet           iPhone 15 · portrait · wC hR · iOS 17",
        " step 1/1  present Compose from Feed (pageSheet)    3/7 presentation will begin",
        "╔ Views ═══════════════════════════════════════════════╗┌ Screen ──────────────┐",
        "║ ›UIWindow (0 0; 393 852)                             ║│      ┌────────┐      │",
        "║  ├ UITransitionView (0 0; 393 852)                   ║│      │UINavig…│      │",
        "║  │ └ UIDropShadowView (0 0; 393 852)                 ║│      │░░░░░░░░│      │",
        "║  │   └ UILayoutContainerView <FeedNav> (0 0; 393 852)║│      │░░░░░░░░│      │",
        "║  │     ├ UINavigationTransitionView (0 0; 393 852)   ║│      │░░░░░░░░│      │",
        "║  │     │ └ UIViewControllerWrapperView (0 0; 393 852)║│      │░░Feed░░│      │",
        "║  │     │   └ UIView <Feed> (0 0; 393 852)            ║│      │░░░░░░░░│      │",
        "║  │     └ UINavigationBar (0 59; 393 44)              ║│      │░░░░░░░░│      │",
        "║  └ UITransitionView (0 0; 393 852) ◀ containerView   ║│      │░░░░░░░░│      │",
        "║*   └ UIDimmingView (-393 -852; 1179 2556)            ║│      │░░░░░░░░│      │",
        "║                                                      ║│      └────────┘      │",
        "╚══════════════════════════════════════════════════════╝└──────────── 393×852 ─┘",
        "┌ Controllers ─────────┐┌ Events ────────────┐┌ Why ───────────────────────────┐",
        "│FeedNav       appeared││container ready     ││_UIPageSheetPresentation        │",
        "│| Feed        appeared││ Compose.loadView() ││Controller.presentation         │",
        "│+ Compose    appearing││ Compose.viewDidLoa…││TransitionWillBegin() runs. It  │",
        "│+   _UIPageSheetPrese…││presentation will b…││adds its chrome, a              │",
        "│                      ││ Compose.presentati…││UIDimmingView, to the container │",
        "│                      ││ Compose.viewWillAp…││(PC-6, M-4/M-6). Compose will   │",
        "└──────────────────────┘└────────────────────┘└─────────────────────── 1-6/10 ─┘",
        " →/l next  ←/h back  ]/[ step  Tab pane  / search  a act  ? help  q quit",
      ])
  }

  @Test func tabSwitchInASCII() {
    var app = Fixtures.app(Fixtures.tabs, width: 80, height: 24, ascii: true)
    press(&app, .character("]"), .right)
    expectScreen(
      app.render(width: 80, height: 24),
      [
        " TransitionScope - Switch tabs            iPhone 15 - portrait - wC hR - iOS 17",
        " step 1/1  select Settings in Tabs              phase * @ o  2/3  to-view added",
        "# Views =====================================================#+ Screen --------+",
        "#    `-UIDropShadowView (0 0; 393 852)                       #|   +--------+   |",
        "#      `-UILayoutContainerView <Tabs> (0 0; 393 852)         #|   |        |   |",
        "#        |-UITransitionView (0 0; 393 852)                   #|   |        |   |",
        "#        | `-UIViewControllerWrapperView (0 0; 393 852)      #|   |        |   |",
        "#        |   |-UILayoutContainerView <FeedNav> (0 0; 393 852)#|   |        |   |",
        "#        |   | |-UINavigationTransitionView (0 0; 393 852)   #|   |Settings|   |",
        "#        |   | | `-UIViewControllerWrapperView (0 0; 393 852)#|   |        |   |",
        "#        |   | |   `-UIView <Feed> (0 0; 393 852)            #|   |        |   |",
        "#        |   | `-UINavigationBar (0 59; 393 44)              #|   |        |   |",
        "#*@      |   `-UIView <Settings> (0 0; 393 852)              #|   |        |   |",
        "#        `-UITabBar (0 769; 393 83)                          #|   +--------+   |",
        "#================================================== 3-13/13 =#+------ 393x852 -+",
        "+ Controllers ---------++ Events ------------++ Why ---------------------------+",
        "|Tabs          appeared||to-view added       ||UIKit swaps the content of the  |",
        "|| FeedNav disappearing|| Settings.loadView()||tab's                           |",
        "|| | Feed  disappearing|| Settings.viewDidLo~||UIViewControllerWrapperView     |",
        "|| Settings   appearing|| Settings.viewWillA~||(TB-1) the way                  |",
        "|                      || FeedNav.viewWillDi~||transition(from:to:) does: the  |",
        "|                      || Feed.viewWillDisap~||new view goes in beside the old |",
        "+----------------------++--------------------++----------------------- 1-6/10 -+",
        " Right/l next  Left/h back  ]/[ step  Tab pane  / search  a act  ? help  q quit",
      ])
  }

  @Test func compareMode() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    press(&app, .character("]"), .right, .right, .character("c"))
    expectScreen(
      app.render(width: 80, height: 24),
      [
        " Push a detail screen onto a navigation … iPhone 15 · portrait · wC hR · iOS 17",
        " step 1/1  push Message on InboxNav       phase ● ● ◉ ○ ○ ○  3/6  to-view added",
        "╔ before ════════════════╗╔ 3/6 to-view added ═══════╗╔ after ═════════════════╗",
        "║ ›UIWindow (0 0; 393 85…║║ ›UIWindow (0 0; 393 852) ║║ ›UIWindow (0 0; 393 85…║",
        "║  └ UITransitionView (0…║║  └ UITransitionView (0 0…║║  └ UITransitionView (0…║",
        "║    └ UIDropShadowView …║║    └ UIDropShadowView (0…║║    └ UIDropShadowView …║",
        "║      └ UILayoutContain…║║      └ UILayoutContainer…║║      └ UILayoutContain…║",
        "║        ├ UINavigationT…║║        ├ UINavigationTra…║║        ├ UINavigationT…║",
        "║        │ └ UIViewContr…║║        │ └ UIViewControl…║║        │ └ UIViewContr…║",
        "║        │   └ UITableVi…║║        │   ├ UIView (0 0…║║-       │   ├ UIView (0…║",
        "║        └ UINavigationB…║║        │   │ └ UITableVi…║║-       │   │ └ UITable…║",
        "║                        ║║*       │   └ _UIParallax…║║-       │   ├ _UIParall…║",
        "║                        ║║*       │     └ UIView <M…║║>       │   └ UIView <M…║",
        "║                        ║║*       │       ├ UILabel…║║        │     ├ UILabel…║",
        "╚════════════════════════╝╚════════════════ 1-11/13 ═╝╚══════════════ 1-11/13 ═╝",
        "┌ Controllers ─────────┐┌ Events ────────────┐┌ Why ───────────────────────────┐",
        "│InboxNav      appeared││ Inbox.viewWillDisa…││The to-view Message is added to │",
        "│| Inbox   disappearing││ Message.viewWillAp…││the container inside a          │",
        "│| Message    appearing││to-view added       ││_UIParallaxDimmingView that     │",
        "│                      ││ Message.viewIsAppe…││starts just off the right edge  │",
        "│                      ││ Message.viewWillLa…││(N-3). Its frame inside is the  │",
        "│                      ││ Message.viewDidLay…││content area, finalFrame(for:)  │",
        "└──────────────────────┘└────────── 5-10/10 ─┘└─────────────────────── 1-6/22 ─┘",
        " →/l next  ←/h back  ]/[ step  Tab pane  / search  a act  ? help  q quit",
      ])
  }

  @Test func detailsOfAClickedView() {
    var app = Fixtures.app(Fixtures.push, width: 80, height: 24)
    press(&app, .character("]"), .right)
    _ = app.handle(.mouse(MouseEvent(kind: .click, x: 20, y: 10)))
    expectScreen(
      app.render(width: 80, height: 24),
      [
        " Push a detail screen onto a navigation … iPhone 15 · portrait · wC hR · iOS 17",
        " step 1/1  push Message on InboxNav     phase ● ◉ ○ ○ ○ ○  2/6  container ready",
        "╔ Views ═══════════════════════════════════════════════════════╗┌ Screen ──────┐",
        "║  └ UITransitionView (0 0; 393 852)                           ║│  ┌────────┐  │",
        "║    └ UIDropShadowView (0 0; 393 852)                         ║│  │UINavig…│  │",
        "║      └ UILayoutContainerView <InboxNav> (0 0; 393 852)       ║│  │        │  │",
        "║        ├ UINavigationTransitionView (0 0; 393 852)           ║│  │        │  │",
        "║        │ └ UIViewControllerWrapperView (0 0; 393 852) ◀ cont…║│  │        │  │",
        "║*       │   └ UIView (0 0; 393 852)                           ║│  │ Inbox  │  │",
        "║>›      │     └ UITableView <Inbox> (0 0; 393 852)            ║│  │        │  │",
        "║─ Details ────────────────────────────────────────────────────║│  │        │  │",
        "║ UITableView <Inbox> · role: none                             ║│  │        │  │",
        "║ frame (0 0; 393 852) · in window (0 0; 393 852)              ║│  │        │  │",
        "║ superview UIView · 0 subviews · moved from UIViewControllerW…║│  └────────┘  │",
        "╚══════════════════════════════════════════════════════ 2-8/9 ═╝└──── 393×852 ─┘",
        "┌ Controllers ─────────┐┌ Events ────────────┐┌ Why ───────────────────────────┐",
        "│InboxNav      appeared││container ready     ││pushViewController first tells  │",
        "│| Inbox   disappearing││ Message.willMove(t…││Message it is moving to InboxNav│",
        "│| Message    appearing││ Message.loadView() ││(willMove, 13.3), then starts   │",
        "│                      ││ Message.viewDidLoa…││the appearance callbacks: Inbox │",
        "│                      ││ Inbox.viewWillDisa…││will disappear, then Message    │",
        "│                      ││ Message.viewWillAp…││will appear. The containerView  │",
        "└──────────────────────┘└────────────────────┘└─────────────────────── 1-6/18 ─┘",
        " →/l next  ←/h back  ]/[ step  Tab pane  / search  a act  ? help  q quit",
      ])
  }

  @Test func tooSmall() {
    var app = Fixtures.app(Fixtures.push, width: 30, height: 10)
    expectScreen(
      app.render(width: 30, height: 10),
      [
        "",
        "",
        "",
        "",
        "terminal too small: need 40×12",
        "     (now 30×10, q quits)",
        "",
        "",
        "",
        "",
      ])
    #expect(app.handle(.key(.character("q"))) == [.quit])
  }
}
