extension ContainerNote {
  /// The words in Simplified Chinese, API names and rule IDs as they are.
  var chinese: String {
    switch self {
    case .columnSplit(let split, let style, let created, let compact, let layout, let inspector):
      return Self.chineseColumnSplit(split, style, created, compact, layout, inspector)
    case .moreTabsListed(let tab, let count, let navigation, let list):
      return "\(tab) 在 compact 宽度下有 \(count) 个标签，所以标签栏只显示前四个和一个 More 项"
        + "（TB-7）；第 5 个及之后的标签要通过 UIKit 的 More 导航控制器 \(navigation) 进入（一个以 "
        + "UIMoreListController \(list) 为根的 UIMoreNavigationController），它不在 "
        + "viewControllers 里；模型把它列为 \(tab) 的最后一个子控制器 [I]。"
    case .moreShows(
      let tab, let count, let target, let position, let navigation, let list, let lendsStack,
      let ending):
      let lent =
        lendsStack
        ? "\(target) 本身就是导航控制器，所以 UIKit 把它的栈移到 \(navigation) 上，让 \(target) "
          + "变空，而不是把它嵌套进去（TB-8）[D]；一份 2016 年的报告看到的却是两层导航控制器："
          + "各资料说法不一（Q-23）"
        : "UIKit 把 \(target) push 到 \(navigation) 上、\(list) 之上，所以它的 "
          + "navigationController 现在是 \(navigation)（TB-8）[D]"
      let end = ending == .stop ? "。" : ending == .moved ? "（TB-10）[I：这一移动]" : ""
      return "\(tab) 在 compact 宽度下有 \(count) 个标签，所以标签栏只显示前四个和一个 More 项"
        + "（TB-7）。\(target) 是第 \(position) 个标签，要通过 More 导航控制器 \(navigation) 进入"
        + "（一个 UIMoreNavigationController，不在 viewControllers 里；模型把它列为 \(tab) 的"
        + "最后一个子控制器 [I]）：" + lent
        + "。selectedViewController 是 viewControllers 里的一个标签（TB-9）；当 \(target) 在最上面时，"
        + "它报告的是 \(target) 还是 \(navigation)，开发者两种说法都有（Q-23）" + end
    case .moreReturns(let tab, let borrowed, let navigation):
      return "在 regular 宽度下 \(tab) 不使用 More 项：\(borrowed) 离开 \(navigation)，"
        + "重新回到标签栏里（TB-10）[I：这一移动]"
    case .tabBarHost(let tabs, let floating):
      let names = tabs.joined(separator: "、")
      return floating
        ? " 在 iPadOS 18+ 的 regular 宽度下，\(names) 把标签放在一个 _UITabContainerView 里"
          + "（顶部的浮动标签栏），底部的 UITabBar 离开 window（TB-6）。"
        : " 在 compact 宽度下，\(names) 经典的底部 UITabBar 回来了，_UITabContainerView 离开（TB-6）。"
    case .tabAPIBeforeIOS18(let tab, let ios):
      return "\(tab) 使用了 UITab、UITabGroup、mode 或 selectedTab，这些是 iOS 18 新增的；在 "
        + "iOS \(ios) 上它是一个由 viewControllers 组成的经典标签栏控制器，分组里的子标签并不存在"
        + "（TB-11）。"
    case .tabAPI(let tab, let groups, let selectedChild, let mode, let moreUnsettled):
      return Self.chineseTabAPI(tab, groups, selectedChild, mode, moreUnsettled)
    case .tabBar26BeforeIOS26(let tab, let ios):
      return "\(tab) 设置了 minimizeBehavior 或 bottomAccessory，这些是 iOS 26 新增的；在 iOS "
        + "\(ios) 上它们不存在，会被忽略（TB-13）。"
    case .tabBar26(let tab, let minimize, let accessory):
      let text =
        (minimize.map {
          " \(tab) 的 tabBarMinimizeBehavior 是 \($0.behavior.rawValue)："
            + ContainerNote.minimize($0).chinese
        } ?? "")
        + (accessory.map {
          " \(tab) 有一个底部附件，它的内容视图是 \($0.content)："
            + ContainerNote.accessory($0.place).chinese
        } ?? "")
      return String(text.dropFirst())
    case .minimize(let minimize):
      return Self.chinese(minimize)
    case .accessory(let place):
      return place.chinese + "（TB-13）。没有控制器被添加、移动或收到外观回调 [I]。承载它的视图"
        + "是什么类、它的 frame 以及 iOS 26 标签栏的 frame 都没有任何资料（Q-26），所以画面不画它。"
    }
  }

  private static func chinese(_ minimize: Minimize) -> String {
    guard minimize.phone else { return "只有 iPhone 上的标签栏支持最小化，所以在这台 iPad 上什么都不会最小化（TB-13）。" }
    switch minimize.behavior {
    case .onScrollDown: return "内容向下滚动时标签栏最小化，向上滚回时展开（TB-13）。"
    case .onScrollUp: return "内容向上滚动时标签栏最小化，向下滚动时展开，适用于底部对齐的内容（TB-13）。"
    case .never: return "标签栏从不最小化（TB-13）。"
    case .automatic:
      return "由系统决定；何时最小化没有资料，所以在模型里滚动不会改变标签栏 [I]（TB-13）。"
    }
  }

  private static func chineseColumnSplit(
    _ split: String, _ style: String, _ created: [CreatedNavigation], _ compact: String?,
    _ layout: ColumnLayout, _ inspector: InspectorArrival?
  ) -> String {
    var text = "\(split) 是列式分栏控制器（.\(style)，SV-8）：每一列放一个导航控制器，"
    if created.isEmpty {
      text += "这里用的都是 app 自己的。"
    } else {
      let wrapped = created.map { "为 \($0.root) 创建的 \($0.navigation)（.\($0.column)）" }
      text +=
        "对于给了非导航控制器的列，UIKit 会自己创建一个：" + wrapped.joined(separator: "、")
        + "。Apple 只说分栏控制器\"creates a navigation controller\"；它是不是 "
        + "UINavigationController 的私有子类是未知的 [I]。"
    }
    if let compact {
      text += " compact 列是例外：UIKit 的头文件说那里不会创建导航控制器，所以 \(compact) 按原样放在其中（SV-8）。"
    }
    switch layout {
    case .collapses(let collapse):
      text += " 它一开始就处于 compact 宽度，所以在第一次显示之前就折叠（SV-6，SV-9）：" + collapse + "。"
    case .collapsedAlready:
      text += " 宽度是 compact，它在视图加载之前就已经折叠了（SV-9）。"
    case .regular(let displayMode, let shown):
      text +=
        " 在 regular 宽度下它的 display mode 是 \(displayMode)，显示 " + shown.joined(separator: "、")
        + " [I：资料没有给出列式分栏的默认 display mode；这里沿用经典分栏的（SV-5），Q-22]。"
    }
    switch inspector {
    case .beforeIOS26(let name, let ios):
      text += " inspector 列是 iOS 26 新增的；在 iOS \(ios) 上 \(name) 没有可显示的列，一直不在屏幕上（SV-10）。"
    case .hidden(let name):
      text += " 它的 inspector 列 \(name) 在 app 调用 show(.inspector) 之前一直隐藏（SV-10）。"
    case nil: break
    }
    return text
  }

  private static func chineseTabAPI(
    _ name: String, _ groups: [TabGroup], _ selectedChild: SelectedChildTab?,
    _ mode: TabModeNote?, _ moreUnsettled: Bool
  ) -> String {
    var text =
      "\(name) 由 UITab 对象构建（TB-11）：每个标签的 view-controller provider 返回为它显示的"
      + "控制器。UIKit 何时调用 provider（在该标签第一次被选中时还是更早）没有文档说明，所以模型"
      + "像 viewControllers 那样，从一开始就把每个标签的控制器列为 \(name) 的子控制器 [I]。"
    for group in groups {
      text +=
        " \(group.group) 是一个 UITabGroup，子标签有 \(group.children.joined(separator: "、"))："
        + "默认情况下标签栏控制器只为根标签切换控制器，所以每个子标签显示的都是 \(group.group)"
        + "（一位 Apple 工程师的回答，FORUM-TABGROUP）；子标签自己的控制器不显示，也不建模。"
    }
    if let selectedChild {
      text +=
        " selectedTab 是 \(selectedChild.tab)，它是 \(selectedChild.root) 的子标签，所以选中的是 "
        + "\(selectedChild.root)。"
    }
    switch mode {
    case .regularTabBar(let mode):
      text += " mode 为 \(mode) 时，iPhone 或任何 compact 宽度的窗口都显示普通标签栏（TB-11）。"
    case .tabBarOnly(let mode, let automatic):
      text += " mode 为 \(mode)" + (automatic ? " 且没有标签分组" : "") + "时，iPad 只显示标签栏，从不显示侧边栏（TB-11）。"
    case .sidebar(let mode, let automatic):
      text +=
        " mode 为 \(mode)" + (automatic ? " 且有标签分组" : "")
        + "时，iPad 的 _UITabContainerView 可能显示侧边栏而不是浮动标签栏（TB-11，TB-6）。启动时"
        + "显示两者中的哪一个（sidebar.isHidden），以及侧边栏是与内容并排还是盖在内容上，资料里都"
        + "没有：模型让选中标签的视图保持全宽，不画侧边栏 [I]。"
    case nil: break
    }
    if moreUnsettled {
      text +=
        " 由 UITab 构建的标签栏控制器在 iPhone 上有六个或更多标签时是否使用 More 界面，"
        + "资料没有定论（Q-23）；模型按 TB-7 处理。"
    }
    return text
  }
}
