extension RuleBook {
  /// §13 callback timelines, §15 unwinding, defaults and §16 the lifecycle, in Chinese.
  static let timelinesInChinese: [String: RuleInChinese] = [
    "§13": RuleInChinese(
      "回调时间线",
      "present、dismiss、push 和 pop 的回调顺序（§13.1 到 §13.4）；viewIsAppearing 在 will 和 didAppear 之间，视图已进 window 并布局之后、动画第一帧之前。"
    ),
    "§13.1": RuleInChinese(
      "present，有动画，fullScreen",
      "推算 presenter；建立关系；容器和被移进去的 presenter 视图；presenter 的 viewWillDisappear，然后被 present 的 viewWillAppear；动画；completeTransition；presenter 的视图被移除；viewDidAppear，然后 presenter 的 viewDidDisappear；completion。"
    ),
    "§13.2": RuleInChinese(
      "dismiss，有动画，fullScreen",
      "dismissalTransitionWillBegin，presenter 的视图作为 toView 回来；被 present 的 viewWillDisappear，然后 presenter 的 viewWillAppear；动画；容器移除；presenter 的 viewDidAppear，然后被 present 的 viewDidDisappear；completion。"
    ),
    "§13.3": RuleInChinese(
      "push，有动画",
      "B 的 willMove(toParent:)、需要时 B 的 viewDidLoad、A 的 viewWillDisappear、B 的 viewWillAppear、动画、A 的 viewDidDisappear、B 的 viewDidAppear、B 的 didMove(toParent:)。"
    ),
    "§13.4": RuleInChinese(
      "pop，有动画",
      "B 的 willMove(toParent: nil)、B 的 viewWillDisappear、A 的 viewWillAppear、动画、B 的 viewDidDisappear、A 的 viewDidAppear、B 的 didMove(toParent: nil)。"
    ),
    "U-1": RuleInChinese("什么会开始 unwind", "源控制器里连到 Exit 的控件，或用 unwind 标识符调用 performSegue。"),
    "U-2": RuleInChinese(
      "查找目标", "UIKit 从源控制器向外走：先是它的 modal source 或 presenter，否则是父控制器；每一站深度优先搜索允许的子控制器，再问控制器自己能否执行。"),
    "U-3": RuleInChinese("没有目标就什么都不发生", "没有控制器接受 unwind 时什么也不发生，也没有日志。"),
    "U-4": RuleInChinese(
      "unwind 的画面",
      "源控制器的 prepare(for:sender:)，目标的 action 方法，然后路径上的容器依次 unwind：导航控制器 pop 到目标所在的子控制器，presenter dismiss 它 present 的。"
    ),
    "U-5": RuleInChinese(
      "旧的 unwind（iOS 6 到 8）", "容器通过 viewControllerForUnwindSegueAction 自己构建 segue。"),
    "U-6": RuleInChinese("下滑关闭 sheet 不会 unwind", "下滑关闭不执行 unwind action。"),
    "§15.5": RuleInChinese(
      "viewIsAppearing 只从 iOS 13 起出现",
      "viewIsAppearing 只出现在 iOS 13 及以后的配置里，它是回溯部署到 iOS 13 的 iOS 17 API。"),
    "LC-1": RuleInChinese(
      "先 loadView，再 viewDidLoad",
      "第一次在视图为 nil 时访问它，UIKit 调用 loadView 创建，然后 viewDidLoad；两者一生只有一次，在第一次 viewWillAppear 之前。"),
    "LC-2": RuleInChinese(
      "viewIsAppearing 之后的布局",
      "控制器的视图加入 window 时会布局：viewWillLayoutSubviews、视图的 layoutSubviews、viewDidLayoutSubviews，与 viewWillAppear 在同一个 CATransaction 里，早于 viewDidAppear。"
    ),
    "LC-3": RuleInChinese(
      "谁按什么顺序收到 viewWillTransition(to:with:)",
      "尺寸变化前 UIKit 对 window 的根控制器调用 viewWillTransition(to:with:)，控制器转发给子控制器，presentation controller 转发给被 present 的控制器；重写时必须调用 super。"
    ),
    "LC-4": RuleInChinese(
      "尺寸变化时的布局",
      "bounds 变化让视图布局子视图：视图在 window 里且尺寸变了的控制器收到 viewWillLayoutSubviews 和 viewDidLayoutSubviews。"),
    "§19": RuleInChinese("资料之外的版本", "资料覆盖哪些 iOS 版本，以及超出之后模型怎样处理：V-1 到 V-4。"),
    "V-1": RuleInChinese(
      "资料覆盖的范围", "Apple 的文档到 iOS 27 SDK，反编译的 UIKit 是 iOS 26.1，dump 到 iOS 26.6；iOS 26 是有行为证据的最新版本。"),
    "V-2": RuleInChinese(
      "iOS 27", "iOS 27 给 sheet 增加了 preferredPlacement；没有资料说明每个值把 sheet 放在哪里，也没有回调或树的变化。"),
    "V-3": RuleInChinese("iOS 28 及以后", "一无所知。"),
    "V-4": RuleInChinese(
      "iPadOS 26 的窗口",
      "iPadOS 26 去掉了 Split View 和 Slide Over，app 窗口可以是任意尺寸；26.1 带回一个可调大小的 Slide Over 窗口；size class 随窗口尺寸而定。"
    ),
    "§13.7": RuleInChinese("iOS 26：属性更新", "updateProperties() 以及它出现的位置：L-1 到 L-3。"),
    "L-1": RuleInChinese(
      "updateProperties 从 iOS 26 起存在",
      "UIView 和 UIViewController 增加了 updateProperties()、setNeedsUpdateProperties() 和 updatePropertiesIfNeeded()，没有 will/did 一对；在里面读取的 Observable 值和 trait 会让它失效。"
    ),
    "L-2": RuleInChinese(
      "先 trait，再属性，再布局", "一次更新里 UIKit 先更新 trait，再在需要处调用 updateProperties()，然后布局；只更新属性不会触发布局。"),
    "L-3": RuleInChinese(
      "转场回调中的 updateProperties",
      "push、present 或切换标签时被布局的控制器，在那次布局的 viewWillLayoutSubviews 之前收到 updateProperties()：viewIsAppearing、updateProperties、viewWillLayoutSubviews、viewDidLayoutSubviews、viewDidAppear。"
    ),
  ]
}
