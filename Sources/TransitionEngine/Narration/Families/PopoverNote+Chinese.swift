extension PopoverNote {
  /// The words in Simplified Chinese, API names and rule IDs as they are.
  var chinese: String {
    switch self {
    case .tapPassthrough(let tapped):
      return "点击落在 \(tapped) 的视图上，它是 popover 的 passthroughViews 之一：dimming 视图的 "
        + "hitTest 让触摸穿过去到达它 (M-22；来自反编译的 iOS 26.1 UIKit [D])。\(tapped) 把这次"
        + "点击当作自己的来处理，popover 留下，没有任何 delegate 收到消息。"
    case .tapModal(let spot, let holder, let top):
      return spot.chinese + "popover 覆盖整个窗口的 dimming 视图接住了它 (M-22)。"
        + "\(holder == top ? top : "\(holder)（在 \(top) 之中）") 的 isModalInPresentation = "
        + "true，所以这次点击永远不会变成 dismiss (D-9)：delegate 不会被询问，只收到 "
        + "presentationControllerDidAttemptToDismiss(_:)，与被拒绝的下滑手势一样 (D-10, D-8)。"
        + "Apple 的文档只说外面的事件会被忽略；popover 的 delegate 也会收到 DidAttemptToDismiss "
        + "是推断的 [I]。"
    case .tapRefused(let spot):
      return spot.chinese + "popover 覆盖整个窗口的 dimming 视图接住了它，并询问 delegate 的 "
        + "presentationControllerShouldDismiss(_:) (M-22, D-10)。delegate 回答不行，所以这次点击"
        + "像被拒绝的下滑手势那样结束 (D-8)：之后只有 presentationControllerDidAttemptToDismiss(_:)；"
        + "没有 dismiss，没有 appearance 回调，链接和视图树都不变。"
    case .tapDismisses(let spot):
      return spot.chinese + "popover 覆盖整个窗口的 dimming 视图接住了它，并询问 delegate 的 "
        + "presentationControllerShouldDismiss(_:)，它回答可以 (M-22, D-10)，所以 UIKit 调用 "
        + "presenter 的 dismiss(animated: true)，delegate 收到 presentationControllerWillDismiss(_:)。"
    }
  }
}
