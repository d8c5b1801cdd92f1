/// `tscope explain`'s sentences about a dump's view trees (and how the dump was read): the
/// window, the root wrapper, each presentation's container, navigation and tab content,
/// SwiftUI, sublayers and layout guides, skipped lines. Names (`UIView 0x…`), frames and
/// paths are values; rule IDs are the same in both languages.
public enum ViewStoryWords: Phrase, Hashable {
  case window(String, frame: String)
  /// A tree that starts below the window (`traced`: an `_autolayoutTrace`).
  case notAWindow(String, traced: Bool)
  /// A navigation controller's view and the controller views its content area shows.
  case navigationView(String, shows: [String])
  case tabContent(String, shows: [String])
  case hostingView(String)
  case layers(Int)
  case traced(Int)
  case layoutGuides(Int)
  /// The iOS 13+ root wrapper, its card and the root controller's view.
  case rootWrapper(String, card: String?, content: String?)
  case rootInWindow(String)
  case addedToWindow(String)
  /// A presentation's container (`currentContext`: T-1's) and what it holds.
  case container(String, currentContext: Bool, holds: ContainerContent)
  case noTransition
  case depthFromIndentation(path: String)
  case skippedLines(Int)

  /// What a presentation's container holds.
  public enum ContainerContent: Sendable, Hashable {
    /// A dimming view and a sheet card (its frame); `noHierarchy`: no `_printHierarchy`.
    case sheet(frame: String, noHierarchy: Bool)
    case popover
    /// The presented view on top, the controller views below it, and whether nothing else is
    /// in the window.
    case presented(String, below: [String], aloneInWindow: Bool)
    case empty
    /// Nothing the story speaks of.
    case other
  }

  public var english: String {
    switch self {
    case .window(let name, let frame): "\(name) is the window, \(frame) (W-1)."
    case .notAWindow(let name, let traced):
      "The \(traced ? "_autolayoutTrace" : "recursiveDescription") starts at "
        + "\(name), not at a window: views "
        + "outside it are not shown, so nothing is concluded about them."
    case .navigationView(let name, let shows):
      "\(name) is a navigation "
        + "controller's view (N-1); its content area shows \(Self.englishShown(shows)) (N-2)."
    case .tabContent(let name, let shows):
      "\(name) is a tab bar controller's content area; it shows "
        + "\(Self.englishShown(shows)), the selected tab's view (TB-1, TB-2)."
    case .hostingView(let name):
      "\(name) is a UIHostingController's "
        + "view (SwiftUI): its subviews are SwiftUI's own; the rule book has no rule on them."
    case .layers(let count):
      "\(count) line\(count == 1 ? "" : "s") ending in ` (layer)` "
        + "\(count == 1 ? "is a sublayer" : "are sublayers"), "
        + "not \(count == 1 ? "a view" : "views"): they are left out of the tree."
    case .traced(let count):
      "\(count) view\(count == 1 ? " comes" : "s come") from an _autolayoutTrace, which prints "
        + "no frames and no controllers: their roles come from their classes and nesting only."
    case .layoutGuides(let count):
      "\(count) line\(count == 1 ? " is a layout guide" : "s are layout guides") "
        + "(UILayoutGuide), not \(count == 1 ? "a view" : "views"): left out of the tree."
    case .rootWrapper(let wrapper, let card, let content):
      "The window wraps its root (iOS 13+, W-3): \(wrapper)"
        + (card.map { " > \($0)" } ?? "")
        + (content.map { " > \($0), the root controller's view" } ?? "") + "."
    case .rootInWindow(let name):
      "The root controller's view \(name) is a direct subview of the window, "
        + "as before iOS 13 (W-2)."
    case .addedToWindow(let name):
      "\(name) was added straight to the window: it covers everything "
        + "below it and no controller owns it (W-4)."
    case .container(let name, let currentContext, let holds):
      "\(name) is "
        + (currentContext
          ? "a current-context presentation's container (T-1)"
          : "a presentation's container (T-2)") + Self.englishHolds(holds) + "."
    case .noTransition:
      "No transition is in flight: no controller is appearing or disappearing and no "
        + "_UIParallaxDimmingView or push wrapper is in the tree (N-3)."
    case .depthFromIndentation(let path):
      "\(path) has no '|' depth marks: each line's depth was read from its "
        + "indentation, in steps of the smallest one; check the tree against the paste."
    case .skippedLines(let count):
      "\(count) line\(count == 1 ? " was" : "s were") neither a view nor a controller and "
        + "\(count == 1 ? "was" : "were") skipped (listed under skipped)."
    }
  }

  public var chinese: String {
    switch self {
    case .window(let name, let frame): "\(name) 是 window，\(frame)（W-1）。"
    case .notAWindow(let name, let traced):
      "这份 \(traced ? "_autolayoutTrace" : "recursiveDescription") 从 \(name) 开始，而不是从 window "
        + "开始：它之外的视图没有打印出来，所以对它们不下任何结论。"
    case .navigationView(let name, let shows):
      "\(name) 是导航控制器的视图（N-1）；它的内容区域显示 \(Self.chineseShown(shows))（N-2）。"
    case .tabContent(let name, let shows):
      "\(name) 是标签栏控制器的内容区域；它显示 \(Self.chineseShown(shows))，即选中标签页的视图（TB-1、TB-2）。"
    case .hostingView(let name):
      "\(name) 是 UIHostingController 的视图（SwiftUI）：它的子视图归 SwiftUI 所有；规则书里没有关于它们的规则。"
    case .layers(let count):
      "\(count) 行以 ` (layer)` 结尾，是 sublayer 而不是视图：它们不放进视图树。"
    case .traced(let count):
      "\(count) 个视图来自 _autolayoutTrace，它不打印 frame，也不打印控制器：这些视图的角色只能从类名和嵌套关系看出。"
    case .layoutGuides(let count):
      "\(count) 行是 layout guide（UILayoutGuide），不是视图：不放进视图树。"
    case .rootWrapper(let wrapper, let card, let content):
      "window 把根控制器包了起来（iOS 13+，W-3）：\(wrapper)"
        + (card.map { " > \($0)" } ?? "")
        + (content.map { " > \($0)，即根控制器的视图" } ?? "") + "。"
    case .rootInWindow(let name):
      "根控制器的视图 \(name) 直接是 window 的子视图，和 iOS 13 之前一样（W-2）。"
    case .addedToWindow(let name):
      "\(name) 是直接加到 window 上的：它盖住下面的一切，而且没有控制器拥有它（W-4）。"
    case .container(let name, let currentContext, let holds):
      "\(name) 是"
        + (currentContext ? "一次 currentContext 呈现的容器（T-1）" : "一次 present 的容器，即 containerView（T-2）")
        + Self.chineseHolds(holds) + "。"
    case .noTransition:
      "没有正在进行的转场：没有控制器处于 appearing 或 disappearing，视图树里也没有 "
        + "_UIParallaxDimmingView 或 push 的包装视图（N-3）。"
    case .depthFromIndentation(let path):
      "\(path) 没有 '|' 层级标记：每一行的层级是按缩进读出来的，以最小的缩进为一级；请对照粘贴的原文检查这棵树。"
    case .skippedLines(let count):
      "\(count) 行既不是视图也不是控制器，已跳过（列在“跳过”下面）。"
    }
  }

  private static func englishShown(_ views: [String]) -> String {
    views.isEmpty ? "no controller's view" : views.joined(separator: " and ")
  }

  private static func chineseShown(_ views: [String]) -> String {
    views.isEmpty ? "不是任何控制器的视图" : views.joined(separator: " 和 ")
  }

  private static func englishHolds(_ holds: ContainerContent) -> String {
    switch holds {
    case .sheet(let frame, let noHierarchy):
      "; it holds a dimming view and a sheet card \(frame): "
        + "a sheet over a presenter that stays in the window, pageSheet or formSheet (M-4)"
        + (noHierarchy ? "; without _printHierarchy the style cannot be told apart" : "")
    case .popover: "; it holds a popover (M-6)"
    case .presented(let presented, let below, let alone):
      "; the presented view \(presented) sits directly in it (on top), as "
        + "fullScreen and overFullScreen put it (M-1, M-3)"
        + (below.isEmpty
          ? ""
          : "; below it sits \(below.joined(separator: " and ")), "
            + "a view UIKit moves into a container only while a fullScreen transition runs (T-4)")
        + (alone
          ? "; nothing else is in the window, so the presenter's view is out of it, which is "
            + "what fullScreen does (M-1)" : "")
    case .empty: "; it is empty"
    case .other: ""
    }
  }

  private static func chineseHolds(_ holds: ContainerContent) -> String {
    switch holds {
    case .sheet(let frame, let noHierarchy):
      "；里面是一个 dimming 视图和一张 sheet 卡片 \(frame)：这是盖在仍留在 window 里的 presenter 上的 sheet，"
        + "pageSheet 或 formSheet（M-4）"
        + (noHierarchy ? "；没有 _printHierarchy 就分不出是哪一种样式" : "")
    case .popover: "；里面是一个 popover（M-6）"
    case .presented(let presented, let below, let alone):
      "；被 present 的视图 \(presented) 直接放在里面（最上层），fullScreen 和 overFullScreen 都这样放（M-1、M-3）"
        + (below.isEmpty
          ? ""
          : "；它下面是 \(below.joined(separator: " 和 "))，"
            + "UIKit 只在 fullScreen 转场进行期间才会把这样的视图移进容器（T-4）")
        + (alone ? "；window 里没有别的东西，所以 presenter 的视图已经不在 window 里，这正是 fullScreen 的做法（M-1）" : "")
    case .empty: "；它是空的"
    case .other: ""
    }
  }
}
