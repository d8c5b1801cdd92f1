/// The Chinese (zh-Hans) words of a dismissal's phases (will-begin, the finger's part,
/// half-way, completed, after), written from the same facts as `DismissStory`'s English and
/// citing the same rules in the same order, for every dismissal the story tells: a chain of
/// presentations, a presenter whose tab was switched away, the zoom back, an alert
/// controller, a popover, the user's swipe and a tap outside. Nil only where a piece from
/// elsewhere has no Chinese (the app's views left in the window); that note stays English,
/// marked `〔未译〕`.
extension DismissStory {
  /// `willBegin(_:presenterState:hidden:)` in Chinese: the reason, the will-callbacks, the
  /// presenter's view coming back (13.2) or staying silent (M-9), the controllers below the
  /// top one (D-3) and the motion (M-8).
  func chineseWillBegin(
    _ events: [LifecycleEvent], presenterState: AppearanceState?, hidden: [String]
  ) -> String? {
    guard let reason = reason.chinese, zoomBack == nil || zoomBackChinese != nil else {
      return nil
    }
    let callbacks =
      "dismissalTransitionWillBegin() 开始执行，appearance 回调随之开始："
      + (ChineseSentence.will(events) ?? "没有回调到来")
    let presenterView =
      grabbing
      ? "；\(presenter) 的视图回到 containerView 中、在被呈现的视图之下，作为 toView "
        + "(§6 table, 13.2)。" + ChineseSentence.isAppearingNow(presenter, events)
      : " (13.2)。"
        + (homeAway
          ? "\(presenter) 的视图回到 present 之前的位置，而那个位置在它的标签被切走时已离开 "
            + "window，所以这个视图留在 window 之外，\(presenter) 收不到任何 appearance 回调："
            + "它保持 disappeared，和标签切换后一样 (M-1, TB-2)。UIKit 在动画期间是否把它显示"
            + "在 container 中，没有来源说明，所以这里不画 [I]。"
          : ChineseSentence.silent(
            presenter, in: events, state: presenterState, reason: "它的视图从未离开 window"))
    return reason + callbacks + presenterView + chineseChain(events, hidden: hidden)
      + chineseMotion
  }

  /// D-3, Q-8 in Chinese: what the controllers below the top one hear.
  private func chineseChain(_ events: [LifecycleEvent], hidden: [String]) -> String {
    guard !intermediates.isEmpty else { return "" }
    let quiet = AppearanceSentence.hearing(events).filter { hidden.contains($0) }
    return "几个控制器同时离开：只有最上面的 \(top) 有动画；\(ChineseSentence.list(intermediates)) "
      + "离开时没有自己的动画 (D-3)。这样离开的控制器会收到哪些回调，来源都没有说 (Q-8)；"
      + (quiet.isEmpty
        ? "这里最上面之下的控制器都收不到 appearance 回调。"
        : "这里 \(ChineseSentence.list(quiet)) 现在收到 viewWillDisappear，最后收到 "
          + "viewDidDisappear，都没有动画。")
  }

  private var chineseMotion: String {
    guard animatedByUIKit else { return "" }
    return styleAnimation?.chineseStartSentence(presented: top, presenter: presenter)
      ?? zoomBackChinese ?? chineseOwnMotion
  }

  /// `ownMotion` in Chinese (M-20, M-18, N-12).
  private var chineseOwnMotion: String {
    isPopover
      ? PopoverAnimation.chineseDismissSentence(top)
      : isAlertController
        ? "alert controller 播放它自己的 animator，来源中没有它的运动，所以画面显示 \(top) "
          + "的视图在原位（未知，M-18）。"
        : ModalStyleAnimation.chineseZoomSentence(top)
  }

  /// `midway(_:)` in Chinese.
  private func chineseMidway(_ progress: Double) -> String {
    styleAnimation?.chineseMidwaySentence(at: progress, presented: top, presenter: presenter)
      ?? zoomBack.map { _ in
        "\(top) 向它来自的视图缩小；没有来源给出 zoom 的中间帧，所以这里不画 (N-15, Q-24)。"
      } ?? (isPopover ? PopoverAnimation.chineseMidwaySentence(top) : chineseOwnMotion)
  }

  /// `interactive(pushBack:swipeSentence:)` in Chinese; both arguments are Chinese.
  func chineseInteractive(pushBack: String, swipeSentence: String) -> String {
    "用户用手把 \(top) 往下拖；它已离开 \(TransitionAnimation.interactivePercent) (T-6)。"
      + chineseMidway(TransitionAnimation.interactiveProgress) + pushBack
      + (swipe ? swipeSentence : "")
  }

  /// `animating(pushBack:)` in Chinese; `pushBack` is Chinese.
  func chineseAnimating(pushBack: String) -> String? {
    (swipeCompleted ? "手指已经松开，sheet 自己继续走。" : "进行到一半。")
      + chineseMidway(
        swipeCompleted ? TransitionAnimation.swipeFinishingProgress : TransitionAnimation.halfWay)
      + pushBack + (grabbing ? "\(presenter) 从 dismiss 开始时就已在 window 中。" : "")
  }

  /// `completed(animated:_:presenterInWindow:)` in Chinese.
  func chineseCompleted(
    animated: Bool, _ events: [LifecycleEvent], presenterInWindow: Bool
  ) -> String? {
    let start =
      animated
      ? "completeTransition(true)，然后 dismissalTransitionDidEnd(true)："
      : "没有动画，所有变化同时发生："
    let presenterView =
      grabbing
      ? "，并把 \(presenter) 的视图放回 present 之前的位置 (M-1, §6)。"
      : homeAway
        ? "，并把 \(presenter) 的视图放回 present 之前的位置，随它的标签留在 window 之外 "
          + "(M-1, TB-2)。"
        : presenterInWindow
          ? "；\(presenter) 的视图从未移动 (T-4)。" : "；UIKit 不移动 \(presenter) 的视图 (T-4)。"
    return start + "系统会自动移除 container 和其中 \(top) 的视图" + presenterView
      + "dismiss 已经完成，两个链接现在清除 (D-6)。"
      + ChineseSentence.didCallbacks(events, rule: "13.2")
      + ChineseSentence.silent(
        presenter, in: events, state: nil,
        reason: homeAway
          ? "它的标签没有被选中"
          : presenterInWindow ? "它的视图从未离开 window" : "UIKit 没有移动它的视图")
  }

  /// `after(bySwipe:…)` in Chinese, the sentence about the app's views left in the window
  /// (`appViewsLeft`, already Chinese) after it.
  func chineseAfter(
    bySwipe: Bool, _ phases: [Phase], _ events: [LifecycleEvent], lost: Bool, byTap: Bool,
    appViewsLeft: String?
  ) -> String? {
    let last = ChineseSentence.lastDid(in: phases) ?? "dismiss"
    let lead =
      byTap
      ? "popover 已经消失，所以 delegate 在 \(last) 之后收到 `presentationControllerDidDismiss(_:)`；"
        + "UIKit 自己的 dismiss 调用没有传入 app 的 `completion` 闭包 (M-22)。"
      : bySwipe
        ? "sheet 已经消失，所以 delegate 在 \(last) 之后收到 `presentationControllerDidDismiss(_:)`；"
          + "没有人调用 dismiss，所以没有 `completion` 闭包执行 (D-7, M-12)。"
        : ChineseSentence.completion(after: phases, events)
    return lead + "window 的视图树回到了 present 之前的样子"
      + (lost
        ? "，只是 animator 的错误带走的东西除外。"
        : appViewsLeft.map { "，只是 app 的代码放进 window 的东西除外。" + $0 } ?? "。")
  }
}
