/// What the first picture says of the window and of the device and iOS profile in force
/// (`Timeline/TimelineBuilder`, `Devices/`): the root's view in the window, the iPadOS 18
/// tab container, the iOS 26 and later profiles and iPadOS 26 windowing (V-1–V-4).
enum ProfileNote: NoteFamily {
  /// The root controller's view in the window, wrapped from iOS 13 (W-1–W-3, N-2, TB-2,
  /// Q-14).
  case window(root: String, wraps: Bool)
  /// Tab bar controllers that host their tabs in a `_UITabContainerView` (TB-6).
  case floatingTabs([String])
  /// iOS 26 as its own profile (M-13, TB-13, Q-26, SV-10).
  case iOS26Profile
  /// iPadOS 26's free-size windows for a `multitasking:` value (V-4, Q-28).
  case windowing(Multitasking)
  /// iOS 27 follows the iOS 26 profile, with sheet placement (V-2).
  case iOS27
  /// A version beyond every source follows the iOS 26 profile (V-3).
  case beyondSources(ios: Int)

  var role: NoteRole {
    switch self {
    case .window, .floatingTabs: return .happened
    case .iOS26Profile, .windowing, .iOS27, .beyondSources: return .style
    }
  }

  var rules: [String] {
    switch self {
    case .window(_, let wraps): return ["W-1", wraps ? "W-3" : "W-2", "N-2", "TB-2", "Q-14"]
    case .floatingTabs: return ["TB-6"]
    case .iOS26Profile: return ["M-13", "TB-13", "Q-26", "SV-10"]
    case .windowing(let multitasking): return multitasking == .full ? ["V-4"] : ["V-4", "Q-28"]
    case .iOS27: return ["V-2"]
    case .beyondSources: return ["V-3"]
    }
  }

  var controllers: [String] {
    switch self {
    case .window(let root, _): return [root]
    case .floatingTabs(let tabs): return tabs
    case .iOS26Profile, .windowing, .iOS27, .beyondSources: return []
    }
  }

  var lines: [String] { [] }

  var english: String {
    switch self {
    case .window(let root, let wraps):
      return "The window's rootViewController is \(root); its view fills the window (W-1). "
        + (wraps
          ? "From iOS 13 UIKit wraps it: UIWindow > UITransitionView > UIDropShadowView > root "
            + "view (W-3)." : "Up to iOS 12 the root view is a direct subview of the window (W-2).")
        + " Only the views of controllers on screen are in the window: a navigation "
        + "controller's top child (N-2), a tab controller's selected child (TB-2). Parents hear "
        + "appearance callbacks before their children here; sources differ on that order (Q-14)."
    case .floatingTabs(let tabs):
      return " On iPadOS 18+ in regular width \(tabs.joined(separator: ", ")) hosts its tabs in "
        + "a _UITabContainerView (the floating tab bar at the top, or a sidebar) instead of a "
        + "bottom UITabBar (TB-6); the views inside it are in no published dump and are not "
        + "drawn."
    case .iOS26Profile:
      return " iOS 26 is its own profile where the rule book shows a difference: partial-height "
        + "sheets on iPhone are inset cards (M-13), updateProperties() joins the callbacks "
        + "(L-1–L-3), a tab bar controller takes a minimize behavior and a bottom accessory "
        + "(TB-13; the views of the iOS 26 tab bar are in no source, Q-26) and a column-style "
        + "split an inspector column (SV-10); elsewhere (the window tree, the other callbacks, "
        + "the tab bar's views and layout, zoom transitions) it shows none and the model follows "
        + "iOS 18 (Liquid Glass itself is not drawn)."
    case .windowing(let multitasking):
      guard multitasking != .full else {
        return " On iPadOS 26 an app's window can take any size (V-4); multitasking: full means "
          + "a window that fills the screen."
      }
      return " On iPadOS 26 Split View and Slide Over are gone and windows take any size (V-4): "
        + "multitasking: \(multitasking.rawValue) stands for a free-size window as wide as that "
        + "arrangement used to be, with its size classes derived from that width; the widths at "
        + "which a window turns compact are not in the sources (Q-28)."
        + (multitasking == .slideOver
          ? " iPadOS 26.0 has no Slide Over; from 26.1 one resizable Slide Over window exists, "
            + "whose size and size classes are not in the sources (Q-28)." : "")
    case .iOS27:
      return " iOS 27 follows the iOS 26 profile: no source describes iOS 27 changes to "
        + "callbacks or presentation trees. Its one known addition here is a sheet's "
        + "preferredPlacement (automatic, leading, center, trailing); where each places a sheet "
        + "is not in the sources, so placements other than automatic are labelled unknown (V-2)."
    case .beyondSources(let ios):
      return " No source covers iOS \(ios): the model shows the iOS 26 profile and every "
        + "difference iOS \(ios) may have from it is unknown (V-3)."
    }
  }

  var chinese: String {
    switch self {
    case .window(let root, let wraps):
      return "window 的 rootViewController 是 \(root)；它的视图铺满 window（W-1）。"
        + (wraps
          ? "从 iOS 13 起 UIKit 会包一层：UIWindow > UITransitionView > UIDropShadowView > 根视图"
            + "（W-3）。" : "在 iOS 12 及以前，根视图直接是 window 的子视图（W-2）。")
        + " 只有屏幕上的控制器的视图才在 window 里：导航控制器的栈顶子控制器（N-2），标签栏控制器"
        + "选中的子控制器（TB-2）。这里父控制器先于子控制器收到外观回调；各资料对这个顺序说法不一"
        + "（Q-14）。"
    case .floatingTabs(let tabs):
      return " 在 iPadOS 18+ 的 regular 宽度下，\(tabs.joined(separator: "、")) 把标签放在一个 "
        + "_UITabContainerView 里（顶部的浮动标签栏，或侧边栏），而不是底部的 UITabBar（TB-6）；"
        + "它内部的视图没有出现在任何公开的视图层级转储里，所以不画。"
    case .iOS26Profile:
      return " iOS 26 在规则手册显示有差异的地方是单独的一套配置：iPhone 上非全高的 sheet 是内缩的"
        + "卡片（M-13），updateProperties() 加入回调（L-1–L-3），标签栏控制器可以设置最小化行为和"
        + "底部附件（TB-13；iOS 26 标签栏的视图没有资料，Q-26），列式分栏控制器多了 inspector 列"
        + "（SV-10）；其他地方（window 的视图树、其余回调、标签栏的视图和布局、zoom 转场）没有差异，"
        + "模型沿用 iOS 18（Liquid Glass 本身不画）。"
    case .windowing(let multitasking):
      guard multitasking != .full else {
        return " 在 iPadOS 26 上 app 的窗口可以是任意大小（V-4）；multitasking: full 表示铺满屏幕的窗口。"
      }
      return " 在 iPadOS 26 上 Split View 和 Slide Over 都没有了，窗口可以是任意大小（V-4）："
        + "multitasking: \(multitasking.rawValue) 代表一个自由大小的窗口，宽度与原来这种布局相同，size class "
        + "按这个宽度推出；窗口在多宽时变成 compact 没有资料（Q-28）。"
        + (multitasking == .slideOver
          ? " iPadOS 26.0 没有 Slide Over；从 26.1 起有一个可调整大小的 Slide Over 窗口，它的大小和 "
            + "size class 都没有资料（Q-28）。" : "")
    case .iOS27:
      return " iOS 27 沿用 iOS 26 的配置：没有资料描述 iOS 27 对回调或呈现视图树的改动。这里唯一已知"
        + "的新增是 sheet 的 preferredPlacement（automatic、leading、center、trailing）；每种取值把 "
        + "sheet 放在哪里没有资料，所以 automatic 以外的取值都标为未知（V-2）。"
    case .beyondSources(let ios):
      return " 没有资料涉及 iOS \(ios)：模型显示 iOS 26 的配置，iOS \(ios) 与它的任何差异都是未知的"
        + "（V-3）。"
    }
  }
}
