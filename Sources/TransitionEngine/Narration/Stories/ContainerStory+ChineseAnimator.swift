/// The Chinese (zh-Hans) words of a push, pop or tab switch the app's animator ends: its
/// `completeTransition(true)` and an undo when it passes false, written from the same facts as
/// the stories' English (`completedByAnimator`, `undone`, `afterUndo`) and citing the same
/// rules in the same order.
extension PushStory {
  /// `completedByAnimator(events)` in Chinese (N-2, N-4, 13.3, X-5).
  func chineseCompletedByAnimator(_ events: [LifecycleEvent]) -> String {
    "系统会自动移除 fromView \(from)，把它移出 window：只有栈顶控制器的视图留下 (N-2, N-4)。"
      + ChineseSentence.didCallbacks(events, rule: "13.3") + ChineseSentence.animationEnded(events)
  }

  /// `undone(cancelledByFinger:events)` in Chinese (N-6).
  func chineseUndone(cancelledByFinger: Bool, _ events: [LifecycleEvent]) -> String {
    (cancelledByFinger
      ? "transitionWasCancelled 为 true，所以 animator 传入 false。navigation controller 如何撤销"
        + "一次被取消的 push，Apple 没有说明；"
      : "animator 报告这次 push 没有完成时 navigation controller 怎么做，Apple 没有说明；")
      + "TransitionScope 像撤销一次放弃的返回滑动那样撤销它 (N-6)：\(pushed) 离开栈，也离开 window。"
      + "回调：" + ChineseSentence.sequence(events, rule: "N-6")
  }

  /// `afterUndo` in Chinese.
  var chineseAfterUndo: String { "栈和 push 之前一样。" }
}

extension PopStory {
  /// `completedByAnimator(events)` in Chinese (N-2, N-4, 13.4, X-5, N-8).
  func chineseCompletedByAnimator(_ events: [LifecycleEvent]) -> String {
    "系统会自动移除 fromView \(from)，把它移出 window：只有栈顶控制器的视图留下 (N-2, N-4)。"
      + ChineseSentence.didCallbacks(events, rule: "13.4, 离开的一侧在先")
      + ChineseSentence.animationEnded(events)
      + (tabBarReturns ? "tab bar 回来了，因为栈中剩下的控制器都不隐藏它 (N-8)。" : "")
  }

  /// `undone(cancelledByFinger:events)` in Chinese (N-6).
  func chineseUndone(cancelledByFinger: Bool, _ events: [LifecycleEvent]) -> String {
    (cancelledByFinger
      ? "transitionWasCancelled 为 true，所以 animator 传入 false："
      : "animator 报告这次 pop 没有完成时 navigation controller 怎么做，Apple 没有说明；"
        + "TransitionScope 像撤销一次放弃的返回滑动那样撤销它：")
      + "栈没有改变，\(target) 的视图再次离开 window。回调："
      + ChineseSentence.sequence(events, rule: "N-6")
  }

  /// `containerReadyForAnimator(gesture:events)` in Chinese (13.4, N-4, Q-6).
  func chineseContainerReadyForAnimator(gesture: Bool, _ events: [LifecycleEvent]) -> String {
    (gesture
      ? "app 的手势开始了一次交互式 pop。"
      : "popViewController 先向被 pop 的控制器发送 willMove(toParent: nil) (13.4)。")
      + ChineseSentence.will(events, rule: "13.4", none: "")
      + "\(nav) 的 delegate 返回了一个 animator，所以 UIKit 自己的滑动动画不会执行 (N-4)。"
      + "containerView 是 \(nav) 的 UIViewControllerWrapperView（各来源对它的类说法不一，Q-6）；"
      + "fromView 已经在其中，toView 还不在。"
  }

  /// `afterUndo` in Chinese.
  var chineseAfterUndo: String { "回到这一步开始的地方：\(from) 在栈顶，在 window 中。" }

  /// `afterCancel(fromState:changes:)` in Chinese when nothing differs from the window the
  /// pop began with; nil when something does (the differences are written in English).
  func chineseAfterCancel(fromState: AppearanceState?, changes: [String]) -> String? {
    guard changes.isEmpty else { return nil }
    return "完全回到这一步开始的地方：\(from) 在栈顶，在 window 中，处于 "
      + "\(fromState?.rawValue ?? "appeared") 状态。"
  }

  /// The `cancelled` note of a swipe-back given up, in both languages.
  func cancelledNote(_ events: [LifecycleEvent]) -> PhaseNote {
    PresentStory.note(english(.cancelled(events)), chinese(.cancelled(events)))
  }

  /// The `after` note of a swipe-back given up: Chinese beside the English when nothing
  /// differs from the window the pop began with.
  func afterCancelNote(fromState: AppearanceState?, changes: [String]) -> PhaseNote {
    PresentStory.note(
      afterCancel(fromState: fromState, changes: changes),
      chineseAfterCancel(fromState: fromState, changes: changes))
  }
}

extension TabStory {
  /// `completedByAnimator(events)` in Chinese (TB-2, N-4, TB-3, X-5).
  func chineseCompletedByAnimator(_ events: [LifecycleEvent]) -> String {
    "UIKit 把旧 tab 的视图 \(from) 移出 window，只有选中的子控制器的视图留下 (TB-2)；"
      + "移除它的是 UIKit 而不是 animator，这是从 navigation controller 推断的 (N-4)。"
      + ChineseSentence.didCallbacks(events, rule: "TB-3") + ChineseSentence.animationEnded(events)
  }

  /// `undone(events:presented:cancelledByFinger:)` in Chinese (TB-14, N-6, T-8).
  func chineseUndone(
    _ events: [LifecycleEvent], presented: [String] = [], cancelledByFinger: Bool = false
  ) -> String {
    (cancelledByFinger
      ? "transitionWasCancelled 为 true，所以 animator 传入 false：用户放弃了这次切换，UIKit 撤销它 "
        + "(TB-14)。被取消的 tab 切换有哪些回调，Apple 没有说明；TransitionScope 给出被取消的 pop 的"
        + "回调 (N-6，推断)：\(from) 仍是选中的 tab，"
      : "animator 报告这次切换没有完成时 `UITabBarController` 怎么做，Apple 没有说明；TransitionScope "
        + "像 navigation controller 撤销一次放弃的返回滑动那样撤销它 (N-6)：\(from) 仍是选中的 tab，")
      + "\(target) 的视图离开 window"
      + (presented.isEmpty
        ? "" : "，它在自己的 context 中 present 的控制器也随之离开：\(ChineseSentence.list(presented))")
      + "。回调：" + ChineseSentence.sequence(events, rule: "N-6")
  }

  /// `afterUndo` in Chinese.
  var chineseAfterUndo: String { "\(from) 仍是选中的 tab。" }

  /// `withoutFinger(animator:asked:)` in Chinese (TB-14).
  func chineseWithoutFinger(animator: Bool, asked: Bool) -> String {
    "这一步要用户的手指，但 UIKit 只通过 delegate 给出的交互控制器以交互方式驱动标签切换，"
      + "而且要等 delegate 返回了 animator 才去要它 (TB-14)。"
      + (animator
        ? (asked
          ? "\(tab) 的 delegate 从 `tabBarController(_:interactionControllerFor:)` 返回了 nil，"
          : "\(tab) 的 delegate 没有实现这个 interaction 方法，")
          + "所以 UIKit 不跟随手指，直接运行 animator。"
        : "\(tab) 在这里没有 animator，所以 UIKit 立即切换，不跟随手指。")
  }
}
