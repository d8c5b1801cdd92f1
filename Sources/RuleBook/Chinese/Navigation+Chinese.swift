extension RuleBook {
  /// §8 navigation controllers, in Chinese.
  static let navigationInChinese: [String: RuleInChinese] = [
    "N-1": RuleInChinese(
      "导航控制器的视图",
      "它的视图是 UILayoutContainerView，里面有 UINavigationTransitionView、UINavigationBar 和工具栏（不用时隐藏）；transition view 在导航栏下面。"
    ),
    "N-2": RuleInChinese(
      "只有栈顶控制器的视图在 window 里",
      "静止时 transition view 里是一个 UIViewControllerWrapperView，装着栈顶控制器的视图；栈里下面的控制器的视图被移除，而不是隐藏。"),
    "N-3": RuleInChinese(
      "带动画的 push：包装视图与视差",
      "内置 push 时两个视图都在 wrapper view 里，各自套一个 UIView；进来的视图外面是 _UIParallaxDimmingView 并滑入，离开的视图以视差速度移到约 -0.3 倍宽度；结束时进来的视图直接放进 wrapper view。"
    ),
    "N-4": RuleInChinese(
      "自定义 push 和 pop 动画器",
      "使用 delegate 的动画器时，fromView 已经在 containerView 里；动画器要把 toView 以最终 frame 加进去；completeTransition(true) 后系统会自动移除 fromView。"
    ),
    "N-5": RuleInChinese("导航栏不在 containerView 里", "导航栏和工具栏由 UIKit 在 containerView 之外做动画。"),
    "N-6": RuleInChinese(
      "取消的交互式 pop",
      "栈不变。栈顶控制器收到 viewWillDisappear，露出的控制器收到 viewWillAppear，然后露出的控制器收到 viewWillDisappear 和 viewDidDisappear，栈顶控制器收到 viewWillAppear、viewIsAppearing 和 viewDidAppear。"
    ),
    "N-7": RuleInChinese("被打断的 push 先完成，再 pop", "用户打断的 push 从不取消：它走完整个 appear 过程，然后立刻变成一次 pop。"),
    "N-8": RuleInChinese(
      "hidesBottomBarWhenPushed",
      "push 设置了这个属性的控制器会隐藏标签栏（和工具栏）；push 期间标签栏移进离开一侧的 wrapper，然后离开 window。"),
    "N-9": RuleInChinese("willShow 在前，didShow 在后", "delegate 的 willShow 在转场动画之前触发，didShow 在之后。"),
    "N-10": RuleInChinese("导航控制器驱动子控制器的 appearance", "它自己把 appearance 回调转发给子控制器。"),
    "N-11": RuleInChinese(
      "嵌套的 push 动画",
      "另一个 push 动画进行中再 push，曾经会打出 \"nested push animation can result in corrupted navigation bar\" 等日志；第二次 push 对树的影响没有文档。"
    ),
    "N-12": RuleInChinese(
      "zoom 转场（iOS 18）",
      "preferredTransition = .zoom 用从源视图放大的动画代替滑入或覆盖，转场期间源视图隐藏；回调保持 push 或 present 的顺序；中间的视图未知。"),
    "N-13": RuleInChinese(
      "zoom push 的 pop 也用 zoom", "pop 一个用 .zoom push 的控制器时，zoom 反向运行，把视图缩回源视图，而不是视差滑动；回调保持 pop 的顺序。"
    ),
    "N-14": RuleInChinese(
      "把 zoom 进来的控制器拖回去",
      "zoom push 的交互式返回由 zoom 自己的 dismiss 交互完成，不是 N-6 的边缘滑动；过了临界点按 N-13 完成，提前松手则取消，栈不变。"),
    "N-15": RuleInChinese(
      "dismiss zoom 的 presentation",
      "被 present 的控制器用 .zoom 时，dismiss(animated:) 和用户拖动会把它缩回源视图；回调遵循 dismiss 的顺序。"),
    "N-16": RuleInChinese(
      "setViewControllers(_:animated:)",
      "一步替换整个栈，由新栈顶决定一次转场：已在栈里就是 pop，新的就是 push，本来就是栈顶则没有转场；只有新旧栈顶收到 appearance 回调。"),
    "N-17": RuleInChinese(
      "sheet 里的导航栏",
      "在 iPhone 上以 pageSheet 或 formSheet 卡片 present 的 UINavigationController，导航栏高 56 pt（44 + 12）；iOS 26 的数值未知。"
    ),
    "N-18": RuleInChinese(
      "iOS 26：在内容任意处 pop", "interactiveContentPopGestureRecognizer：在内容任意处从前向后拖动即开始交互式 pop，回调同 N-6。"),
    "N-19": RuleInChinese(
      "presentation 或 dismiss 期间的 push 会被丢弃",
      "presentation 或 dismiss 进行中，pushViewController(_:animated:) 和 setViewControllers 什么都不改变，只打一条日志；应在 dismiss 的 completion 里 push。"
    ),
    "N-20": RuleInChinese(
      "setNavigationBarHidden(_:animated:)",
      "isNavigationBarHidden 属于导航控制器而不是栈顶子控制器：设置后对之后 push 的每个控制器都有效，直到 app 再改。"),
    "N-21": RuleInChinese(
      "大标题",
      "设置 navigationBar.prefersLargeTitles 后，栈顶项的 largeTitleDisplayMode 允许时标题显示为大标题；大标题区域由 _UINavigationBarLargeTitleView 绘制。"
    ),
    "N-22": RuleInChinese(
      "导航工具栏", "导航控制器有自己的 UIToolbar，setToolbarHidden(false, animated:) 才显示；它显示栈顶子控制器的 toolbarItems。"
    ),
    "N-23": RuleInChinese(
      "popToViewController(_:animated:)",
      "从栈顶直接 pop 到目标的一次转场；目标不在栈里会抛 NSInternalInconsistencyException；只有两端收到 appearance 回调。"),
    "N-24": RuleInChinese(
      "导航控制器记住它的 delegate",
      "delegate 设置后，之后每次 push 和 pop 都会被询问动画器；这个属性是 weak 的，没有别人持有的 delegate 会立刻消失，UIKit 的滑动动画照常播放。"),
  ]
}
