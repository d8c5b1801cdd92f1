extension ZoomNote {
  /// The words in Simplified Chinese, API names and rule IDs as they are.
  var chinese: String {
    switch self {
    case .popReady(let zoom, let nav, let cancelled, let events):
      return Self.chineseReady(zoom, nav: nav, cancelled: cancelled, events)
    case .popInteraction(let zoom):
      return "手指已经把 \(zoom.from) 的视图拖动了 \(TransitionAnimation.interactivePercent)："
        + "页面缩成一张卡片，跟着手指移向它来自的 \(zoom.className)"
        + (zoom.found ? "，后者在手势期间一直隐藏 (N-14)" : " (N-14)")
        + "。没有资料给出卡片的 frame 或 zoom 插入的视图，所以都不画 (N-12, Q-24)。"
    case .popAnimating(let zoom):
      return
        (zoom.fingerCompleted
        ? "手指松开时已经越过不可返回的点，所以 zoom 自己完成，就像 popViewController 的那样 "
          + "(N-14, N-13)："
        : "zoom 返回进行到一半：")
        + "\(zoom.from) 的视图缩向它来自的 \(zoom.className)；没有资料给出中间的 frame，所以都不画 "
        + "(N-13, Q-24)。"
    case .popCancelled(let zoom, let events):
      return "松手太早：卡片弹回，zoom 的交互被取消，completeTransition(false)。栈不变；"
        + "\(zoom.target) 的视图再次离开 window"
        + (zoom.found ? "，它的 \(zoom.className) 重新显示" : "")
        + " (N-14)。回调与取消的边缘滑动相同（N-6 原样适用；推断）："
        + ChineseSentence.sequence(events, rule: "N-6")
    case .popToViewAdded(let zoom, let appearing, let events):
      return "toView \(zoom.target) 以最终 frame 放在 \(zoom.from) 的视图下面，而不是停在滑入的起点 "
        + "(N-13)。" + (appearing ? ChineseSentence.isAppearingNow(zoom.target, events) : "")
    case .popCompleted(let zoom, let animated, let events):
      return (animated ? "zoom 结束，completeTransition(true) 执行：" : "没有动画：")
        + "\(zoom.from) 的视图离开 window (N-2)"
        + (zoom.found ? "，\(zoom.target) 的 \(zoom.className) 重新显示 (N-13)" : "")
        + "。" + ChineseSentence.didCallbacks(events, rule: "13.4")
    case .dismissZoomBack(let top, let source, let className, let found):
      return "\(top) 是以 zoom 进来的，所以它 zoom 回去，而不是播放转场样式：UIKit 再次询问 "
        + "source-view provider，"
        + (found
          ? "并隐藏它返回的 \(source) 的 \(className)，直到 zoom 结束 (N-15)。"
          : "而 \(source) 的视图里没有可以 zoom 回去的 \(className)；这时 UIKit 怎么做，资料里没有 "
            + "(Q-24)。")
        + "没有 dump 显示 zoom 动画或插入的视图，所以这里什么都不动 (N-12, Q-24)。"
    case .dismissZoomEnded:
      return "zoom 已经结束，所以源视图重新显示 (N-15)。"
    case .presentZoom(let presented, let source, let className, let found):
      return "\(presented) 要求 zoom 转场：_UIZoomTransitionController 取代内置动画，toView "
        + "从它的最终 frame 开始；"
        + (found
          ? "\(source) 的 \(className) 在 zoom 进行时隐藏，之后重新显示 "
          : "\(source) 的视图里没有 \(className)，所以没有要隐藏的源视图 ")
        + "(N-12)。没有公开的 dump 显示 zoom 插入的视图，所以都不画 (Q-19)。"
    }
  }

  static func chinese(_ story: PushStory, _ moment: PushZoom) -> String {
    switch moment {
    case .containerReady(let className, let found, let events):
      let source =
        found
        ? "源视图，即 \(story.from) 的 \(className)，在 zoom 进行时隐藏 (N-12)。"
        : "\(story.from) 的视图里没有 \(className)，所以 zoom 没有要隐藏的源视图；这时 UIKit 从哪里"
          + " zoom，规则书里没有。"
      return "\(story.pushed) 要求 zoom 转场（preferredTransition = .zoom，iOS 18），所以 UIKit "
        + "不用滑动，而用 _UIZoomTransitionController，它既是 animator 也是 interaction "
        + "controller：用户可以抓住 zoom 把它拖回去 (N-12)。回调保持 push 的顺序：先是 willMove，然后 "
        + ChineseSentence.will(events, rule: "13.3", none: "没有 appearance 回调。") + source
        + "containerView 是 \(story.nav) 的 UIViewControllerWrapperView (Q-6, N-4)。"
    case .toViewAdded:
      return "toView \(story.pushed) 已经以最终 frame 放进 container 并完成布局，所以 viewIsAppearing "
        + "现在到来，在 zoom 的第一帧之前 (13)。没有公开的 dump 显示 zoom 插入的视图或中间的几何，"
        + "所以都不画：没有 _UIParallaxDimmingView，也没有 wrapper 视图 (N-12, Q-19)。"
    case .completed(let animated, let className, let found, let events):
      return (animated ? "zoom 结束，completeTransition(true) 执行。" : "没有动画，所有变化同时发生。")
        + "\(story.from) 的视图离开 window (N-2)"
        + (found ? "，它的 \(className) 重新显示 (N-12)" : "") + "。"
        + ChineseSentence.didCallbacks(events, rule: "13.3")
        + (story.hidesTabBar ? "tab bar 离开 window (N-8)。" : "")
    case .after:
      return "最后，UIKit 对 \(story.pushed) 调用 didMove(toParent:) (13.3)。zoom 进行中的滑动手势按"
        + "被打断的 push 处理：push 先完成，然后变成 pop (N-12, N-7)。"
    }
  }

  private static func chineseReady(
    _ zoom: PopZoom, nav: String, cancelled: Bool, _ events: [LifecycleEvent]
  ) -> String {
    let source =
      zoom.found
      ? "UIKit 再次询问 source-view provider，并在 zoom 进行时隐藏它返回的 \(zoom.target) 的 "
        + "\(zoom.className) (N-13)。"
      : "\(zoom.target) 的视图里没有 \(zoom.className)，所以 provider 返回不了可以 zoom 回去的视图；"
        + "这时 UIKit 怎么做，资料里没有 (Q-24)。"
    let start =
      zoom.fromContent
      ? "用户从前向后平移 \(zoom.from) 的内容（iOS 26 的 "
        + "interactiveContentPopGestureRecognizer，N-18）。"
      : "用户把 \(zoom.from) 往回拖。"
    return
      (zoom.interactive
      ? start + "驱动这次 pop 的是 zoom 自己的 dismiss 交互，而不是 N-6 的边缘滑动视差 (N-14)。"
      : "")
      + (cancelled
        ? ""
        : (zoom.fingerCompleted ? "UIKit" : "popViewController")
          + " 先向要 pop 的控制器发送 willMove(toParent: nil) (13.4)。")
      + ChineseSentence.will(events, rule: "13.4", none: "没有 appearance 回调开始。")
      + "\(zoom.from) 是以 zoom push 进来的，所以 pop 会 zoom 回它的源视图，而不是视差滑动："
      + "_UIZoomTransitionController 是 animator"
      + (zoom.interactive ? "，也是 interaction controller" : "")
      + "，也没有 _UIParallaxDimmingView (N-13)。" + source
      + "containerView 是 \(nav) 的 UIViewControllerWrapperView (Q-6, N-4)。"
  }
}
