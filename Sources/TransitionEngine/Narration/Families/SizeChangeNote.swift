/// The clauses of a size change (`Planner+Environment`) that cite rules: the size classes
/// unchanged (§7.1), presentations that adapt next, adaptation evaluated again (A-1,
/// The size change still joins their English into its one note, with the lifecycle,
/// split and sheet sentences; the Chinese is here for when that note is typed.
enum SizeChangeNote: NoteFamily {
  /// The size classes stay the same: no trait callbacks (§7.1).
  case sameSizeClasses
  /// Presentations keep their old style until the adaptation that follows.
  case adaptNext([String])
  /// Adaptation is evaluated again for the new traits, the delegate told.
  case adaptedAgain([String], delegateHears: Bool)

  var role: NoteRole { .happened }
  var rules: [String] { RuleIDScan.ids(in: english) }
  var controllers: [String] { [] }
  var lines: [String] { [] }
}

extension SizeChangeNote {
  /// The clause in English, with the space that joins it to the sentence before.
  var english: String {
    switch self {
    case .sameSizeClasses:
      return " The size classes stay the same, so no trait callbacks fire (§7.1)."
    case .adaptNext(let adapting):
      return " Presentations keep their old style for now: " + adapting.joined(separator: ", ")
        + " will adapt next (A-1)."
    case .adaptedAgain(let adaptations, let delegateHears):
      return "Adaptation is evaluated again for the new traits (A-1):"
        + adaptations.map { " " + $0 + "." }.joined()
        + (delegateHears ? " The delegate hears willPresentWithAdaptiveStyle (A-2)." : "")
    }
  }

  /// The clause in Simplified Chinese.
  var chinese: String {
    switch self {
    case .sameSizeClasses:
      return "size class 保持不变，所以不会触发 trait 回调 (§7.1)。"
    case .adaptNext(let adapting):
      return "各个 presentation 暂时保持原来的样式：" + ChineseSentence.list(adapting)
        + " 接下来会进行适配 (A-1)。"
    case .adaptedAgain(let adaptations, let delegateHears):
      return "针对新的 trait 重新评估适配 (A-1)：" + adaptations.map { $0 + "。" }.joined()
        + (delegateHears ? "delegate 收到 willPresentWithAdaptiveStyle (A-2)。" : "")
    }
  }
}
