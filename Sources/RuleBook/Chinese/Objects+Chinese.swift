extension RuleBook {
  /// §1 objects, §3 presenting and §4 dismissing, in Chinese.
  static let presentingInChinese: [String: RuleInChinese] = [
    "§1.1": RuleInChinese(
      "包含关系和 present 关系是两回事",
      "父子控制器（导航栈、标签、分栏、自定义容器）组成一棵树，谁 present 了谁组成另一棵；被 present 的控制器从不是 presenter 的子控制器，一个 presenter 同时只 present 一个，但可以连成链（A present B，B present C）。"
    ),
    "§1.2": RuleInChinese(
      "presentingViewController 和 presentedViewController 沿包含关系查找",
      "控制器报告的 presented 是它自己或最近的祖先 present 的控制器；presenting 是 present 了它或它最远祖先的控制器。"
    ),
    "§1.4": RuleInChinese(
      "_printHierarchy 怎样打印控制器树",
      "每行一个控制器：类名、appearance 状态和视图；每深一层加三个空格和一个标记，| 表示子控制器，+ 表示被 present 的控制器。"
    ),
    "W-1": RuleInChinese(
      "根控制器的视图铺满 window", "设置 window.rootViewController 会把该控制器的视图装进 window，大小与 window 相同。"),
    "W-2": RuleInChinese(
      "iOS 12 及以前，根视图直接是 window 的子视图", "iOS 13 之前，UIWindow 和根控制器的视图之间没有别的视图。"),
    "W-3": RuleInChinese(
      "iOS 13 起根视图被包了一层",
      "从 iOS 13 起 window 里是 UITransitionView > UIDropShadowView > 根视图；有两份 dump 里没有 UIDropShadowView。"
    ),
    "W-4": RuleInChinese(
      "直接加到 window 上的视图在根容器之上",
      "app 直接加到 window 上的视图排在根 UITransitionView 之后，盖住根视图和下面所有 present 容器，不属于任何控制器。"),
    "§3": RuleInChinese(
      "present：真正由谁来 present",
      "调用 present 的控制器（source）不一定是 presenter：UIKit 按被 present 控制器的样式决定 presenter（P-1 到 P-9），有些调用会被拒绝（§3.1）。"
    ),
    "P-1": RuleInChinese("presenter 是推算出来的", "UIKit 按（适配后的）modalPresentationStyle 选择 presenter。"),
    "P-2": RuleInChinese(
      "全屏类样式由铺满屏幕的控制器来 present",
      "fullScreen、overFullScreen 等全屏样式下，UIKit 从 source 往上找铺满屏幕的控制器，找不到就用 window 的根控制器。"),
    "P-3": RuleInChinese(
      "currentContext 类样式由定义上下文的祖先来 present",
      "currentContext 和 overCurrentContext 沿父链找第一个 definesPresentationContext 为 true 的控制器，由它 present，它的视图区域被覆盖；没有就用 window 的根控制器。"
    ),
    "P-4": RuleInChinese(
      "默认由谁定义 presentation 上下文",
      "definesPresentationContext 默认为 false，UINavigationController 把它设为 true；UITabBarController 是否如此没有文档。"
    ),
    "P-5": RuleInChinese(
      "上下文可以提供转场样式",
      "上下文控制器设置了 providesPresentationContextTransitionStyle 时，UIKit 用它的 modalTransitionStyle 而不是被 present 控制器的。"
    ),
    "P-6": RuleInChinese(
      "自定义 presentation controller 选择全屏还是当前上下文",
      ".custom 时 shouldPresentInFullscreen（默认 true）把容器放在 window 一级；false 则像 currentContext 一样放置。"),
    "P-7": RuleInChinese(
      "present 关系立刻建立",
      "presentation 一开始，presenter 的 presentedViewController 和被 present 控制器的 presentingViewController 就已设好，早于动画。"
    ),
    "P-8": RuleInChinese(
      "叠加 present", "要在已 present 的 B 上再显示 C，就从 B 或它里面的控制器 present；iOS 13 起 sheet 像卡片一样叠起来。"),
    "P-9": RuleInChinese(
      "present 异步开始，并等待 push 或 pop",
      "动画器在 run loop 的下一轮才运行；push 或 pop 动画进行中调用的 present 或 dismiss 会等它结束。"),
    "§3.1": RuleInChinese(
      "present 时的拒绝、警告和崩溃",
      "present nil、present 自己、present 已有父控制器或已被 present 的控制器会抛异常；另一个 presentation 进行中、presenter 已在 present、presenter 的视图不在 window 里时，UIKit 只打日志并忽略。"
    ),
    "§3.2": RuleInChinese(
      "在生命周期回调里 present",
      "在 viewDidLoad、viewWillAppear 或 viewDidAppear 里调用 present 的结果，取决于此刻正在显示该控制器的转场（P-10 到 P-12）。"),
    "P-10": RuleInChinese(
      "在 viewDidLoad 里 present",
      "启动时根控制器的 viewDidLoad 里还没有视图在 window 中，present 什么也不做；被 push 的控制器里会等 push 结束再 present；被 present 的控制器里会因“presentation 进行中”被拒绝。"
    ),
    "P-11": RuleInChinese(
      "在 viewWillAppear 里 present",
      "viewWillAppear 时视图还不在 window 里，结果与 P-10 相同：根控制器首次出现时被拒绝，排在 push/pop 之后，或在 presentation 中被拒绝。"
    ),
    "P-12": RuleInChinese(
      "在 viewDidAppear 里 present，以及它的重复",
      "viewDidAppear 时视图已在 window 里、转场已结束，present 会进行；但之后每次 viewDidAppear 都会再调用，除非 app 自己加判断。"),
    "HI-1": RuleInChinese(
      "控制器不能包含自己",
      "把控制器放进它自己里面会把视图加到自己身上，UIView 抛出 NSInvalidArgumentException \"Can't add self as subview\"。"),
    "HI-2": RuleInChinese("包含关系不能成环", "控制器不能经由父链或 presenter 链出现在自己下面；UIKit 的反应既无文档也无观察。"),
    "HI-3": RuleInChinese(
      "控制器最多只有一个父控制器", "加入一个已有父控制器的控制器会抛出 UIViewControllerHierarchyInconsistency。"),
    "HI-4": RuleInChinese(
      "被 present 的控制器不能加入容器", "被 present 期间它的视图在 presentation 的容器里，不能同时成为某个容器的子控制器；UIKit 的报错信息未知。"),
    "P-13": RuleInChinese(
      "同一轮 run loop 里的调用",
      "同一个处理函数里相继的几行在同一轮 run loop 里、动画之前执行；dismiss 开始后 present 关系要到完成才清除，紧接着的 present 会被拒绝，应在 dismiss 的 completion 里 present 或 push。"
    ),
    "§4": RuleInChinese("dismiss", "谁来 dismiss、什么会离开、completion 何时执行：D-1 到 D-9。"),
    "D-1": RuleInChinese(
      "由 presenter 来 dismiss", "在被 present 的控制器（或其内部）上调用 dismiss，会转交给它的 presenter。"),
    "D-2": RuleInChinese(
      "在 presenter 上 dismiss，去掉的是它 present 的",
      "在正在 present 的控制器上调用 dismiss，去掉的是它 present 的控制器，而不是它自己。"),
    "D-3": RuleInChinese(
      "多层 dismiss 只给最上层做动画",
      "A present B、B present C，A dismiss 时两者都离开：只有 C 有动画，B 直接移除，最后只执行一个 completion。"),
    "D-4": RuleInChinese(
      "上下文的转场样式也用于 dismiss",
      "presenter 设置了 definesPresentationContext 和 providesPresentationContextTransitionStyle 时，dismiss 也用它的转场样式。"
    ),
    "D-5": RuleInChinese(
      "completion 何时执行",
      "present 的 completion 在被 present 控制器的 viewDidAppear 之后执行；dismiss 的 completion 在它的 viewDidDisappear 之后执行。"
    ),
    "D-6": RuleInChinese(
      "dismiss 完成时才清除 present 关系",
      "presentedViewController 和 presentingViewController 在 dismiss 完成时清除；取消了的交互式 dismiss 会保留它们。"),
    "D-7": RuleInChinese(
      "下滑关闭会询问 delegate",
      "用户下滑关闭 sheet（iOS 13+）时，delegate 依次收到 presentationControllerShouldDismiss、WillDismiss、DidDismiss；代码里的 dismiss 不会触发它们。"
    ),
    "D-8": RuleInChinese(
      "isModalInPresentation 拒绝下滑",
      "设置了 isModalInPresentation（或 ShouldDismiss 返回 false）时，下滑不会变成 dismiss：没有回调、树不变，delegate 只收到 presentationControllerDidAttemptToDismiss(_:)。"
    ),
    "D-9": RuleInChinese(
      "isModalInPresentation 挡不住的", "代码里的 dismiss(animated:) 照常 dismiss；点击 popover 外面不再关闭它。"),
    "D-10": RuleInChinese(
      "用户发起的 dismiss 先询问",
      "用户下滑 sheet 时，先问 presentationControllerShouldDismiss(_:)，再发 presentationControllerWillDismiss(_:)；回答 no 则如 D-8。"
    ),
  ]
}
