/// What a `UISearchController` becoming active or inactive says (`Planner+Search`): it
/// presents itself over its host (M-23, P-3, Q-38) or is dismissed (M-23, N-19). The words
/// are in English and Chinese here.
enum SearchNote: NoteFamily {
  /// The user taps in the host's search field: the search presents itself (M-23, P-3, Q-38).
  case begins(search: String, host: String, context: String?, results: String?)
  /// `isActive = false`: the search is dismissed (M-23, N-19).
  case ends(search: String)

  var role: NoteRole { .happened }
  var rules: [String] { RuleIDScan.ids(in: english) }
  var controllers: [String] { [] }
  var lines: [String] { [] }

  /// The note a phase holds, both languages' words carried as a told note; its role,
  /// controllers and rules are the ones the words note had before.
  var note: PhaseNote { PhaseNote(.told(ToldNote(english: english, chinese: chinese))) }
}

extension SearchNote {
  /// The words in English, with the space that joins them to the next note.
  var english: String {
    switch self {
    case .ends(let search):
      return "The search ends (isActive = false): \(search) is dismissed like any "
        + "presented controller (M-23); a push on the host's navigation controller while that "
        + "dismissal runs is dropped (N-19). "
    case .begins(let search, let host, let context, let results):
      return "The user taps in \(host)'s search field: \(search), a UISearchController, "
        + "presents itself over \(host) with its own transitioning delegate and animator (M-23)"
        + (context.map { ", within \($0), the definesPresentationContext ancestor (P-3)" }
          ?? "; no ancestor defines a presentation context, and where it goes then is not in "
          + "the sources (Q-38)")
        + (results.map { ", showing its searchResultsController \($0)" } ?? "")
        + ". Its presentation style, presentation controller and views are not in the sources "
        + "(Q-38): the model presents it over the current context and shows the end of its "
        + "animation only, so the callbacks below say animated: false [I]. "
    }
  }

  /// The words in Simplified Chinese, API names and rule IDs as they are.
  var chinese: String {
    switch self {
    case .ends(let search):
      return "搜索结束（isActive = false）：\(search) 像任何被 present 的控制器一样被 dismiss "
        + "(M-23)；在这次 dismiss 进行时，对宿主导航控制器的 push 会被丢弃 (N-19)。"
    case .begins(let search, let host, let context, let results):
      return "用户点击 \(host) 的搜索框：UISearchController \(search) 用它自己的 transitioning "
        + "delegate 和 animator 把自己 present 在 \(host) 之上 (M-23)"
        + (context.map { "，位于 \($0) 之内，它是设置了 definesPresentationContext 的祖先 (P-3)" }
          ?? "；没有祖先定义 presentation context，这时它出现在哪里，资料中没有 (Q-38)")
        + (results.map { "，显示它的 searchResultsController \($0)" } ?? "")
        + "。它的 presentation 样式、presentation controller 和视图都没有资料 (Q-38)：模型把它"
        + "以 overCurrentContext 的方式 present，只显示动画的结束状态，所以下面的回调写的是 "
        + "animated: false [I]。"
    }
  }
}
