extension SheetNote {
  /// The words in Simplified Chinese, API names and rule IDs as they are.
  var chinese: String {
    switch self {
    case .detentMoving(let from, let to, let interactive, let pushBack):
      return "动画进行到一半：卡片从 \(from) detent 移向 \(to) (M-10)。"
        + (interactive ? "由用户的手指拖动。" : "") + (pushBack?.chinese ?? "")
    case .detentSettled(
      let name, let detent, let unchanged, let follows, let interactive, let dimming):
      var text =
        unchanged
        ? "\(name) 已经停在 \(detent) detent，什么都不动。"
        : "selectedDetentIdentifier 变为 \(detent)：卡片的 frame 随 detent 而定 (M-10)。"
      if !follows { text += "在这个 size class 下卡片不随 detent 变化，所以它的 frame 不变。" }
      text +=
        interactive
        ? "这是用户拖动的，所以 sheet 的 delegate 收到 "
          + "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:) (M-10)。"
        : "在代码里（animateChanges 之中）做的改变不会调用 delegate (M-10)。"
      return text + (dimming?.chinese ?? "")
    case .modalSwipeRefused(let holder, let top):
      let who = holder == top ? top : "\(holder)（在 \(top) 之中）"
      return "\(who) 的 isModalInPresentation = true，所以用户的下滑手势永远不会变成 dismiss "
        + "(D-8)：没有 presentationControllerWillDismiss，没有 dismiss 转场，没有 appearance 回调，"
        + "也没有 presentationControllerDidDismiss；链接和视图树都不变。delegate 只收到 "
        + "presentationControllerDidAttemptToDismiss(_:)，app 通常在这里询问“放弃修改吗？”。"
        + "卡片可能会跟着手指动一点再弹回（推断）。在代码里调用 dismiss(animated:) 仍然会把它移除 "
        + "(D-9)。"
    case .swipeDelegateRefused:
      return "用户的下滑手势先询问 delegate 的 presentationControllerShouldDismiss(_:) (D-10)，"
        + "它回答不行，所以手势永远不会变成 dismiss (D-8)：之后只有 "
        + "presentationControllerDidAttemptToDismiss(_:)；没有 presentationControllerWillDismiss，"
        + "没有 dismiss 转场，没有 appearance 回调，链接和视图树都不变。卡片可能会跟着手指动一点"
        + "再弹回（推断）。"
    case .swipe(let completed):
      return "这是用户的下滑手势，不是 dismiss 调用：拖动开始时，presentation controller 的 "
        + "delegate 收到 presentationControllerWillDismiss(_:) (D-7, M-12)"
        + (completed
          ? "；用户松手时已经拖得足够远，所以 dismiss 会完成。"
          : "；只有 sheet 真的离开时才会有 presentationControllerDidDismiss(_:)。")
    case .releasedEarly(let events, let zoom):
      return "松手太早：dismissalTransitionDidEnd(false)。container 留下，链接保持不变 (D-6)。"
        + "回调：" + ChineseSentence.sequence(events, rule: "T-6")
        + (zoom ? "zoom 弹回，源视图重新显示 (N-15)。" : "")
    case .stillPresented(let top):
      return "\(top) 仍然处于 presented 状态，与之前完全一样。"
    }
  }
}

extension SheetNote.Dimming {
  /// Whether the dimming shows at this detent and whether push-back holds, in Chinese.
  var chinese: String {
    (undimmed
      ? "detent 在 largestUndimmedDetentIdentifier 及以下时看不到 dimming，\(presenter) 仍可"
        + "交互；这里 UIDimmingView 留着，alpha 为 0 (M-10, Q-19)。"
      : "在这个 detent 上 dimming 视图可见 (M-10)。")
      + (pushBack?.chinese
        ?? (wasPushingBack ? "低于 large detent 时不再缩后，所以 transform 被去掉 (M-11)。" : ""))
  }
}

extension SheetNote.PushBack {
  /// The name of the pushed-back view in Chinese.
  var chineseView: String {
    below.map { "\($0) 的卡片（它的 UIDropShadowView）" } ?? "根 wrapper 的 UIDropShadowView"
  }

  /// The push-back sentence where the sheet rests, in Chinese.
  var chinese: String {
    "停在 large detent 的 sheet 在 compact 宽度、regular 高度下会把它下面的内容缩后（push-back）："
      + "\(chineseView) 得到 transform = \(values)，打印出的 frame 是缩放后的 (M-11)。"
      + Self.chineseNumbers
  }
}
