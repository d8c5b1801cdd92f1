extension RuleBook {
  /// §14 the transition context, animators and presentation controllers, in Chinese.
  static let transitioningInChinese: [String: RuleInChinese] = [
    "X-1": RuleInChinese(
      "containerView",
      "转场中各视图的 superview：modal 转场是 presentation 的 UITransitionView，标签切换是标签的 transition view（推测）。"),
    "X-2": RuleInChinese(
      "from 和 to 控制器",
      "present 时 from 是推算出的 presenter（不是 source），to 是被 present 的控制器；dismiss 时两者对调；push 从旧栈顶到新栈顶。"),
    "X-3": RuleInChinese(
      "view(forKey:) 可能是 nil 或包装视图",
      "用保留 presenter 视图的样式（over 结构）present 时 fromView 是 nil，dismiss 这种样式时 toView 是 nil；toView 也可能是 presentation controller 返回的包装视图（sheet 的卡片）。"
    ),
    "X-4": RuleInChinese(
      "initialFrame 和 finalFrame",
      "零表示未知；from 控制器的 finalFrame 恰好在它的视图离开 window 时为零；to 控制器的 finalFrame 是 frameOfPresentedViewInContainerView。"
    ),
    "X-5": RuleInChinese(
      "completeTransition",
      "动画结束时必须调用一次，取消后也要调用；它更新 UIKit 的状态、移除或恢复视图、发送结束回调和 completion，然后是 animationEnded。"),
    "X-6": RuleInChinese("transitionWasCancelled", "交互式取消后为 true，动画器用它来收尾。"),
    "X-7": RuleInChinese(
      "context 的其余部分",
      "isAnimated、isInteractive、presentationStyle、targetTransform 以及交互的 update、finish、cancel、pause；有交互控制器时 UIKit 通过它的 startInteractiveTransition(_:) 开始转场。"
    ),
    "X-8": RuleInChinese(
      "动画器写错时会怎样",
      "从不加 toView 的动画器照样完成：对移除 presenter 的样式，window 里两者都没有（黑屏）；在 over 样式里把 presenter 的视图移进容器，容器离开时它也跟着消失；从不调用 completeTransition 则转场一直进行。"
    ),
    "X-9": RuleInChinese(
      "视图保留动画器给的 alpha、transform 和 frame",
      "动画器设置的 alpha、transform 和 frame 在 completeTransition 之后仍然保留，除非动画器自己改回，或容器重新布局（旋转，PC-7）；alpha 为 0 或移出屏幕的 toView 在 window 里、算作 appeared，但谁也看不见。"
    ),
    "X-10": RuleInChinese(
      "isHidden",
      "隐藏的视图仍在 superview 的 subviews 里，但它和子视图都不绘制；isHidden 不能做动画；completeTransition 时 UIKit 不会让它重新显示。"
    ),
    "X-11": RuleInChinese(
      "UIView.transition(from:to:duration:options:completion:)",
      "默认把 toView 加进 fromView 的 superview 并移除 fromView；带 .showHideTransitionViews 时改为隐藏 fromView、显示 toView，两者都留在原处。"
    ),
    "X-12": RuleInChinese(
      "取消的交互会倒回什么",
      "百分比驱动的交互被取消时，UIKit 从松手处倒放动画；UIViewPropertyAnimator 倒回到 .start；UIView.animate 的值只在屏幕上倒回，completion 要自己改回；isHidden 和增删的子视图不会倒回。"
    ),
    "PC-1": RuleInChinese(
      "谁创建 presentation controller",
      "内置样式由 UIKit 在 present 时创建，.custom 由 transitioning delegate 创建；提前读取 presentationController 会创建它并固定样式。"
    ),
    "PC-2": RuleInChinese(
      "presentingViewController 是推算出的 presenter",
      "presentation controller 的 presentingViewController 是推算出的 presenter。"),
    "PC-3": RuleInChinese("presentedView", "默认是被 present 控制器的视图；也可以返回一个包装视图（chrome）。"),
    "PC-4": RuleInChinese(
      "frameOfPresentedViewInContainerView", "默认是容器的 bounds，它成为被 present 视图的最终 frame。"),
    "PC-5": RuleInChinese(
      "shouldPresentInFullscreen 和 shouldRemovePresentersView",
      "前者默认 true（false 表示当前上下文），后者默认 false。"),
    "PC-6": RuleInChinese(
      "WillBegin 和 DidEnd",
      "presentationTransitionWillBegin 往容器里加 chrome（变暗视图）；presentation 没完成时 DidEnd 移除它；dismiss 完成时 dismiss 的那一对移除它。"
    ),
    "PC-7": RuleInChinese(
      "容器布局",
      "容器布局时（旋转、尺寸变化）调用 containerViewWillLayoutSubviews 和 DidLayoutSubviews；presentation controller 自己加的视图要它自己重新摆放。"
    ),
    "PC-8": RuleInChinese(
      "presentation controller 的 adaptivePresentationStyle",
      "默认取 delegate 的回答，否则取自己的样式；formSheet 和 popover 的控制器返回 fullScreen（iOS 13 前的说法）。"),
    "PC-9": RuleInChinese(
      "presentation controller 的 viewWillTransition(to:with:)",
      "容器尺寸变化前 UIKit 调用它的 viewWillTransition(to:with:)，交给 animate(alongsideTransition:) 的 block 在尺寸变化的动画里运行；它早于被 present 的控制器收到调用是推断的。"
    ),
    "X-13": RuleInChinese(
      "在 layer 动画的 delegate 里 completeTransition",
      "CAAnimation 结束时调用 delegate 的 animationDidStop(_:finished:)；在那里调用 completeTransition 的动画器此时才完成转场。"
    ),
    "X-14": RuleInChinese(
      "containerView 之外的视图",
      "动画器加到 key window 上的视图盖在 window 的所有子视图之上，containerView 也在它下面，转场结束时系统不会移动或移除它；加到 containerView 之上的 UIKit 包装视图（fromVC.view.superview、sheet 的 UIDropShadowView）里的视图随那个包装视图移动和离开。子控制器的视图仍只能放在父控制器的视图里（K-3）。"
    ),
  ]
}
