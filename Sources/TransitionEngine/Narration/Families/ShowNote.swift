/// What `show(_:sender:)` and `showDetailViewController(_:sender:)` say (`Planner+Show`): the
/// default implementation presenting modally (S-1, S-2, S-3, Q-10, Q-11), a split replacing
/// a column (S-1, S-3, SV-3), and the warning for a column-style split, whose routing is not
/// established (Q-7, Q-22; English, as every warning). The words are in `ShowNote+English` /
/// `+Chinese`.
enum ShowNote: NoteFamily {
  /// Nobody from the source up overrides the call: the default presents modally (S-2).
  case presentedModally(source: String, call: String)
  /// A split replaces its primary (`show`) or secondary (`showDetail`) column (SV-3).
  case columnReplaced(call: String, split: String, detail: Bool, old: String?, name: String)

  var role: NoteRole { .happened }
  var rules: [String] { RuleIDScan.ids(in: english) }
  var controllers: [String] { [] }
  var lines: [String] { [] }

  /// The note a phase holds, both languages' words carried as a told note; its role,
  /// controllers and rules are the ones the words note had before.
  var note: PhaseNote { PhaseNote(.told(ToldNote(english: english, chinese: chinese))) }

  /// The warning for `call` on a column-style split, before the words every
  /// unestablished refusal ends with.
  static func columnSplitWarning(call: String, split: String) -> String {
    "\(call) on the column-style split \(split) is not modelled: the sources do not establish "
      + "its routing (Q-7, Q-22)"
  }
}

extension ShowNote {
  /// The words in English, with the spaces that join them to the next note.
  var english: String {
    switch self {
    case .presentedModally(let source, let call):
      return "No controller from \(source) up its parents overrides \(call) (S-1, S-3; the "
        + "search does not cross into a presenter, Q-11), so the default implementation "
        + "presents it modally (S-2). Sources differ on who presents (Q-10): the header says "
        + "the caller, the reference page the window's root; with a full-screen-family style "
        + "both end at the root. "
    case .columnReplaced(let call, let split, let detail, let old, let name):
      let position = detail ? "secondary" : "primary"
      return "\(call) reaches \(split), the nearest controller that overrides it (S-1, S-3). "
        + (detail
          ? "In regular width the split installs \(name) as its secondary column (SV-3)"
          : "A split's own show replaces the primary column (SV-3)")
        + (old.map { ", replacing \($0), which leaves the window" } ?? "") + ". The "
        + "order of containment and appearance callbacks here is inferred [I]; the \(position) "
        + "column's view is swapped without animation."
    }
  }

  /// The words in Simplified Chinese, API names and rule IDs as they are.
  var chinese: String {
    switch self {
    case .presentedModally(let source, let call):
      return "从 \(source) 沿父控制器向上，没有控制器重写 \(call)（S-1, S-3；查找不会跨进 "
        + "presenter，Q-11），所以默认实现以模态方式 present 它 (S-2)。由谁来 present，资料说法"
        + "不一 (Q-10)：头文件说是调用者，参考页面说是 window 的根控制器；对全屏一类的样式，"
        + "两者最后都落在根控制器上。"
    case .columnReplaced(let call, let split, let detail, let old, let name):
      let position = detail ? "secondary" : "primary"
      return "\(call) 到达 \(split)，它是最近的重写了这个方法的控制器 (S-1, S-3)。"
        + (detail
          ? "在 regular 宽度下，分栏把 \(name) 装为它的 secondary 列 (SV-3)"
          : "分栏自己的 show 替换 primary 列 (SV-3)")
        + (old.map { "，替换掉 \($0)，它离开 window" } ?? "") + "。这里容器和 appearance "
        + "回调的顺序是推断的 [I]；\(position) 列的视图被直接替换，没有动画。"
    }
  }
}
