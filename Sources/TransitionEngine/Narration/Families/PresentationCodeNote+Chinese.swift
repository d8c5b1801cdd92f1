extension PresentationCodeNote {
  /// The words in Simplified Chinese, API names and rule IDs as they are.
  var chinese: String {
    switch self {
    case .sizeTransition(let className, let line, let alongside, let notModelled):
      return " \(className) 的 viewWillTransition(to:with:)（\(line)）在尺寸改变之前运行（PC-9）"
        + (alongside
          ? "；它交给 coordinator.animate(alongsideTransition:) 的 block 在旋转动画内运行，"
            + "所以它设置的 frame 就是动画结束时的位置（PC-9，PC-6）" : "") + "。"
        + notModelled.map {
          " " + NotModelledSentence.chineseLead + (NotModelledSentence.chineseLine($0) ?? $0)
        }.joined()
    case .containerLayout(let className, let bounds, let presented, let frame):
      let layout =
        " 新的 containerView \(bounds) 上运行了 \(className) 的 containerViewWillLayoutSubviews "
        + "和 containerViewDidLayoutSubviews"
      switch frame {
      case .unknown(let unknown):
        return layout + "；它的 frameOfPresentedViewInContainerView 取决于工具无法知道的东西"
          + "（\(unknown)），所以 \(presented) 取 containerView 的 bounds，这是 UIKit 的默认值"
          + "（PC-7，PC-4）。"
      case .code(let line, let frame):
        return layout + "，\(presented) 移到它的 frameOfPresentedViewInContainerView"
          + (line.map { "（\($0)）" } ?? "") + " 为此返回的 \(frame)（PC-7，PC-4）。"
      case .fills:
        return layout + "；\(presented) 铺满 containerView，这是 UIKit 的默认 frame（PC-7，PC-4）。"
      }
    case .keyChrome(let presented, let chrome):
      return " UIKit 不会重新布局 \(presented) 的 presentation controller 添加的视图"
        + "（\(chrome.joined(separator: "、"))）：除非它的 containerViewWillLayoutSubviews 再次"
        + "设置，它们保持原来的 frame（PC-6，PC-7；保持不变是推断的 [I]）。场景的 "
        + "`custom: chrome:` 没有提供这样的代码，所以 app 在那里做什么是未知的；用 Swift 写的 "
        + "presentation controller 则会运行它自己的布局。"
    case .visibility(let className, let animated, let changes):
      return
        (animated
        ? "在 \(className) 的 alongside block 里，isHidden 不做动画，动画一开始就立即生效：" : "")
        + changes.map(Self.chinese).joined(separator: "；") + "（X-10）。"
    case .hiddenPresentedView(let presented, let line, let presenter, let removes?):
      return "错误：\(line) 让 \(presented) 的视图保持隐藏，而 \(removes) 在 "
        + "shouldRemovePresentersView 中返回 true，所以 UIKit 已把 \(presenter) 的视图移出 window"
        + "（M-7，T-4）：两者都不会被绘制，用户看到的是 window 的背景，一片黑屏（X-10）。"
    case .hiddenPresentedView(let presented, let line, let presenter, nil):
      return "错误：\(presented) 的视图在 window 中，也算已经出现，但用户看不到它：\(line) 让它"
        + "保持隐藏，之后也没有代码再显示它；UIKit 不会自动重新显示隐藏的视图（X-10）。"
        + "在它本该出现的位置显示的是 \(presenter)。"
    case .dismissalAlphas(let alphas):
      return alphas.map {
        "\($0.setBy ?? "") 把它添加的 \($0.className)（\($0.added)）的 alpha 设为 \($0.alpha)"
      }.joined(separator: "；") + "，立即生效：在 alongside block 之外，没有任何东西让它随转场动画（PC-6）。"
    case .alongside(let className, let alphas):
      return "\(className) 交给转场的 alongside 闭包随转场一起执行：它把 "
        + alphas.map { "\($0.added) 的 \($0.className) 的 alpha 逐渐变为 \($0.alpha)" }
        .joined(separator: "，") + "（PC-6）。"
    case .seeThroughUnknown(let removes, let presenter, let unknown, let className):
      return "\(removes) 在 shouldRemovePresentersView 中返回 true，所以 UIKit 已移除 "
        + "\(presenter) 的视图（M-7，T-4）；被呈现视图的 frame 是否盖满屏幕是未知的"
        + "（\(unknown)），但 \(className) 添加了一个 dimming 视图，这只有在 presenter 保留时才"
        + "有意义。如果 frame 没有盖满屏幕，用户在空出的地方会看到黑屏。" + Self.chineseFix
    case .seeThroughFrame(
      let removes, let presented, let frame, let container, let presenter, let chrome):
      return "错误：\(removes) 在 shouldRemovePresentersView 中返回 true，但 \(presented) 的 "
        + "frame \(frame) 没有盖满 containerView \(container)"
        + "（frameOfPresentedViewInContainerView，PC-4）。UIKit 已把 \(presenter) 的视图移出 "
        + "window（M-7，T-4）：在这个 frame 之外"
        + (chrome.map { "，透过它添加的 \($0)，" } ?? "")
        + "用户看不到 \(presenter)，只看到 window 的背景，一片黑屏。" + Self.chineseFix
    case .seeThroughBackground(let removes, let presented, let presenter, let cause):
      let because: String
      switch cause {
      case .line(let line, let clear):
        because = "\(line) 给 \(presented) 的视图设置了\(clear ? "透明" : "半透明")背景"
      case .scene(let background):
        because = "场景给 \(presented) 设置了 `background: \(background)`"
      }
      return "错误：\(removes) 在 shouldRemovePresentersView 中返回 true，但 \(because)："
        + "它是透的。UIKit 已把 \(presenter) 的视图移出 window（M-7，T-4），所以透过 "
        + "\(presented) 用户看不到 \(presenter)，只看到 window 的背景，一片黑屏。当被呈现视图"
        + "需要露出 presenter 时，让 shouldRemovePresentersView 保持 false（UIKit 的默认值，"
        + "PC-5），或者给它一个不透明的背景。"
    }
  }

  /// The fix beside a see-through mistake (PC-5), in Chinese.
  private static let chineseFix =
    " 当被呈现视图需要露出 presenter 时，让 shouldRemovePresentersView 保持 false"
    + "（UIKit 的默认值，PC-5）。"

  /// One visibility line in Chinese.
  private static func chinese(_ change: VisibilityChange) -> String {
    let view: String
    switch change.view {
    case .chrome(let className, let line):
      view = "它添加的 \(className ?? "视图")" + (line.map { "（\($0)）" } ?? "")
    case .presented(let name): view = "\(name) 的视图"
    }
    return change.hidden
      ? "\(change.line) 隐藏了 \(view)：它留在原处，但它和它的子视图都不再绘制，下面的内容"
        + "就像它不存在一样露出来"
      : "\(change.line) 重新显示 \(view)：isHidden = false"
  }
}
