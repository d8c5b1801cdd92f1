extension SplitNote {
  /// The clause in Simplified Chinese, without its full stop; API names and rule IDs as they
  /// are.
  var chinese: String {
    switch self {
    case .collapsesPushing(let split, let primary, let secondary):
      return "\(split) 折叠：它的导航控制器 primary \(primary) 把 secondary \(secondary) push 到"
        + "自己的栈上 (SV-2)"
    case .collapsesKept(let split, let kept):
      return "\(split) 折叠：" + kept.chinese
    case .expands(let split, let primary, let secondary):
      return "\(split) 展开：\(primary) pop 出 \(secondary)，把它交还为 secondary 列 (SV-2)"
    case .arrivesKept(let split, let kept):
      return "\(split) 一开始就处于 compact 宽度，所以在第一次显示之前就折叠 (SV-6)：" + kept.chinese
    case .arrivesPushing(let split, let primary, let secondary):
      return "\(split) 一开始就处于 compact 宽度，所以在第一次显示之前就折叠：它的导航控制器 "
        + "primary \(primary) 把 secondary \(secondary) push 到自己的栈上，显示的是 \(secondary)"
        + "（详情页）(SV-6, SV-2)；如果 delegate 从 collapseSecondary 返回 true，留下的会是 "
        + "primary。Apple 的 iOS 8 概览说 compact 的分栏先显示 primary：资料说法不一 (Q-20)"
    case .primaryHidden(let split, let primary):
      return "在高大于宽的 regular 宽度窗口里（iPad 竖屏），\(split) 的默认 display mode 是 "
        + "secondaryOnly：只显示 secondary，占满整个宽度，\(primary) 只在需要时（display mode "
        + "按钮或边缘轻扫）滑到它上面 (SV-5)。隐藏的 primary 的视图是否留在 window 里、只是在屏幕"
        + "之外，资料中没有 (Q-21)；模型把它移出，它的控制器收到 disappearance 回调 [I]。把任何"
        + "高大于宽的 regular 窗口都当作竖屏，也是推断的 [I]"
    case .columnDefault(let split, let displayMode):
      return "\(split) 的默认 display mode 变为 \(displayMode) (SV-8)；列式分栏的默认值是从经典"
        + "分栏的推断出来的 (SV-5, Q-22) [I]"
    case .bothColumns(let split, let primary):
      return "窗口又变得宽大于高，所以 \(split) 的默认 display mode 显示两列"
        + "（oneBesideSecondary）：\(primary) 回到 leading 一侧，最宽 320 pt (SV-5) [I：确切宽度]"
    case .columnsToCompact(let split, let compact, let inspector):
      return "\(split) 折叠，显示它的 compact 列 \(compact)；其他列离开屏幕 (SV-9)"
        + Self.chineseInspector(inspector)
    case .columnsOntoPrimary(let split, let chosen, let primary, let moved, let inspector):
      let chose =
        chosen.map {
          "它的 delegate 从 topColumnForCollapsingToProposedTopColumn 返回 .\($0.rawValue)"
            + "（建议的是 .secondary），所以"
        } ?? "没有 delegate 时，建议的顶层列是 secondary [I]，所以"
      let what =
        moved.isEmpty
        ? " \(primary) 只保留自己的栈，显示的是 primary"
        : " \(ChineseSentence.list(moved)) 移到 primary 的导航控制器 \(primary) 上，排在它自己的"
          + "控制器之后，\(moved.last ?? primary) 在最上面"
      return "\(split) 在没有 compact 列的情况下折叠：" + chose + what
        + " (SV-9)。UIKit 建议哪一列、各列的栈如何并入 primary 的栈，都是推断的：资料中没有 "
        + "(Q-22) [I]" + Self.chineseInspector(inspector)
    case .columnsShow(let split, let displayMode):
      return "\(split) 展开：它的各列以 display mode \(displayMode) 重新显示 (SV-8)"
    case .columnsHandedBack(let split, let primary, let handed, let displayMode):
      return "\(split) 展开：\(primary) 把 \(ChineseSentence.list(handed)) 交还给各自的列，"
        + "它们以 display mode \(displayMode) 显示 (SV-9, SV-8) [I]"
    }
  }

  /// SV-10, Q-22, in Chinese.
  private static func chineseInspector(_ inspector: String?) -> String {
    guard let inspector else { return "" }
    return "。分栏折叠时 inspector 列（\(inspector)）去了哪里，资料中没有 (Q-22)：模型把它留在"
      + "屏幕之外，这是未知的，并非 UIKit 有文档的行为 (SV-10)"
  }
}

extension SplitNote.DelegateKeeps {
  /// The delegate's answer, in Chinese (SV-11, Q-20).
  var chinese: String {
    "它的 delegate 的 splitViewController(_:collapseSecondary: \(secondary), onto: \(primary)) "
      + "返回 true，所以什么都没有 push：\(primary) 留在最上面，\(secondary) 仍是分栏的子控制器，"
      + "不在屏幕上 (SV-11)。下一次展开时怎样处理它，资料中没有 (Q-20)；模型重新显示两列，不调用 "
      + "separateSecondary [I]"
  }
}
