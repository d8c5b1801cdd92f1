/// The Chinese (zh-Hans) words of a dismissal's phases (will-begin, half-way, completed,
/// after), written from the same facts as `DismissStory`'s English and citing the same rules
/// in the same order, for the dismissals the posts teach: one presented controller going with
/// its transition style (coverVertical or crossDissolve) or without animation, no swipe,
/// zoom, alert or popover. Every other dismissal's note stays English, marked `〔未译〕`.
extension DismissStory {
  private var speaksChinese: Bool {
    !swipe && !swipeCompleted && zoomBack == nil && !isAlertController && !isPopover
      && intermediates.isEmpty && !homeAway
  }

  /// `willBegin(_:presenterState:hidden:)` in Chinese: the reason, the will-callbacks, the
  /// presenter's view coming back (13.2) or staying silent (M-9), and the motion (M-8).
  func chineseWillBegin(_ events: [LifecycleEvent], presenterState: AppearanceState?) -> String? {
    guard speaksChinese, let reason = reason.chinese else { return nil }
    var motion = ""
    if animatedByUIKit {
      guard
        let start = styleAnimation?.chineseStartSentence(presented: top, presenter: presenter)
      else { return nil }
      motion = start
    }
    let callbacks =
      "dismissalTransitionWillBegin() 开始执行，appearance 回调随之开始："
      + (ChineseSentence.will(events) ?? "没有回调到来")
    let presenterView =
      grabbing
      ? "；\(presenter) 的视图回到 container 中、在 presented 视图之下，作为 toView "
        + "(§6 table, 13.2)。" + ChineseSentence.isAppearingNow(presenter, events)
      : " (13.2)。"
        + ChineseSentence.silent(
          presenter, in: events, state: presenterState, reason: "它的视图从未离开 window")
    return reason + callbacks + presenterView + motion
  }

  /// `animating(pushBack:)` in Chinese.
  func chineseAnimating(pushBack: String) -> String? {
    guard speaksChinese, pushBack.isEmpty,
      let midway = styleAnimation?.chineseMidwaySentence(
        at: TransitionAnimation.halfWay, presented: top, presenter: presenter)
    else { return nil }
    return "进行到一半。" + midway + (grabbing ? "\(presenter) 从 dismiss 开始时就已在 window 中。" : "")
  }

  /// `completed(animated:_:presenterInWindow:)` in Chinese.
  func chineseCompleted(
    animated: Bool, _ events: [LifecycleEvent], presenterInWindow: Bool
  ) -> String? {
    guard speaksChinese else { return nil }
    let start =
      animated
      ? "completeTransition(true)，然后 dismissalTransitionDidEnd(true)："
      : "没有动画，所有变化同时发生："
    let presenterView =
      grabbing
      ? "，并把 \(presenter) 的视图放回 present 之前的位置 (M-1, §6)。"
      : presenterInWindow
        ? "；\(presenter) 的视图从未移动 (T-4)。" : "；UIKit 不移动 \(presenter) 的视图 (T-4)。"
    return start + "系统会自动移除 container 和其中 \(top) 的视图" + presenterView
      + "dismiss 已经完成，两个链接现在清除 (D-6)。"
      + ChineseSentence.didCallbacks(events, rule: "13.2")
      + ChineseSentence.silent(
        presenter, in: events, state: nil,
        reason: presenterInWindow ? "它的视图从未离开 window" : "UIKit 没有移动它的视图")
  }

  /// `after(bySwipe:…)` in Chinese, for a dismissal the app called that left nothing behind.
  func chineseAfter(
    bySwipe: Bool, _ phases: [Phase], _ events: [LifecycleEvent], lost: Bool, byTap: Bool,
    appViewsLeft: Bool
  ) -> String? {
    guard speaksChinese, !bySwipe, !byTap, !lost, !appViewsLeft else { return nil }
    return ChineseSentence.completion(after: phases, events) + "window 的视图树回到了 present "
      + "之前的样子。"
  }
}
