/// The phases of a tab switch a note can tell, and their words in both languages: the
/// English is `TabStory`'s, the Chinese written here from the same facts, citing the same
/// rules in the same order.
extension TabStory {
  /// One phase of the switch as a note tells it.
  enum Moment: Sendable, Hashable {
    case containerReadyForAnimator([LifecycleEvent])
    case toViewAdded([LifecycleEvent])
    case after(byAnimator: Bool, [LifecycleEvent])
  }

  /// The English words of `moment`.
  func english(_ moment: Moment) -> String {
    switch moment {
    case .containerReadyForAnimator(let events): return containerReadyForAnimator(events)
    case .toViewAdded(let events): return toViewAdded(events)
    case .after(let byAnimator, let events): return after(byAnimator: byAnimator, events)
    }
  }

  /// The Chinese words of `moment`.
  func chinese(_ moment: Moment) -> String {
    switch moment {
    case .containerReadyForAnimator(let events):
      return "设置 selectedViewController 开始了切换；\(tab) 的 delegate 返回了一个 animator，"
        + "所以切换由 app 的代码做动画 (TB-4)。回调保持 tab 切换的顺序："
        + ChineseSentence.will(events, rule: "TB-3", none: "还没有回调到来。")
        + "各来源只是推测 containerView 是 tab 的 UITransitionView (TB-4, Q-6)；TransitionScope "
        + "像 navigation controller 那样使用其中的 UIViewControllerWrapperView。fromView 已经在其中，"
        + "toView 还不在。"
    case .toViewAdded(let events):
      return "UIKit 像 transition(from:to:) 那样替换 tab 的 UIViewControllerWrapperView 中的内容 (TB-1)："
        + "新视图放在旧视图旁边 (K-4)。"
        + (ChineseSentence.will(events).map { "注意顺序：\($0) (TB-3)。" }
          ?? "\(tab) 不在 window 中，所以没有 appearance 回调。")
    case .after(let byAnimator, let events):
      return byAnimator
        ? "\(target) 是选中的 tab。"
        : "旧 tab 的视图离开 window，所以 window 中只有选中的子控制器的视图 (TB-2)。"
          + ChineseSentence.didCallbacks(events, rule: "TB-3")
    }
  }
}
