/// The phases of a pop a note can tell, and their words in both languages: the English is
/// `PopStory`'s, the Chinese written here from the same facts, citing the same rules in the
/// same order.
extension PopStory {
  /// One phase of the pop as a note tells it.
  enum Moment: Sendable, Hashable {
    case containerReady(swipe: Bool, [LifecycleEvent])
    case toViewAdded(appearing: Bool, [LifecycleEvent])
    case interactive
    case animating
    case completed(animated: Bool, [LifecycleEvent])
    case cancelled([LifecycleEvent])
    case after(byAnimator: Bool)
  }

  /// The English words of `moment`.
  func english(_ moment: Moment) -> String {
    switch moment {
    case .containerReady(let swipe, let events): return containerReady(swipe: swipe, events)
    case .toViewAdded(let appearing, let events): return toViewAdded(appearing: appearing, events)
    case .interactive: return interactive
    case .animating: return animating
    case .completed(let animated, let events): return completed(animated: animated, events)
    case .cancelled(let events): return cancelled(events)
    case .after(let byAnimator): return after(byAnimator: byAnimator)
    }
  }

  /// The Chinese words of `moment`.
  func chinese(_ moment: Moment) -> String {
    switch moment {
    case .containerReady(let swipe, let events):
      return
        (swipe
        ? chineseGestureStart + (fingerCompleted ? "它先发送 willMove(toParent: nil) (13.4)。" : "")
        : "popViewController 先向被 pop 的控制器发送 willMove(toParent: nil) (13.4)。")
        + ChineseSentence.will(events, rule: "13.4", none: "没有 appearance 回调开始。")
        + "fromView 已经在 containerView 中，即 \(nav) 的 UIViewControllerWrapperView"
        + "（N-4；它的类见 Q-6），放在一个 _UIParallaxDimmingView 里 (N-3)。"
    case .toViewAdded(let appearing, let events):
      return "toView \(target) 被放在 fromView 的下面，停在 \(TransitionAnimation.parallaxText) × 宽度处，"
        + "用于视差滑动 (N-3)。"
        + (appearing ? ChineseSentence.isAppearingNow(target, events) : "")
        + (tabBarReturns ? "tab bar 随它回来了，因为栈中剩下的控制器都不隐藏它 (N-8)。" : "")
    case .interactive:
      return "手指已把 \(from) 拖过了 \(TransitionAnimation.interactivePercent) 的距离；"
        + "露出的视图以视差速度跟随。"
    case .animating:
      return fingerCompleted
        ? "手指在越过阈值后松开，所以滑动自己继续"
          + "（这里是 \(Int(TransitionAnimation.swipeFinishingProgress * 100))%），pop 完成。"
        : "滑回进行到一半。"
    case .completed(let animated, let events):
      return (animated ? "completeTransition(true)：" : "没有动画，所有变化同时发生：")
        + "系统会自动移除 fromView \(from)，把它移出 window，\(target) 的视图现在直接位于 wrapper 中 (N-2)。"
        + ChineseSentence.didCallbacks(events, rule: "13.4")
        + (popped.count > 1 ? "只有栈顶的控制器参与动画；它和 \(target) 之间的其他控制器从未出现。" : "")
    case .cancelled(let events):
      return "手指在越过阈值之前抬起：completeTransition(false)。栈没有改变；\(target) 的视图"
        + "再次离开 window (N-6)。回调：" + ChineseSentence.sequence(events, rule: "N-6")
    case .after(let byAnimator):
      return chineseAfter(byAnimator: byAnimator)
    }
  }

  /// How the user's swipe back starts, in Chinese (N-6, N-18).
  private var chineseGestureStart: String {
    fromContent
      ? "用户在 \(from) 的内容中间从 leading 向 trailing 滑动：iOS 26 的 "
        + "interactiveContentPopGestureRecognizer 开始一次交互式 pop，回调和滑动与边缘手势相同"
        + "（N-18；推断）。"
      : "用户开始边缘滑动：一次交互式 pop 开始 (N-6)。"
  }

  private func chineseAfter(byAnimator: Bool) -> String {
    if !kept.isEmpty {
      return "pop 结束了：\(ChineseSentence.list(kept)) 离开了屏幕，但按新数组的要求留在 \(nav) 的栈中、"
        + "\(target) 的下面 (N-16)，所以收不到 didMove(toParent: nil)；它完全收不到 containment 回调"
        + "是推断的 [I] (Q-30)。"
    }
    return "didMove(toParent: nil) 结束了这次 pop：\(ChineseSentence.list(popped)) 已不在栈中 (13.4)。"
      + (popped.count > 1
        ? "栈顶和 \(target) 之间的控制器是否收到 willMove 和 didMove(toParent: nil)、顺序如何，"
          + "没有任何来源说明：这里显示的顺序是推断的 [I] (Q-34)。" : "")
      + (byAnimator
        ? "" : "如果没有其他引用，UIKit 现在就会释放" + (popped.count > 1 ? "它们。" : "它。"))
  }
}
