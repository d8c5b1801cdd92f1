extension TabBarStepNote {
  /// The words in Simplified Chinese, API names and rule IDs as they are.
  var chinese: String {
    switch self {
    case .scrolled(let content, let down, let outcome, let accessory):
      return "用户把 \(content) 的内容向\(down ? "下" : "上")滚动。" + outcome.chinese
        + (accessory.map {
          "底部附件（\($0.content)）随之移动：" + $0.place.chinese + " (TB-13)。"
        } ?? "")
    case .accessoryGiven(let content, let tab, let animated, let place):
      return "setBottomAccessory(UITabAccessory(\(content)), animated: \(animated)) 给 \(tab) "
        + "加上一个底部附件：" + ContainerNote.accessory(place).chinese
    case .accessoryRemoved(let tab, let animated):
      return "setBottomAccessory(nil, animated: \(animated)) 移除 \(tab) 的底部附件 (TB-13)。"
        + "没有控制器被添加、移动或收到 appearance 回调 [I]。"
    case .tabBarHidden(let hidden, let animated, let tab, let floating, let pushedHides):
      let bar = floating ? "浮动标签栏 (TB-6)" : "底部的 UITabBar"
      return "setTabBarHidden(\(hidden), animated: \(animated)) "
        + (hidden ? "隐藏" : "显示") + " \(tab) 当前使用的标签栏，这里是它的\(bar) (TB-12)。"
        + "只有标签栏改变：没有控制器被添加、移动或收到 appearance 回调 [I]；safe area 改变的"
        + "视图重新布局 (LC-4)。"
        + (pushedHides
          ? "被 push 的控制器设置了 hidesBottomBarWhenPushed，它也会隐藏标签栏 (N-8)；这是两个"
            + "独立的设置。" : "")
    case .childTabOfShownGroup(let name, let root):
      return "selectedTab 变为 \(name)，它是 UITabGroup \(root) 的子标签，而 \(root) 的控制器"
        + "已经显示。标签栏控制器只在根标签之间切换它的视图控制器（TB-11，一位 Apple 工程师的"
        + "回答，FORUM-TABGROUP）：没有控制器被添加、移动或收到 appearance 回调；只有 "
        + "selectedTab 改变 [I]。"
    case .childTabSelectsGroup(let name, let root):
      return "selectedTab 变为 \(name)，它是 UITabGroup \(root) 的子标签：标签栏控制器只在根标签"
        + "之间切换它的视图控制器 (TB-11, FORUM-TABGROUP)，所以出现的是 \(root)，伴随 TB-3 的"
        + "标签切换。"
    }
  }
}

extension TabBarStepNote.ScrollOutcome {
  /// What the scroll does to the bar, in Chinese.
  var chinese: String {
    switch self {
    case .beforeIOS26: return "iOS 26 之前标签栏不会最小化 (TB-13)。"
    case .notPhone(let behavior):
      return ContainerNote.minimize(ContainerNote.Minimize(behavior: behavior, phone: false))
        .chinese
    case .hidden(let tab):
      return "\(tab) 的标签栏是隐藏的，所以没有什么可以最小化 (TB-13, TB-12, N-8)。"
    case .stays(let behavior, let minimized):
      return "tabBarMinimizeBehavior 为 \(behavior.rawValue) 时，标签栏保持"
        + (minimized ? "最小化" : "展开") + "："
        + ContainerNote.minimize(ContainerNote.Minimize(behavior: behavior, phone: true)).chinese
    case .changes(let behavior, let tab, let minimized):
      return "tabBarMinimizeBehavior 为 \(behavior.rawValue) 时，\(tab) 的标签栏"
        + (minimized ? "最小化" : "重新展开")
        + " (TB-13)。只有标签栏的几何形状改变：没有控制器被添加、移动或收到 appearance 回调 "
        + "[I]。最小化后标签栏的 frame 以及 iOS 26 标签栏各视图的类，都没有任何资料 (Q-26)，"
        + "所以画面保持原来画的 UITabBar。"
    }
  }
}
