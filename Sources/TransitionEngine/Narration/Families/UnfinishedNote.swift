/// A transition refused because an earlier one's animator never called `completeTransition`
/// (`YourCode/UnfinishedTransition`): the navigation or tab controller still in it, a
/// push during that push (N-11), or any other call it refuses. In English and Chinese.
enum UnfinishedNote: NoteFamily {
  /// `container` is still in the unfinished `action` (`push Detail on Nav`); a push now is a
  /// push during a push (N-11).
  case pushDuringPush(container: String, action: String)
  /// `container` is still in the unfinished `action` and refuses to `verb`.
  case refused(container: String, action: String, verb: String)

  var role: NoteRole { .happened }

  var rules: [String] { RuleIDScan.ids(in: english) }

  var controllers: [String] { [] }

  var lines: [String] { [] }

  var english: String {
    switch self {
    case .pushDuringPush(let container, let action):
      return Self.stuck(container, action)
        + ". Pushing now is a push during a push: UIKit logs the unbalanced "
        + "appearance calls shown above (N-11, widely reported, not re-verified). What the "
        + "second push then does to the tree is not documented; TransitionScope changes "
        + "nothing."
    case .refused(let container, let action, let verb):
      return Self.stuck(container, action)
        + ". UIKit does not \(verb) while a transition runs; no source shows the message "
        + "it logs, if any, so none is shown here. Nothing changes."
    }
  }

  var chinese: String {
    switch self {
    case .pushDuringPush(let container, let action):
      return Self.chineseStuck(container, action)
        + "现在 push 就是在一次 push 之中再 push：UIKit 打印上面那条 appearance 调用不配对的警告"
        + "（N-11，广泛报道，未重新验证）。第二次 push 之后视图树会怎样，文档没有写；"
        + "TransitionScope 什么也不改。"
    case .refused(let container, let action, let verb):
      return Self.chineseStuck(container, action)
        + "转场进行时 UIKit 不会 \(verb)；没有资料展示它会打印什么（如果有的话），所以这里不显示。"
        + "什么也不变。"
    }
  }

  private static func stuck(_ container: String, _ action: String) -> String {
    "\(container) is still in the transition its animator never completed (\(action), X-8)"
  }

  private static func chineseStuck(_ container: String, _ action: String) -> String {
    "\(container) 仍停在它的 animator 从未完成的那次转场中（\(action)，X-8）。"
  }
}
