/// `tscope explain`'s sentences about a dump's controllers (roots, stacks, tabs, splits,
/// children, presentations and their styles) and the iOS version the dump gives evidence
/// for. Names, classes and styles are values; the appearance states are `_printHierarchy`'s
/// own words; rule IDs are the same in both languages.
public enum ControllerStoryWords: Phrase, Hashable {
  case joined(Int, of: Int)
  case root(String, state: StateWords)
  /// A navigation controller (`inferred` from its view's class), its stack, its top.
  case navigation(String, inferred: Bool, stack: String, top: (String, StateWords)?)
  /// A tab bar controller, its tabs and the selected one (nil: none is appeared).
  case tabs(String, inferred: Bool, tabs: String, selected: String?)
  case split(String, inferred: Bool, children: String, collapsed: Bool)
  case children(String, children: String, count: Int)
  /// Every child out of the window (`parentInWindow`: the container's own view is in).
  case everyChildOut(String, parentInWindow: Bool)
  /// A presentation: presenter, presented, the presentation controller's class, the style,
  /// the view fullScreen took out, whether the presenter is a container (P-2).
  case presentation(
    String, presents: String, with: String, style: PresentedStyle, takenOut: String?,
    fromContainer: Bool)
  /// The iOS version: unknown with no evidence, else the range and each piece of evidence.
  case versionUnknown
  case version(VersionRange, evidence: [VersionEvidence])

  /// What the story says of a presentation's style, with the presenter's state.
  public enum PresentedStyle: Sendable, Hashable {
    case fullScreen(StateWords), over(String, StateWords), sheet(String, StateWords)
    case popover(StateWords), currentContext, unknown
  }

  /// The range of iOS versions the evidence allows.
  public enum VersionRange: Sendable, Hashable {
    case disagrees, exactly(Int), between(Int, Int), orLater(Int), orEarlier(Int), unknown
  }

  /// One piece of evidence for the version.
  public enum VersionEvidence: Sendable, Hashable {
    case colonForm(line: Int, viewClass: String), plainForm(line: Int, viewClass: String)
    case rootWrapper(String), rootInWindow(String), tabContainer(String), pageSheet(String)
    case thirtyTwoBit(count: Int, example: String)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.english == rhs.english }
  public func hash(into hasher: inout Hasher) { hasher.combine(english) }

  public var english: String {
    switch self {
    case .joined(let joined, let total):
      "\(joined) of \(total) controllers joined to views by address (§1.4)."
    case .root(let name, let state): "\(name) is the root controller, \(state.english) (W-1)."
    case .navigation(let name, let inferred, let stack, let top):
      "\(name) is a navigation controller"
        + "\(inferred ? " (inferred: its view is a UILayoutContainerView)" : "") "
        + "with the stack \(stack); only the top's view stays in its content area (N-2): "
        + (top.map { "\($0.0), \($0.1.english)" } ?? "none") + "."
    case .tabs(let name, let inferred, let tabs, let selected):
      "\(name) is a tab bar controller\(inferred ? " (inferred from its class name)" : "") "
        + "with the tabs \(tabs); "
        + (selected.map {
          "the selected one is \($0); the others' views are out of the window (TB-2)"
        }
          ?? "none is appeared, so the states do not tell which is selected; every tab is "
          + "still its child (TB-2)") + "."
    case .split(let name, let inferred, let children, let collapsed):
      "\(name) is a split view controller\(inferred ? " (inferred from its class name)" : "") "
        + "with \(children)"
        + (collapsed ? "; with one child it is collapsed, as in compact width (SV-1)" : "") + "."
    case .children(let name, let children, let count):
      "\(name) contains \(children) as child controller\(count == 1 ? "" : "s") (K-1)."
    case .everyChildOut(let name, let parentInWindow):
      "Every child of \(name) is out of the window, yet each is still its child: "
        + "_printHierarchy lists containment whatever the states (N-2, TB-2)"
        + (parentInWindow ? "." : ", and \(name)'s own view is out of the window too.")
    case .presentation(let presenter, let presented, let with, let style, let out, let container):
      "\(presenter) presents \(presented) with \(with)" + Self.englishStyle(style)
        + (out.map {
          ". Its view \($0) is not in the recursiveDescription: fullScreen took it out (M-1)"
        }
          ?? "")
        + (container
          ? ". UIKit presents from the controller that covers the screen (P-2), so the "
            + "controller whose code called present may be one of its children" : "") + "."
    case .versionUnknown:
      "iOS version: unknown. The dump shows none of the evidence the tool reads (the "
        + "_printHierarchy view form, the iOS 13 root wrapper, a root view straight in the "
        + "window, addresses that all fit in 32 bits)."
    case .version(let range, let evidence):
      "iOS \(Self.englishRange(range)): "
        + evidence.map(Self.englishEvidence).joined(separator: "; ") + "."
    }
  }

  public var chinese: String {
    switch self {
    case .joined(let joined, let total): "\(total) 个控制器中有 \(joined) 个按地址对上了视图（§1.4）。"
    case .root(let name, let state): "\(name) 是根控制器，\(state.chinese)（W-1）。"
    case .navigation(let name, let inferred, let stack, let top):
      "\(name) 是导航控制器\(inferred ? "（推断：它的视图是 UILayoutContainerView）" : "")，"
        + "栈为 \(stack)；只有栈顶的视图留在它的内容区域里（N-2）："
        + (top.map { "\($0.0)，\($0.1.chinese)" } ?? "没有") + "。"
    case .tabs(let name, let inferred, let tabs, let selected):
      "\(name) 是标签栏控制器\(inferred ? "（从类名推断）" : "")，标签页为 \(tabs)；"
        + (selected.map { "选中的是 \($0)；其他标签页的视图不在 window 里（TB-2）" }
          ?? "没有一个是 appeared，所以从状态看不出选中了哪个；每个标签页仍是它的子控制器（TB-2）") + "。"
    case .split(let name, let inferred, let children, let collapsed):
      "\(name) 是分栏控制器（split view controller）\(inferred ? "（从类名推断）" : "")，包含 \(children)"
        + (collapsed ? "；只有一个子控制器，说明它已折叠，和 compact 宽度时一样（SV-1）" : "") + "。"
    case .children(let name, let children, _):
      "\(name) 把 \(children) 作为子控制器（K-1）。"
    case .everyChildOut(let name, let parentInWindow):
      "\(name) 的每个子控制器都不在 window 里，但仍然都是它的子控制器："
        + "无论状态如何，_printHierarchy 都会列出包含关系（N-2、TB-2）"
        + (parentInWindow ? "。" : "；而且 \(name) 自己的视图也不在 window 里。")
    case .presentation(let presenter, let presented, let with, let style, let out, let container):
      "\(presenter) 用 \(with) present 了 \(presented)" + Self.chineseStyle(style)
        + (out.map { "。它的视图 \($0) 不在 recursiveDescription 里：被 fullScreen 移出去了（M-1）" } ?? "")
        + (container ? "。UIKit 从盖住屏幕的那个控制器发起 present（P-2），所以调用 present 的代码可能属于它的某个子控制器" : "")
        + "。"
    case .versionUnknown:
      "iOS 版本：未知。这份 dump 里没有本工具能读的任何证据（_printHierarchy 打印视图的形式、"
        + "iOS 13 的根包装视图、直接放在 window 里的根视图、全部能放进 32 位的地址）。"
    case .version(let range, let evidence):
      "iOS \(Self.chineseRange(range))：" + evidence.map(Self.chineseEvidence).joined(separator: "；")
        + "。"
    }
  }
}
