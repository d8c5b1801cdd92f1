extension RuleBook {
  /// §12 custom containers, in Chinese.
  static let containersInChinese: [String: RuleInChinese] = [
    "K-1": RuleInChinese(
      "加入子控制器", "addChild 替你调用 willMove(toParent:)；你加入子控制器的视图；你调用 didMove(toParent:)。"),
    "K-2": RuleInChinese(
      "移除子控制器", "你调用 willMove(toParent: nil) 并移除视图；removeFromParent 替你调用 didMove(toParent: nil)。"),
    "K-3": RuleInChinese(
      "子控制器的视图要放在父控制器的视图下",
      "把子控制器的视图加到一个不属于其父控制器的视图下，会抛 UIViewControllerHierarchyInconsistencyException。"),
    "K-4": RuleInChinese(
      "transition(from:to:)", "两个控制器都必须是接收者的子控制器；UIKit 把新视图加在旧视图旁边，做动画，移除旧视图并发送 appearance 回调。"),
    "K-5": RuleInChinese(
      "自动转发 appearance",
      "默认情况下 UIKit 把父控制器的 appearance 回调转发给视图在层级里的子控制器；关闭转发的容器必须自己调用 beginAppearanceTransition 和 endAppearanceTransition。"
    ),
    "K-6": RuleInChinese(
      "子控制器的视图进入 window",
      "有转发时，视图加到屏幕上父控制器里的子控制器收到 viewWillAppear 和 viewDidAppear；移除时收到 disappear 那一对。"),
    "K-7": RuleInChinese(
      "isMovingToParent 等属性",
      "isMovingToParent、isMovingFromParent、isBeingPresented 和 isBeingDismissed 在对应的回调里为 true。"),
    "K-8": RuleInChinese("先父后子还是先子后父", "开源移植版先转发给子控制器再调用父控制器自己的回调；UIKit 的顺序未确认。"),
    "K-9": RuleInChinese(
      "app 自己调用 beginAppearanceTransition 和 endAppearanceTransition",
      "begin 给控制器及视图在层级里的子控制器发 viewWillAppear 或 viewWillDisappear，对应的 end 发 did 回调；调用会计数。"),
    "K-10": RuleInChinese(
      "UIPageViewController",
      "屏幕上的页面是 page view controller 的子控制器；setViewControllers(_:direction:animated:completion:) 换页时 delegate 什么也收不到，只有用户滑动才有 willTransitionTo 和 didFinishAnimating。"
    ),
  ]
}
