extension PageNote {
  /// The words in Simplified Chinese, API names and rule IDs as they are.
  var chinese: String {
    switch self {
    case .swipeAbandoned(let pager, let page, let old, let direction):
      return "用户向 \(direction) 方向滑向 \(page)，但松手太早。\(pager) 的 delegate 先收到 "
        + "willTransitionTo，再收到 transitionCompleted 为 false 的 didFinishAnimating，这次滑动"
        + "什么都没有改变：\(old) 仍是页面和子控制器 (K-10)。手指拖动时两个页面是否收到 appearance "
        + "回调，没有任何资料说明 (Q-36)；TransitionScope 不显示任何回调 [I]。"
    case .turned(let pager, let page, let swipe, let scroll):
      return
        (swipe
        ? "滑动的动画结束，\(pager) 的 delegate 收到 transitionCompleted 为 true 的 "
          + "didFinishAnimating (K-10)。"
        : "setViewControllers 执行它的 completion 闭包；\(pager) 的 delegate 什么都没收到："
          + "它只会被告知用户的手势 (K-10)。")
        + "\(page) 是 \(pager) 唯一的子控制器，也是可见的页面。"
        + (scroll
          ? "它的视图位于 _UIPageViewControllerContentView 里的 _UIQueuingScrollView 中 (K-10)。"
          : "在翻页（page-curl）样式下，没有资料显示内容视图和页面视图之间有哪些视图 (Q-36)："
            + "TransitionScope 把它直接放在内容视图里 [I]。")
    case .childAdded(let pager, let page):
      return "\(pager) 把 \(page) 添加为子控制器：addChild(_:) 会调用 willMove(toParent:) (K-1, K-10)。"
    case .slides(let pager, let page, let old, let direction, let events):
      return "\(page) 的视图加入 \(pager) 的视图，并向 \(direction) 方向滑入"
        + (old.map { "，同时 \($0) 的视图离开" } ?? "") + " (K-10)。"
        + (ChineseSentence.will(events).map {
          "\($0)。两个页面的先后顺序没有任何资料说明 (Q-36)：TransitionScope 采用 K-4 的顺序，"
            + "新的一方在前 [I]。"
        } ?? "\(pager) 不在 window 中，所以没有 appearance 回调 (K-6)。")
    case .completed(let pager, let page, let old, let onScreen, let events):
      return (old.map { "\($0) 的视图离开，\(pager) 把它作为子控制器移除 (K-2)。" } ?? "")
        + (onScreen ? ChineseSentence.didCallbacks(events, rule: "K-10") : "")
        + "\(page) 最后收到 didMove(toParent:)；两个页面的 containment 调用落在 appearance 回调"
        + "之间的哪个位置，没有任何资料说明 (Q-36) [I]。"
    }
  }
}
