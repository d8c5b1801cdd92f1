/// The Chinese (zh-Hans) words of a presentation's phases after the container is ready:
/// will-begin, the to-view, half-way, the finger's part, completed, after, and the cancel,
/// each mirroring its English in `PresentStory`; nil when `speaksChinese` is false.
extension PresentStory {
  /// The chrome sentence of `willBegin` in Chinese (M-18, PC-6, M-4/M-6).
  private var chineseChrome: String {
    if let ownControllerChinese { return ownControllerChinese }
    return requested.isAlertController && style != .popover
      ? "它把自己的装饰视图（一个 UIDimmingView）插入 containerView 的最底层 (M-18)。"
      : PresentationRules.hasDimmingView(style)
        ? "它把自己的装饰视图（一个 UIDimmingView）加进 containerView (PC-6, M-4/M-6)。"
        : style == .custom
          ? "UIPresentationController 本身不添加 chrome；子类可以添加自己的 (PC-6)。"
          : "这个样式不添加任何 chrome。"
  }

  /// The will-begin phase in Chinese; `presenterState` is the presenter's appearance state.
  func chineseWillBegin(_ events: [LifecycleEvent], presenterState: AppearanceState?) -> String? {
    guard speaksChinese else { return nil }
    let callbacks = ChineseSentence.will(events, rule: "13.1", none: "没有 appearance 回调开始。")
    // M-9: a style that leaves the presenter's view in the window sends it nothing.
    let silent = ChineseSentence.silent(
      presenter, in: events, state: presenterState, reason: "它的视图留在 window 中")
    return "\(controllerClass).presentationTransitionWillBegin() 开始执行。" + chineseChrome
      + callbacks + silent
  }

  /// What the to-view is, by style (M-4, M-6, M-18, M-1, X-3).
  private var chineseWrapper: String {
    if PresentationRules.isCard(style) {
      return "toView 是 sheet 的卡片：UIDropShadowView > UIView > UIView > \(presented) 的视图 "
        + "(M-4, X-3)。"
    } else if style == .popover {
      return "toView 是装着 \(presented) 视图的 _UIPopoverView (M-6, X-3)。"
    } else if requested.isAlertController {
      return "toView 是 \(presented) 自己的视图，一个和屏幕一样大、装着 alert 卡片的 "
        + "\(AlertPresentation.viewClass)，直接放在 container 中、dimming 视图之上 (M-18)。"
        + "alert controller 播放它自己的 animator，来源中没有它的运动，所以画面显示视图已在"
        + "原位（未知）。"
    }
    return "toView 就是 \(presented) 自己的视图，直接放在 container 中 (M-1)。"
  }

  var chineseToViewAdded: String? {
    guard speaksChinese else { return nil }
    let look = sheet.map { ($0.chineseLook ?? "") + $0.chinesePushBackStarting } ?? ""
    return "animator 把 toView 加进 container，frame 为 finalFrame(for:) = "
      + "frameOfPresentedViewInContainerView (PC-4)。" + chineseWrapper
      + (zoomChinese ?? motionChinese ?? "")
      + (appearing ? ChineseSentence.isAppearingNow(presented, events) : "") + look
  }

  var chineseAnimating: String? {
    guard speaksChinese else { return nil }
    return "动画进行到一半。" + (midwayChinese ?? "")
  }

  /// `interactive` in Chinese: the finger's part (T-5).
  var chineseInteractive: String? {
    guard speaksChinese else { return nil }
    return "用户用手驱动这次 present；它已完成 \(TransitionAnimation.interactivePercent) (T-5)。"
      + (midwayChinese ?? "")
  }

  /// The completed phase in Chinese, its did-callbacks written from the phase's `events`.
  func chineseCompleted(animated: Bool, _ events: [LifecycleEvent]) -> String? {
    guard speaksChinese else { return nil }
    let start =
      animated
      ? "completeTransition(true)，然后 presentationTransitionDidEnd(true)。"
      : "没有动画，所有变化同时发生。"
        + (sheet.map { ($0.chineseLook ?? "") + $0.chinesePushBack } ?? "")
    let end =
      grabbing
      ? "系统会自动移除 \(presenter) 的视图，现在把它移出 window (M-1)：\(styleName) 呈现覆盖了它，"
        + "所以只绘制 presented 视图。" + ChineseSentence.didCallbacks(events, rule: "13.1")
      : "\(presenter) 的视图仍在 window 中、在 container 下面：什么都没有被移除 "
        + "(\(keepingRule.map { $0 + ", " } ?? "")M-9)。"
    return start + end
  }

  /// The after phase in Chinese, written from the step's `phases` and the phase's `events`.
  func chineseAfter(_ phases: [Phase], _ events: [LifecycleEvent]) -> String? {
    guard speaksChinese else { return nil }
    return ChineseSentence.completion(after: phases, events) + "只要 \(presented) 还处在被呈现的"
      + "状态，containerView 就一直保留。"
  }

  /// `cancelled` in Chinese (T-5).
  var chineseCancelled: String {
    "`completeTransition(false)`：`presentationTransitionDidEnd(false)`，containerView 被移除，"
      + "呈现它的控制器的视图回到原处，\(presented) 的出现被撤销 (T-5)。"
  }

  /// `afterCancel(changes:)` in Chinese, for a cancel that left the tree as it was; nil
  /// when something changed (the changes are written in English).
  func chineseAfterCancel(changes: [String]) -> String? {
    changes.isEmpty ? "没有任何东西被 present；视图树就是这一步之前的样子。" : nil
  }
}
