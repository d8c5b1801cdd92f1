extension RuleBook {
  /// §5 styles, §5.1 sheet geometry, §5.2 alerts and popovers, §6 the modal tree and §7
  /// adaptivity, in Chinese.
  static let stylesInChinese: [String: RuleInChinese] = [
    "§5": RuleInChinese(
      "presentation 样式",
      "每种 UIModalPresentationStyle 有各自的 presentation controller、presenter 规则，决定 presenter 的视图是否被移除、presenter 是否收到 appearance 回调、容器放在哪里：M-1 到 M-12；转场动画见 MT-1 到 MT-4。"
    ),
    "M-1": RuleInChinese(
      "fullScreen 会移除 presenter 的视图（normal 结构）",
      "被 present 的视图盖住 window；转场完成时系统会自动把 presenter 的视图移出 window（外层包装视图留下，变空），dismiss 时再放回。"),
    "M-2": RuleInChinese(
      "currentContext 只盖住上下文控制器的视图",
      "被 present 的视图正好占据上下文控制器视图的 frame，完成时该视图被移除；外面的部分（标签栏、其他分栏）仍可见可用。"),
    "M-3": RuleInChinese(
      "over 样式保留下面的一切（over 结构）",
      "overFullScreen 和 overCurrentContext 把 presenter 的视图留在 window 里，适合半透明的内容。"),
    "M-4": RuleInChinese(
      "iOS 13 起的 pageSheet 与 formSheet",
      "iPad 上 sheet 是压在变暗背景上的卡片；compact 宽度下卡片露出 presenter 的顶部，presenter 留在 window 里；容器里有 UIDimmingView 和卡片（UIDropShadowView > UIView > UIView > 被 present 的视图）。"
    ),
    "M-5": RuleInChinese(
      "iOS 13 之前的 sheet",
      "iPhone 上 pageSheet 和 formSheet 适配成 fullScreen，presenter 被移除；iPad 上它们压在变暗视图上，presenter 仍在原处。"),
    "M-6": RuleInChinese(
      "popover 需要锚点",
      "regular 宽度下 popover 需要 sourceView 加 sourceRect、barButtonItem 或（iOS 16+）sourceItem，否则 UIKit 抛异常；全窗口的变暗视图接住外面的点击并关闭 popover。"
    ),
    "M-7": RuleInChinese(
      "custom 保留 presenter，除非 presentation controller 要移除",
      ".custom 时 UIKit 既不移除 presenter 的视图也不给它发 appearance 回调，除非 shouldRemovePresentersView 为 true，那时就像 fullScreen。"
    ),
    "M-8": RuleInChinese(
      "转场样式只决定动画",
      "coverVertical（默认）、flipHorizontal、crossDissolve 和 partialCurl 只选择内置动画；partialCurl 需要全屏 presenter 全屏 present。"
    ),
    "M-9": RuleInChinese(
      "只有视图被移除时 presenter 才收到回调",
      "只有 presentation controller 移除 presenter 的视图（shouldRemovePresentersView）时，presenter 才收到 will/did-disappear（dismiss 时收到 appear）；否则它一直是 appeared。"
    ),
    "M-10": RuleInChinese(
      "sheet 的配置（iOS 15+）",
      "sheet presentation controller 有 detents（默认 large，medium 约一半，iOS 16 起可自定义高度）、选中的 detent、largestUndimmedDetent 和可选的 grabber。"
    ),
    "M-11": RuleInChinese(
      "large 的 sheet 把它盖住的视图往后推",
      "compact 宽度、regular 高度下，处于 large detent 的 sheet 会把它下面的视图缩小后退；视图仍在层级里。"),
    "M-12": RuleInChinese("下滑关闭与 delegate", "adaptive delegate 只收到用户的下滑（D-7）。"),
    "MT-1": RuleInChinese(
      "coverVertical 从下往上滑入，再滑回去", "默认转场样式：present 时从屏幕底部滑到最终位置，dismiss 时滑回底部。"),
    "MT-2": RuleInChinese("crossDissolve 交叉淡入淡出", "present 时旧视图淡出、新视图同时淡入；dismiss 时反过来。"),
    "MT-3": RuleInChinese(
      "flipHorizontal 水平翻转", "present 时当前视图从右向左做 3D 翻转，露出背面的新视图；dismiss 时从左向右翻回。"),
    "MT-4": RuleInChinese(
      "partialCurl 卷起页角", "present 时当前视图的一角卷起，露出下面的视图；dismiss 时卷页落回。需要全屏 presenter 全屏 present。"),
    "§5.1": RuleInChinese(
      "sheet 的几何",
      "sheet 卡片的位置和外观：iOS 26 的内缩（M-13）、grabber 的隐藏（M-14）、compact 高度下贴边的宽度（M-15）、iPad formSheet 的默认尺寸（M-16）。"
    ),
    "M-13": RuleInChinese(
      "iOS 26 给非 large 的 sheet 内缩",
      "iOS 26 的 iPhone 上，停在 large 以下的 sheet 的 UIDropShadowView 被均匀缩小，使底部和两侧的间隙相等（约 8 pt）。"),
    "M-14": RuleInChinese(
      "grabber 会隐藏",
      "另一个变暗的 sheet 压在卡片上时，或 sheet 是 compact 高度下的全窗口卡片时，顶部 _UIGrabber 的 alpha 为 0；视图仍在树里。"),
    "M-15": RuleInChinese(
      "compact 高度下贴边的 sheet 取安全区宽度",
      "设置 prefersEdgeAttachedInCompactHeight 时，compact 高度下 sheet 的宽度等于容器安全区的宽度，居中，而不是 window 的宽度。"),
    "M-16": RuleInChinese(
      "iPad formSheet 的默认尺寸",
      "两边都大于 0 时 formSheet 取 preferredContentSize；否则 iPadOS 16 起按屏幕最长边取默认值（540×600、580×640 或 620×680）。"
    ),
    "§5.2": RuleInChinese(
      "popover 锚点、alert 与 action sheet",
      "popover 指向哪里（M-17），UIAlertController 怎样以 alert（M-18）或 action sheet（M-19）present 自己，以及 iOS 26 的未决情形（Q-29）。"
    ),
    "M-17": RuleInChinese(
      "popover 的锚点",
      "popover 需要一个锚点：sourceView 加 sourceRect、barButtonItem，或 iOS 16 起的 sourceItem；没有锚点时 UIKit 在 presentationTransitionWillBegin 里抛 NSGenericException，此前 present 已被接受。"
    ),
    "M-18": RuleInChinese(
      "alert 自己 present 自己",
      "style 为 alert 的 UIAlertController 用自己的 transitioning delegate 和 custom 样式；新的 UITransitionView 里放变暗视图和 alert 的视图，presenter 的视图留在原处，收不到 appearance 回调。"
    ),
    "M-19": RuleInChinese(
      "action sheet：iPhone 上 compact，iPad 上是 popover",
      "iPhone 上 action sheet 从底部升起，presenter 留在原处；iPad 上它是 popover，需要锚点（M-17），否则抛 NSGenericException。"
    ),
    "M-20": RuleInChinese(
      "popover 自己做动画",
      "regular 宽度下 popover 由 _UIModernPopoverAnimationController 做动画，从锚点长出、缩回锚点；modalTransitionStyle 不起作用。"
    ),
    "M-21": RuleInChinese(
      "系统控制器自己决定 presentation",
      "regular 宽度下 UIActivityViewController 总是 popover，没有锚点就抛异常；相机的 UIImagePickerController 在 .automatic 下保持全屏。"
    ),
    "M-22": RuleInChinese(
      "点击 popover 外面",
      "全窗口的变暗视图接住外面的点击，先问 presentationControllerShouldDismiss(_:)，同意后 UIKit 调用 presenter 的 dismiss(animated: true)；点在 passthroughViews 上则保留 popover。"
    ),
    "Q-29": RuleInChinese(
      "iOS 26 iPhone 上没有锚点的 action sheet",
      "iOS 26 设计下 iPhone 的 action sheet 是 popover；没有锚点时是居中显示，还是抛出缺少锚点的异常？未知。"),
    "M-23": RuleInChinese(
      "search controller 自己 present 自己",
      "激活导航项的 UISearchController 会在 definesPresentationContext 祖先内把它 present 到宿主之上；停用就是一次 dismiss，期间的 push 会被丢弃（N-19）。"
    ),
    "§6": RuleInChinese(
      "modal 的视图树，逐个阶段",
      "容器放在哪里、presenter 的视图是否被移进容器，以及 presentation 之前、之中、之后的树：T-1 到 T-8。"),
    "T-1": RuleInChinese(
      "presentation 的 superview",
      "全屏类 presentation 放进 window；currentContext 类放进上下文控制器视图的 superview。"),
    "T-2": RuleInChinese(
      "每次 presentation 都有新的 UITransitionView",
      "容器是一个新的、与 superview 一样大的 UITransitionView；有 iOS 13 根包装视图时，每个新容器都落在 window 子视图的最上层。"),
    "T-3": RuleInChinese(
      "containerView 就是 presentation 的容器",
      "transitionContext.containerView 和 presentationController.containerView 是同一个 UITransitionView，转场一开始就存在。"
    ),
    "T-4": RuleInChinese(
      "normal 结构把 presenter 的视图移进容器",
      "presenter 的视图将被移除时（fullScreen、currentContext、shouldRemovePresentersView 的 custom），UIKit 一开始就把它移进容器，所以有 fromView；其他样式不动它，fromView 为 nil。"
    ),
    "T-5": RuleInChinese(
      "取消的 presentation 会撤销自己",
      "presentationTransitionDidEnd(false)，容器移除，presenter 的视图放回，被 present 控制器的 appearance 被取消。"),
    "T-6": RuleInChinese(
      "取消的下滑关闭保留 sheet",
      "dismissalTransitionDidEnd(false)；容器保留；sheet 的控制器收到 viewWillDisappear，然后 viewWillAppear、viewIsAppearing、viewDidAppear；presenter 什么也收不到。"
    ),
    "T-7": RuleInChinese(
      "叠起来的每个 sheet 都有自己的容器", "每个 sheet 都有自己的 window 级 UITransitionView；presenter 保持 appeared。"),
    "T-8": RuleInChinese(
      "标签里的 currentContext", "容器落在标签的 UIViewControllerWrapperView 里、上下文导航控制器的视图旁边，所以标签栏仍然可见。"),
    "§7": RuleInChinese("自适应", "样式怎样随 size class 适配，UIKit 何时再次询问：A-1 到 A-4、§7.1。"),
    "A-1": RuleInChinese(
      "适配在 present 时和 trait 变化时决定",
      "UIKit 在 present 时计算适配后的样式，present 期间 presenter 的 trait 每次变化（旋转、多任务尺寸）都会重新计算。"),
    "A-2": RuleInChinese(
      "adaptive delegate",
      "adaptivePresentationStyle(for:traitCollection:) 可返回 .none 保持原样式，或 fullScreen、overFullScreen、formSheet；delegate 还可以提供替代控制器，并收到 willPresentWithAdaptiveStyle。"
    ),
    "A-3": RuleInChinese(
      "compact 宽度下的默认适配",
      "fullScreen 和 overFullScreen 不变；popover 在 iOS 13 前变成全屏，之后像 formSheet；pageSheet 和 formSheet 在 iOS 12 前变成 fullScreen，iOS 13 起仍是 sheet。"
    ),
    "A-4": RuleInChinese("sheet 与 popover 只在 regular 宽度下有区别", "compact 宽度下它们最终都是卡片或全屏。"),
    "A-5": RuleInChinese(
      "旋转时的回调顺序：willTransition、viewWillTransition，然后是 trait 变化",
      "size class 改变时控制器先收到 willTransition(to:with:)，再收到 viewWillTransition(to:with:)；size class 不变时只有后者。super 把两者转给子控制器，presentation controller 转给被 present 的控制器；traitCollectionDidChange(_:) 在两者之后。"
    ),
    "§7.1": RuleInChinese(
      "各设备和窗口的 size class",
      "iPhone 竖屏是 compact 宽度、regular 高度，横屏两者都是 compact（Plus 和 Max 横屏是 regular 宽度）；全屏的 iPad app 两者都是 regular，Slide Over 和窄的 Split View 是 compact 宽度。"
    ),
  ]
}
