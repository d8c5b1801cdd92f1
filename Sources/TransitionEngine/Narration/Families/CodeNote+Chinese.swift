extension CodeNote {
  /// The words in Simplified Chinese (子控制器, 父控制器, appearance 回调, run loop), API names
  /// and the lines' code as they are.
  var chinese: String {
    switch self {
    case .lineLead(let place, let code):
      return (place.file.map { "\($0) " } ?? "") + "第 \(place.line) 行，`\(code)`："
    case .completionLead(let place, let code):
      return (place.file.map { "\($0) " } ?? "") + "第 \(place.line) 行调用 `\(code)`。"
    case .addChild(let child, let parent, let managedBy):
      return "把 \(child) 挂到 \(parent) 之下，并替你调用 \(child).willMove(toParent: \(parent))"
        + "（K-1）。\(child) 的视图还不在任何视图中：添加它是你的事。"
        + Self.chineseByHand(parent, managedBy, adding: true)
    case .noParent(let child): return "\(child) 没有父控制器；这一行什么也不做。"
    case .removedFromParent(let child, let parent, let managedBy, let stillInWindow):
      return "把 \(child) 从 \(parent) 之下摘下，并替你调用 \(child).didMove(toParent: nil)"
        + "（K-2）。" + Self.chineseByHand(parent, managedBy, adding: false)
        + (stillInWindow ? "它的视图仍在 window 中，现在没有父控制器把 appearance 回调转发给它。" : "")
    case .willMoveByHand(let child):
      return "你自己调用 willMove；它什么也不改变，只是通知 \(child)（K-1，K-2）。"
    case .didMoveByHand: return "你自己调用 didMove，完成这次移动（K-1，K-2）。"
    case .presentationStyle(let name, let style):
      return "把 \(name) 的 modalPresentationStyle 设为 .\(style)：要等 \(name) 被 present 时，"
        + "UIKit 才会创建这种样式的 UIPresentationController（PC-1），所以呈现它的控制器的视图"
        + "会怎样，由这个样式决定（§5）。"
    case .transitionStyle(let name, let style):
      return "把 \(name) 的 modalTransitionStyle 设为 .\(style)：这是它被 present 时 UIKit "
        + "播放的动画（MT-1）。"
    case .elsewhere(.completeTransition):
      return "completeTransition 属于 animator；这一行什么也不做。"
    case .elsewhere(.snapshot): return "快照属于 animator；这一行什么也不做。"
    case .elsewhere(.madeViews):
      return "代码新建和重排视图在这里属于 animator；这一行什么也不做。"
    case .elsewhere(.interaction): return "这个调用属于交互控制器；这一行什么也不做。"
    case .presentingNil:
      return "`source.presentingViewController` 为 nil：这个 segue 的源控制器不是被 present "
        + "出来的，所以 `?.dismiss` 什么也不调用（D-1）。"
    case .notNavigation(let name): return "\(name) 不是 navigation controller；这一行什么也不做。"
    case .replaceNotModelled(let from):
      return "不在模型之内：\(from) 的 superview 不是代码能指名的控制器视图，"
        + "所以 TransitionScope 不在那里交换视图（X-11）。"
    case .replaceAdds: return "`UIView.transition(from:to:)` 先把 toView 添加进来（X-11）："
    case .replaceRemoves: return "动画结束时它把 fromView 移出（X-11）："
    case .loadsView(let controller): return "访问 \(controller).view 会先加载它（LC-1）。"
    case .transformOutOfWindow(let controller, let transform):
      return "\(controller) 的视图现在的 transform 是 \(transform)。它还不在任何 window 中，"
        + "所以屏幕上什么也不变；它带着这个 transform 进入。"
    case .presentRefused, .pushDropped, .awaitingDidMove, .removedWithoutWillMove, .orphanView,
      .everyLineRan:
      return chineseOfTurn
    }
  }

  private static func chineseByHand(_ parent: String, _ kind: String?, adding: Bool) -> String {
    guard let kind else { return "" }
    return "\(parent) 是一个 \(kind) controller，它自己管理子控制器：手动\(adding ? "添加" : "移除")"
      + "子控制器是 app 的错误，之后 \(parent) 显示什么，文档没有写；TransitionScope 让它的视图"
      + "保持原样。"
  }

  private var chineseOfTurn: String {
    switch self {
    case .presentRefused(let presented, let earlier):
      let held =
        earlier.isDismissal
        ? "在那次 dismiss 完成之前，\(earlier.presenter) 仍在 present \(earlier.presented)（D-6）"
        : "\(earlier.presenter) 已经在 present \(earlier.presented)（§3.1）"
      return "被拒绝。这一行和第 \(earlier.line) 行（`\(earlier.code)`）在同一轮 run loop 中、"
        + "任何动画之前执行（P-13）：\(earlier.chineseWhat)才刚开始，而\(held)。所以 UIKit "
        + "打印上面的警告，\(presented) 不会出现：这次调用不发任何回调，也不执行 completion 闭包。"
        + "应该在 completion 闭包中 present \(presented)：`\(earlier.code) {` … `}`（D-5）。"
        + "iOS 13 以来 UIKit 在这里打印的确切文字没有资料给出；TransitionScope 打印的是 §3.1 "
        + "的第一条检查（Q-37，推断）。" + Self.chineseTurnOrder(earlier)
    case .pushDropped(let nav, let earlier):
      return "被丢弃。这一行和第 \(earlier.line) 行（`\(earlier.code)`）在同一轮 run loop 中、"
        + "任何动画之前执行（P-13），而\(earlier.chineseWhat)正在进行；UIKit 这时不更新 "
        + "\(nav) 的栈（N-19），并打印上面的警告：栈保持原样，这次调用不发任何回调。"
        + "应该在第 \(earlier.line) 行的 completion 闭包中 push：`\(earlier.code) {` … `}`"
        + "（D-5）。" + Self.chineseTurnOrder(earlier)
    case .awaitingDidMove(let child, let parent, let line):
      return "错误：第 \(line) 行把 \(child) 加为 \(parent) 的子控制器，但没有哪一行调用 "
        + "\(child).didMove(toParent: \(parent))；addChild 替你调用 willMove，从不调用 didMove"
        + "（K-1），所以 \(child) 永远不知道这次移动已经结束。"
    case .removedWithoutWillMove(let child, let line):
      return "错误：第 \(line) 行把 \(child) 从父控制器移除，之前没有调用 "
        + "\(child).willMove(toParent: nil)；removeFromParent 只替你调用 didMove(toParent: nil)"
        + "（K-2）。"
    case .orphanView(let child, let line, let state):
      return "错误：\(child) 的视图在 window 中（第 \(line) 行），但 \(child) 不是任何控制器的"
        + "子控制器，所以没有 appearance 回调能到达它（K-5），它的状态仍是 \(state)。"
    default:
      return "每一行都已执行；视图树和回调就是 UIKit 对它们的处理结果。"
    }
  }

  private static func chineseTurnOrder(_ earlier: Earlier) -> String {
    "TransitionScope 把第 \(earlier.line) 行的转场画在这一行之前，只是因为它依次把每一行的"
      + "转场播放到结束；视图树和回调是 UIKit 最终的结果。"
  }
}

extension CodeNote.Earlier {
  /// `Home 对 Card 的 present` / `Home 对 Card 的 dismiss`.
  var chineseWhat: String {
    "\(presenter) 对 \(presented) 的 \(isDismissal ? "dismiss" : "present")"
  }
}
