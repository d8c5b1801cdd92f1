extension RuleBook {
  /// §9 tab bar controllers, in Chinese.
  static let tabsInChinese: [String: RuleInChinese] = [
    "TB-1": RuleInChinese(
      "标签栏控制器的视图",
      "一个 UILayoutContainerView，UITabBar 下面是 UITransitionView（里面有 UIViewControllerWrapperView 和选中控制器的视图）。"
    ),
    "TB-2": RuleInChinese("未选中的标签不在 window 里", "未选中的子控制器的视图不在 window 里。"),
    "TB-3": RuleInChinese(
      "切换标签的回调",
      "从 A 切到 B：B 的 viewDidLoad（首次）、B 的 viewWillAppear、A 的 viewWillDisappear、A 的 viewDidDisappear、B 的 viewDidAppear，顺序与 push 不同。"
    ),
    "TB-4": RuleInChinese(
      "自定义标签转场",
      "delegate 的动画器拿到标签的 UITransitionView 作为 containerView（推测），并加入 toView；只有标签控制器有 transition coordinator。"
    ),
    "TB-5": RuleInChinese(
      "shouldSelect 和 didSelect", "delegate 的 shouldSelect 决定能否切换，didSelect 随后触发。"),
    "TB-6": RuleInChinese(
      "iPadOS 18 regular 宽度下的标签",
      "regular 宽度下由 _UITabContainerView 承载顶部的浮动标签栏（或侧边栏），代替底部的 UITabBar；compact 宽度下底部标签栏回来。"),
    "TB-7": RuleInChinese(
      "iPhone 上六个以上标签：More 项",
      "viewControllers 有六个或更多时，compact 宽度的标签栏显示前四项和一个 More 项；More 界面是 moreNavigationController，不在 viewControllers 里。"
    ),
    "TB-8": RuleInChinese(
      "More 里标签的控制器在哪里", "选中第四个之后的标签会把它的控制器 push 到 More 导航控制器上；本身是导航控制器的标签则借出它的栈。"),
    "TB-9": RuleInChinese(
      "More 下的 selectedIndex 和 selectedViewController",
      "显示 More 列表时，selectedViewController 是 More 导航控制器，selectedIndex 是 NSNotFound。"),
    "TB-10": RuleInChinese(
      "regular 宽度下的 More 项",
      "iPadOS 18+ 的 regular 宽度用浮动标签栏或侧边栏，不用 More；宽度变化时，第四个之后的选中标签移进或移出 More 导航控制器。"),
    "TB-11": RuleInChinese(
      "iOS 18 的标签 API：UITab、UITabGroup、mode、selectedTab",
      "标签栏控制器可以由 UITab 构建，每个 UITab 通过 provider 返回控制器；UITabGroup 把子标签归为 iPad 侧边栏的一节；默认只有根标签会切换控制器。"),
    "TB-12": RuleInChinese(
      "isTabBarHidden（iOS 18）",
      "isTabBarHidden 和 setTabBarHidden(_:animated:) 隐藏当前的标签栏；控制器不变，也没有 appearance 回调。"),
    "TB-13": RuleInChinese(
      "iOS 26 标签栏：最小化和底部附件",
      "tabBarMinimizeBehavior 让 iPhone 的标签栏随滚动最小化；bottomAccessory 放在标签栏上方或与折叠的标签栏并排；两者只改变几何，不增加控制器也不发回调。"
    ),
    "TB-14": RuleInChinese(
      "标签栏控制器记住 delegate；交互式切换",
      "delegate（weak）每次选中都会被询问动画器，包括代码里的选中；有交互控制器时切换跟随手势，取消的切换保留旧标签，回调同取消的 pop（N-6）。"),
  ]
}
