/// The viewer's chrome: pane titles, the header, the hint bar, search, predict mode, the Why
/// pane's labels, the overlays' titles and footers, the picker and the step list. The phase
/// notes themselves are not here: they are the engine's narration.
public enum ViewerWords: Phrase, Hashable {
  case controllersPane, viewsPane, screenPane, eventsPane, whyPane
  /// The start screen's second line, under the program's name.
  case tagline
  /// `step 2/5` in the header (`index`, the last step's index).
  case stepOf(Int, Int)
  /// The word before the strip of phase marks.
  case phaseWord
  case exceptionBadge, warningBadge
  /// The Why pane's labels before a step's exception, warnings, note and about text.
  case exceptionLabel, warningLabel, noteLabel, aboutLabel
  /// Predict mode's question in the Why pane (`step`, the phase's kind or nil for "the next").
  case predictQuestion(step: Int, kind: String?)
  case predictWhich, predictKeys
  /// The hint bar's words after their keys.
  case hint(HintWord)
  /// Search: no view matches; `n` views match; `n` callbacks in the Events pane.
  case noViewMatches, viewsMatch(Int), callbacksInEvents(Int)
  case searchLabel, searchKeys
  /// Overlay footers and titles.
  case scrollClose, escClose, enterGoEscClose, keysTitle, ruleTitle, stepsTitle
  case marksInViews, marksInControllers, containerViewMark
  case noRule(String)
  /// The picker.
  case openScene, openSceneFilter(String), typeToFilter(close: String), escClear, quitKey
  case noSceneMatches, builtIn
  /// The Events pane when a phase heard no callback; the Views pane's count of changes.
  case noCallbacks, changedCount(String)
  case tooSmall(String), tooSmallNow(String)
  case reloadBanner

  /// An overlay's footer: `j/k scroll  Esc close` when it scrolls, else `Esc close`.
  public static func scrollOrClose(scrolls: Bool) -> ViewerWords {
    scrolls ? .scrollClose : .escClose
  }

  public var english: String {
    switch self {
    case .controllersPane: "Controllers"
    case .viewsPane: "Views"
    case .screenPane: "Screen"
    case .eventsPane: "Events"
    case .whyPane: "Why"
    case .tagline: " Step through what UIKit does to the view hierarchy during a transition."
    case .stepOf(let index, let last): "step \(index)/\(last)"
    case .phaseWord: "phase"
    case .exceptionBadge: "! exception"
    case .warningBadge: "! warning"
    case .exceptionLabel: "exception: "
    case .warningLabel: "warning: "
    case .noteLabel: "note: "
    case .aboutLabel: "about: "
    case .predictQuestion(let step, let kind):
      "Predict: step \(step), \(kind.map { "phase \"\($0)\"" } ?? "the next phase")."
    case .predictWhich: "Which views will be added, removed or moved?"
    case .predictKeys: "→ reveals the answer with the changes marked; ← drops the question."
    case .hint(let word): word.english
    case .noViewMatches: "no view"
    case .viewsMatch(let count): "\(count) \(count == 1 ? "view" : "views")"
    case .callbacksInEvents(let count): "\(count) in Events"
    case .searchLabel: " search "
    case .searchKeys: "  Enter keep  Esc close"
    case .scrollClose: "j/k scroll  Esc close"
    case .escClose: "Esc close"
    case .enterGoEscClose: "Enter go  Esc close"
    case .keysTitle: "Keys"
    case .ruleTitle: "Rule"
    case .stepsTitle: "Steps"
    case .marksInViews: "Marks in the views pane"
    case .marksInControllers: "Marks in the controllers pane"
    case .containerViewMark: "the transition's containerView"
    case .noRule(let id): "no rule \(id)"
    case .openScene: "Open a scene"
    case .openSceneFilter(let filter): "Open a scene: /\(filter)"
    case .typeToFilter(let close): "type to filter  \(close)"
    case .escClear: "Esc clear"
    case .quitKey: "q quit"
    case .noSceneMatches: "no scene matches"
    case .builtIn: "built in"
    case .noCallbacks: " (no callbacks)"
    case .changedCount(let counts): " \(counts) changed"
    case .tooSmall(let need): "terminal too small: need \(need)"
    case .tooSmallNow(let now): "(now \(now), q quits)"
    case .reloadBanner: " the scene does not load: fix it and save "
    }
  }

  public var chinese: String {
    switch self {
    case .controllersPane: "控制器"
    case .viewsPane: "视图"
    case .screenPane: "屏幕"
    case .eventsPane: "回调"
    case .whyPane: "原因"
    case .tagline: " 一步一步看转场时 UIKit 对视图层级做了什么。"
    case .stepOf(let index, let last): "步骤 \(index)/\(last)"
    case .phaseWord: "阶段"
    case .exceptionBadge: "! 异常"
    case .warningBadge: "! 警告"
    case .exceptionLabel: "异常："
    case .warningLabel: "警告："
    case .noteLabel: "备注："
    case .aboutLabel: "说明："
    case .predictQuestion(let step, let kind):
      "预测：步骤 \(step)，\(kind.map { "阶段 \"\($0)\"" } ?? "下一个阶段")。"
    case .predictWhich: "哪些视图会被加入、移除或移动？"
    case .predictKeys: "→ 揭晓答案并标出变化；← 放弃这个问题。"
    case .hint(let word): word.chinese
    case .noViewMatches: "没有视图"
    case .viewsMatch(let count): "\(count) 个视图"
    case .callbacksInEvents(let count): "回调中 \(count) 处"
    case .searchLabel: " 搜索 "
    case .searchKeys: "  Enter 保留  Esc 关闭"
    case .scrollClose: "j/k 滚动  Esc 关闭"
    case .escClose: "Esc 关闭"
    case .enterGoEscClose: "Enter 前往  Esc 关闭"
    case .keysTitle: "按键"
    case .ruleTitle: "规则"
    case .stepsTitle: "步骤"
    case .marksInViews: "视图窗格里的标记"
    case .marksInControllers: "控制器窗格里的标记"
    case .containerViewMark: "本次转场的 containerView"
    case .noRule(let id): "规则书里没有 \(id)"
    case .openScene: "打开场景"
    case .openSceneFilter(let filter): "打开场景：/\(filter)"
    case .typeToFilter(let close): "输入文字筛选  \(close)"
    case .escClear: "Esc 清除"
    case .quitKey: "q 退出"
    case .noSceneMatches: "没有匹配的场景"
    case .builtIn: "内置"
    case .noCallbacks: "（没有回调）"
    case .changedCount(let counts): " \(counts) 处变化"
    case .tooSmall(let need): "终端太小：至少需要 \(need)"
    case .tooSmallNow(let now): "（现在是 \(now)，按 q 退出）"
    case .reloadBanner: " 场景无法加载：请修正后保存 "
    }
  }
}
