extension AnimatorMistakeNote {
  /// The words in Simplified Chinese (containerView, fromView / toView), API names and the
  /// lines' code as they are.
  var chinese: String {
    switch self {
    case .snapshotOfNil(let source, let reason):
      return "\(source) 在这里为 nil：\(reason)。不会生成快照；代码得到的是 nil（X-3）。"
    case .snapshotMade(let view, let width, let height):
      return "生成了 \(view.chinese) 的快照：一个 \(width) × \(height) 的普通 UIView，"
        + "画着这个视图此刻的样子，还没有 superview。"
    case .fromViewRemovedOnCancel(let place):
      return "错误（\(ViewMention.chinese(place: place))）：用户取消了这次转场"
        + "（transitionWasCancelled 为 true，X-6），所以 fromView 必须留在原处。UIKit 把控制器"
        + "恢复成转场之前的样子，却不会把视图加回去：它的控制器仍在屏幕上，视图却不在 window 中，"
        + "用户在那里看到一片黑（X-8）。只在 !transitionContext.transitionWasCancelled 时移除 "
        + "fromView。"
    case .completedTrueOnCancel(let place):
      return "错误（\(ViewMention.chinese(place: place))）：用户取消了交互"
        + "（transitionWasCancelled 为 true，X-6），这一行却传入 true。UIKit 以这个参数为结果"
        + "（X-5），在动画倒回起点之后完成了用户已经撤回的转场；应该传入 "
        + "!transitionContext.transitionWasCancelled。"
    case .snapshotLeftBehind(let place, let code, let superview, let addedAt, let addedCode):
      let added =
        addedAt.map { "（是 \(ViewMention.chinese(place: $0))，`\(addedCode ?? "")`，把它放进去的）" }
        ?? ""
      return "错误：\(ViewMention.chinese(place: place)) 生成的快照（`\(code)`）仍在 "
        + "\(superview?.chinese ?? "一个视图") 中\(added)。它是 app 自己的视图：completeTransition "
        + "只移除转场自己的视图（X-5），所以这张快照一直盖在真实的视图之上，一张静止的图片挡住它们，"
        + "还接走本该给它们的触摸，界面看起来像卡死了。应在 completion 中、completeTransition "
        + "之前移除它。"
    case .neverCompletes(let returnsAt, let returnCode, let stuck, let container, let earlier):
      return "错误：没有哪一行调用 completeTransition，所以转场永远不会结束（X-5，X-8）。"
        + (returnsAt.map {
          "animateTransition(using:) 在 \(ViewMention.chinese(place: $0))（`\(returnCode ?? "")`）"
            + "返回，它开始的任何操作都没有调用 completeTransition。"
        } ?? "") + Self.chineseWaits(stuck, container, earlier)
    case .waitsForFinger(let waiting, let stuck, let container, let earlier):
      return "错误（\(ViewMention.chinese(place: waiting.place))，`\(waiting.code)`）："
        + "\(waiting.question) 为没有手势驱动的 \(waiting.action) 返回了一个 \(waiting.interactor)，"
        + "所以 UIKit 通过它开始转场（X-7）：动画停在起点，等待 update、finish 或 cancel，"
        + "而没有任何代码调用它们；调用 completeTransition 的 completion 永远不会运行，"
        + "所以转场永远不会结束（X-5，X-8）。" + Self.chineseWaits(stuck, container, earlier)
        + "只在手势驱动转场时返回交互控制器，其他时候返回 nil。"
    }
  }

  /// What UIKit does while a transition waits for ever, in Chinese (X-5, X-8, §3.1).
  private static func chineseWaits(_ stuck: [Stuck], _ container: String?, _ earlier: [String])
    -> String
  {
    let states = stuck.map {
      "\($0.name) 停留在 \($0.state)" + ($0.inWindow ? "，尽管它的视图在 window 中" : "")
    }
    return "UIKit 保留 containerView 并一直等待：did 回调、completion 闭包和 animationEnded "
      + "都不会到来" + (states.isEmpty ? "" : "；" + states.joined(separator: "，")) + "。"
      + "转场进行时 UIKit 忽略触摸，所以 app 看起来卡死了，之后的每一次 present 和 dismiss "
      + "都会被拒绝，并打印“in progress”的提示（§3.1）"
      + (container.map { "；\($0) 自己也停在这次转场中，所以不会开始新的转场" } ?? "") + "。"
      + (earlier.isEmpty
        ? ""
        : "之前那次没有完成的转场（\(earlier.joined(separator: "，"))）也仍在等待，所以它的 "
          + "containerView 留在这一个旁边；没有资料展示过同时有两个的情况，所以这是推断。")
  }
}
