/// The `after` phase of a step that changed nothing (`Transitions/Planner`): UIKit logged a
/// warning, or raised an exception the tool shows and carries on from.
enum StepEndNote: NoteFamily {
  /// UIKit logged the warning shown above; `innerCall` for a call inside a step, which speaks
  /// for itself only.
  case refused(innerCall: Bool)
  /// UIKit raised the exception shown above.
  case raised

  var role: NoteRole { .happened }
  var rules: [String] { [] }
  var controllers: [String] { [] }
  var lines: [String] { [] }

  /// The words in English.
  var english: String {
    switch self {
    case .refused(let innerCall):
      return innerCall
        ? "Nothing happens beyond the warning shown above: this call sends no callbacks and "
          + "runs no completion block."
        : "Nothing happens beyond the warning shown above: no callbacks, and no completion "
          + "block runs."
    case .raised:
      return "UIKit raises the exception shown above, so a real app would crash here. "
        + "TransitionScope shows it and carries on from the unchanged state."
    }
  }

  /// The words in Simplified Chinese.
  var chinese: String {
    switch self {
    case .refused(let innerCall):
      return innerCall
        ? "除了上面显示的警告，什么也没有发生：这次调用不发送任何回调，也不执行 completion 闭包。"
        : "除了上面显示的警告，什么也没有发生：没有回调，completion 闭包也不执行。"
    case .raised:
      return "UIKit 抛出上面显示的异常，真实的 app 会在这里崩溃。TransitionScope 显示它，"
        + "并从没有改变的状态继续。"
    }
  }

  /// The note a phase holds, in both languages.
  var note: PhaseNote { PhaseNote(.told(ToldNote(english: english, chinese: chinese))) }
}
