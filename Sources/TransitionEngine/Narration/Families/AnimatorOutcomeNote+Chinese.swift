extension AnimatorOutcomeNote {
  /// The words in Simplified Chinese (over 结构, containerView, fromView / toView), API names
  /// and the lines' code as they are.
  var chinese: String {
    switch self {
    case .appearedOutOfWindow(let name, let cause):
      let because: String
      switch cause {
      case .line(let place, let code):
        because = "是 \(ViewMention.chinese(place: place))（`\(code)`）把它移出去的"
      case .leftOut: because = "animator 没有把它放进来"
      case .toViewNotAdded:
        because = "没有哪一行添加 toView，而添加 toView 正是 animator 的职责（X-8）"
      }
      return "错误：\(name) 的状态是 appeared，但它的视图不在 window 中：\(because)。"
    case .disappearedInWindow(let name, let putBy):
      return "错误：\(name) 的状态是 disappeared，但它的视图仍在 window 中"
        + (putBy.map { "（是 \(ViewMention.chinese(place: $0)) 把它放进去的）" } ?? "") + "。"
    case .shownUnderTakenOutChrome(let names, let container, let chrome, let place, let code):
      return "\(ChineseSentence.list(names)) 的状态是 appeared，但视图不在 window 中："
        + "\(container) 把它们显示在自己的 \(chrome) 里，而\(ViewMention.chinese(place: place))"
        + "（`\(code)`）已经把这个 \(chrome) 移出了 window。\(container) 自己给子控制器发送 "
        + "appearance 回调（N-10，13.3，13.4）；它在 \(chrome) 不在 window 中时照样发送，这是推断 [I]。"
    case .blackScreen:
      return "window 中已经没有任何控制器的视图：用户看到的是一片黑屏（X-8）。"
    case .borrowed(let owner, let place, let code, let over):
      return "\(owner) 的视图现在位于 containerView 之中（\(ViewMention.chinese(place: place))，"
        + "`\(code)`）。它仍会被绘制，但它已经属于 container：dismiss 时 UIKit 移除 container，"
        + "\(owner) 的视图也随之离开（X-8）。" + Self.chineseAdvice(owner, over)
    case .lostWithContainer(let owner, let line, let file, let code, let state, let over):
      return "错误：\(owner) 的视图在 containerView 之中，因为 animator "
        + (file.map { "\($0) 的" } ?? "") + "第 \(line) 行（`\(code)`）把它放了进去。"
        + "UIKit 移除 container，\(owner) 的视图也随之离开 window。\(owner) 收不到任何回调，"
        + "状态仍是 \(state)：它的视图原来所在的地方，用户看到的是一片黑屏（X-8）。"
        + Self.chineseAdvice(owner, over)
    }
  }

  /// 修改方法：over 结构里 presenter 的视图留在原处（T-4，X-8）。
  private static func chineseAdvice(_ owner: String, _ over: String?) -> String {
    guard let over else { return "" }
    return "\(over) 是 over 结构，UIKit 让 \(owner) 的视图留在原处：不要移动 `fromVC.view`，"
      + "只把 `toView` 加进 containerView（T-4，X-8）。"
  }
}
