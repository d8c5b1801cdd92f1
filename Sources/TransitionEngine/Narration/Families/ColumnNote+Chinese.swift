extension ColumnNote {
  /// The words in Simplified Chinese, API names and rule IDs as they are.
  var chinese: String {
    switch self {
    case .replacedStack(let call, let split, let column, let nav, let controller):
      return "在 \(split) 上调用 \(call)：.\(column) 列里已经有导航控制器 \(nav)。Apple 只描述了"
        + "次要（secondary）列的 push (SV-8)；其他列资料里没有说，所以 TransitionScope 让 "
        + "\(controller) 成为 \(nav) 的整个栈，就像不带动画的 setViewControllers 那样 [I]。"
    case .pushedOntoSecondary(let call, let split, let nav, let controller, let collapsedOnto):
      return "在 \(split) 上调用 \(call)：secondary 列里已经有导航控制器 \(nav)，而 \(controller) "
        + "不是导航控制器，所以 UIKit 把它 push 到那个栈上，而不是替换这一列的控制器，这是 Apple "
        + "对一份 bug 报告的答复 (SV-8)；旧的控制器留在它下面，返回按钮回到它。这个调用没有 "
        + "animated: 参数；push 显示为没有动画 [I]。"
        + (collapsedOnto.map {
          "\(split) 已经折叠，secondary 的栈在 primary 的导航控制器 \($0) 上 (SV-9)，所以 push "
            + "落在那里，分栏展开时再回到 \(nav) [I：Q-22]。"
        } ?? "")
    case .columnChanged(let change, let events):
      let rule = change.column == .inspector ? "SV-10" : "SV-8"
      let inspector =
        change.column == .inspector && change.shown
        ? "这里 inspector 的宽度是模型给的，不是 UIKit 的：它在 minimumInspectorColumnWidth 和 "
          + "maximumInspectorColumnWidth 之间的默认值资料里没有 [I]。"
        : ""
      return "在 \(change.split) 上调用 \(change.call)，"
        + (change.shown ? "显示" : "收起") + " .\(change.column.rawValue) 列 \(change.nav) "
        + "(\(rule))；display mode " + (change.modeStays ? "保持为 " : "变为 ") + "\(change.mode)。"
        + "appearance 回调：" + ChineseSentence.sequence(events, rule: "LC-2 [I]") + inspector
        + "其他列留下并重新布局 (LC-4) [I：回调顺序]。"
    }
  }
}
