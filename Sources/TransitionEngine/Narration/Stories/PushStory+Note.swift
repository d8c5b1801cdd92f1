/// The phases of a push a note can tell, each with the values its words need, and their
/// words in both languages: the English is `PushStory`'s, the Chinese written here from the
/// same facts and citing the same rules in the same order.
extension PushStory {
  /// One phase of the push as a note tells it.
  enum Moment: Sendable, Hashable {
    case containerReadyForAnimator
    case containerReady([LifecycleEvent])
    case toViewAdded([LifecycleEvent])
    case animating
    case completed(animated: Bool, [LifecycleEvent])
    case after(byAnimator: Bool)
  }

  /// The English words of `moment`.
  func english(_ moment: Moment) -> String {
    switch moment {
    case .containerReadyForAnimator: return containerReadyForAnimator
    case .containerReady(let events): return containerReady(events)
    case .toViewAdded(let events): return toViewAdded(events)
    case .animating: return animating
    case .completed(let animated, let events): return completed(animated: animated, events)
    case .after(let byAnimator): return after(byAnimator: byAnimator)
    }
  }

  /// The Chinese words of `moment`.
  func chinese(_ moment: Moment) -> String {
    switch moment {
    case .containerReadyForAnimator:
      return "\(call) 告诉 \(pushed) 它将移入 \(nav) (willMove, 13.3)，并开始 appearance 回调。"
        + "\(nav) 的 delegate 返回了一个 animator，所以 UIKit 自己的滑动动画不会执行 (N-4)。"
        + "containerView 是 \(nav) 的 UIViewControllerWrapperView（各来源对它的类说法不一，Q-6）；"
        + "fromView 已经在其中，toView 还不在。"
    case .containerReady(let events):
      return "\(call) 先告诉 \(pushed) 它将移入 \(nav) (willMove, 13.3)，然后开始 appearance 回调："
        + (ChineseSentence.will(events).map { $0 + "。" } ?? "没有回调到来。")
        + "containerView 是 \(nav) 的 UIViewControllerWrapperView（各来源对它的类说法不一，Q-6；"
        + "TransitionScope 按 N-4），fromView 已经在其中 (N-4)，并被包进一个普通的 UIView 以便滑动 (N-3)。"
        + (hidesTabBar
          ? "新的栈要隐藏底部栏，所以 UITabBar 被移进离开的那一侧的 wrapper (N-8)。由谁决定，各来源"
            + "说法不一 (Q-9)：Apple 的文档说是栈顶控制器的 hidesBottomBarWhenPushed，反编译的代码说是栈中"
            + "任意一个控制器；TransitionScope 按代码。"
          : "")
    case .toViewAdded(let events):
      return "toView \(pushed) 被加入 container，放在一个 _UIParallaxDimmingView 中，起点刚好在屏幕"
        + "右边缘之外 (N-3)。它在其中的 frame 是内容区域，即 finalFrame(for:) (N-4)。"
        + ChineseSentence.isAppearingNow(pushed, events)
    case .animating:
      return "滑动进行到一半：进入的视图已经走过一半宽度，离开的视图以视差速度移向 "
        + "\(TransitionAnimation.parallaxText) × 宽度 (N-3)。"
    case .completed(let animated, let events):
      return (animated ? "动画结束，completeTransition(true) 被调用。" : "没有动画，所有变化同时发生。")
        + "系统会自动移除 fromView \(from)，把它移出 window：只有栈顶控制器的视图留下 (N-2)。"
        + ChineseSentence.didCallbacks(events, rule: "13.3")
        + (hidesTabBar ? "tab bar 也随它离开了 window (N-8)。" : "")
    case .after(let byAnimator):
      return chineseAfter(byAnimator: byAnimator)
    }
  }

  private func chineseAfter(byAnimator: Bool) -> String {
    let didMove = "最后，UIKit 对 \(pushed) 调用 didMove(toParent:) (13.3)。"
    if let finalStack {
      let stack = "栈现在正好是 " + ChineseSentence.list(finalStack) + " (N-16)。"
      guard !finalStack.contains(from) else {
        return didMove + "\(from) 留在栈中它的下面；它的视图已不在 window 中。" + stack
      }
      return didMove + "\(from) 不在新的数组中，所以它在转场结束时离开栈："
        + "willMove(toParent: nil) 和 didMove(toParent: nil)（它们的时机是推断的，Q-30）。" + stack
    }
    return didMove + (byAnimator ? "" : "\(from) 仍在栈中并保留它的视图，但那个视图已不在 window 中。")
  }
}
