import Testing
import TransitionEngine

@testable import TUI

/// Whole screens of a scene whose controllers, title and note are Chinese: every character
/// shows (none as `?`) and every row takes exactly the terminal's width in columns.
@Suite struct WideScreenTests {
  /// A tab bar controller whose tabs are 首页 (in a navigation controller) and 设置, then a
  /// switch to 设置 with a note in Chinese.
  static var chineseTabs: SceneSpec {
    let home = ControllerSpec(
      name: "首页导航", kind: .navigation(stack: [ControllerSpec(name: "首页")]))
    return SceneSpec(
      title: "切换标签页",
      root: ControllerSpec(
        name: "标签栏",
        kind: .tab(tabs: [home, ControllerSpec(name: "设置")], selected: .index(0))),
      steps: [
        StepSpec(
          action: .select(.name("设置"), tab: nil), note: "点击设置标签：UIKit 换上设置的视图。")
      ])
  }

  /// Every row of the canvas takes exactly its width in terminal columns.
  func expectWidths(_ canvas: Canvas, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    for (index, row) in canvas.rows.enumerated() {
      #expect(
        CellWidth.columns(row) == canvas.width, "row \(index) is \(CellWidth.columns(row)) wide",
        sourceLocation: sourceLocation)
    }
  }

  @Test func chineseNamesAt80x24() {
    var app = Fixtures.app(Self.chineseTabs, width: 80, height: 24)
    press(&app, .character("]"), .right)
    let canvas = app.render(width: 80, height: 24)
    expectWidths(canvas)
    expectScreen(
      canvas,
      [
        " TransitionScope · 切换标签页             iPhone 15 · portrait · wC hR · iOS 17",
        " step 1/1  select 设置 in 标签栏                phase ● ◉ ○  2/3  to-view added",
        "╔ Views ══════════════════════════════════════════════════════╗┌ Screen ───────┐",
        "║    └ UIDropShadowView (0 0; 393 852)                        ║│  ┌────────┐   │",
        "║      └ UILayoutContainerView <标签栏> (0 0; 393 852)        ║│  │        │   │",
        "║        ├ UITransitionView (0 0; 393 852)                    ║│  │        │   │",
        "║        │ └ UIViewControllerWrapperView (0 0; 393 852)       ║│  │        │   │",
        "║        │   ├ UILayoutContainerView <首页导航> (0 0; 393 852)║│  │        │   │",
        "║        │   │ ├ UINavigationTransitionView (0 0; 393 852)    ║│  │  设置  │   │",
        "║        │   │ │ └ UIViewControllerWrapperView (0 0; 393 852) ║│  │        │   │",
        "║        │   │ │   └ UIView <首页> (0 0; 393 852)             ║│  │        │   │",
        "║        │   │ └ UINavigationBar (0 59; 393 44)               ║│  │        │   │",
        "║*›      │   └ UIView <设置> (0 0; 393 852)                   ║│  │        │   │",
        "║        └ UITabBar (0 769; 393 83)                           ║│  └────────┘   │",
        "╚═══════════════════════════════════════════════════ 3-13/13 ═╝└───── 393×852 ─┘",
        "┌ Controllers ─────────┐┌ Events ────────────┐┌ Why ───────────────────────────┐",
        "│标签栏        appeared││to-view added       ││UIKit swaps the content of the  │",
        "│| 首页导航 disappeari…││ 设置.loadView()    ││tab's                           │",
        "│| | 首页  disappearing││ 设置.viewDidLoad() ││UIViewControllerWrapperView     │",
        "│| 设置       appearing││ 设置.viewWillAppea…││(TB-1) the way                  │",
        "│                      ││ 首页导航.viewWillD…││transition(from:to:) does: the  │",
        "│                      ││ 首页.viewWillDisap…││new view goes in beside the old │",
        "└──────────────────────┘└────────────────────┘└──────────────────────── 1-6/9 ─┘",
        " →/l next  ←/h back  ]/[ step  Tab pane  / search  a act  ? help  q quit",
      ])
  }

  @Test func chineseNamesAt120x40() {
    var app = Fixtures.app(Self.chineseTabs, width: 120, height: 40)
    press(&app, .character("]"), .right, .right)
    let canvas = app.render(width: 120, height: 40)
    expectWidths(canvas)
    expectScreen(
      canvas,
      [
        " TransitionScope · 切换标签页                                     iPhone 15 · portrait · w compact / h regular · iOS 17",
        " step 1/1  select 设置 in 标签栏                                       phase ● ● ◉  3/3  after · the transition is over",
        "┌ Controllers ─────────────┐╔ Views ══════════════════════════════════════════════════════╗┌ Screen ───────────────────┐",
        "│标签栏            appeared│║ ›UIWindow (0 0; 393 852)                                    ║│   ┌──────────────────┐    │",
        "│| 首页导航     disappeared│║  └ UITransitionView (0 0; 393 852)                          ║│   │                  │    │",
        "│| | 首页       disappeared│║    └ UIDropShadowView (0 0; 393 852)                        ║│   │                  │    │",
        "│| 设置            appeared│║      └ UILayoutContainerView <标签栏> (0 0; 393 852)        ║│   │                  │    │",
        "│                          │║        ├ UITransitionView (0 0; 393 852)                    ║│   │                  │    │",
        "│                          │║        │ └ UIViewControllerWrapperView (0 0; 393 852)       ║│   │                  │    │",
        "│                          │║-       │   ├ UILayoutContainerView <首页导航> (0 0; 393 852)║│   │                  │    │",
        "│                          │║-       │   │ ├ UINavigationTransitionView (0 0; 393 852)    ║│   │                  │    │",
        "│                          │║-       │   │ │ └ UIViewControllerWrapperView (0 0; 393 852) ║│   │                  │    │",
        "│                          │║-       │   │ │   └ UIView <首页> (0 0; 393 852)             ║│   │                  │    │",
        "│                          │║-       │   │ └ UINavigationBar (0 59; 393 44)               ║│   │       设置       │    │",
        "│                          │║        │   └ UIView <设置> (0 0; 393 852)                   ║│   │                  │    │",
        "│                          │║        └ UITabBar (0 769; 393 83)                           ║│   │                  │    │",
        "│                          │║                                                             ║│   │                  │    │",
        "│                          │║                                                             ║│   │                  │    │",
        "│                          │║                                                             ║│   │                  │    │",
        "│                          │║                                                             ║│   │                  │    │",
        "│                          │║                                                             ║│   │                  │    │",
        "│                          │║                                                             ║│   │                  │    │",
        "│                          │║                                                             ║│   │                  │    │",
        "│                          │║                                                             ║│   │UITabBar──────────│    │",
        "│                          │║                                                             ║│   └──────────────────┘    │",
        "└──────────────────────────┘╚═════════════════════════════════════════════════════════════╝└───────────────── 393×852 ─┘",
        "┌ Events ──────────────────────────────────────────────────┐┌ Why ─────────────────────────────────────────────────────┐",
        "│ 设置.viewDidLoad()                                       ││The old tab's view leaves the window, so only the selected│",
        "│ 设置.viewWillAppear(animated: false)                     ││child's view is in it (TB-2). Did-callbacks:              │",
        "│ 首页导航.viewWillDisappear(animated: false)              ││viewDidDisappear for 首页导航 and 首页, then 设置's       │",
        "│ 首页.viewWillDisappear(animated: false)                  ││viewDidAppear (TB-3).                                     │",
        "│after                                                     ││                                                          │",
        "│ 设置.viewIsAppearing(animated: false)                    ││                                                          │",
        "│ 设置.viewWillLayoutSubviews()                            ││                                                          │",
        "│ 设置.viewDidLayoutSubviews()                             ││                                                          │",
        "│ 首页导航.viewDidDisappear(animated: false)               ││                                                          │",
        "│ 首页.viewDidDisappear(animated: false)                   ││                                                          │",
        "│ 设置.viewDidAppear(animated: false)                      ││                                                          │",
        "└──────────────────────────────────────────────── 3-13/13 ─┘└──────────────────────────────────────────────────────────┘",
        " →/l next  ←/h back  ]/[ step  Tab pane  ./, change  i details  / search  c compare  z zoom  a act  ? help  q quit",
      ])
  }
}
