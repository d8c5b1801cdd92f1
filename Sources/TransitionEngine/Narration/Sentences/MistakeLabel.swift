/// The short label of an app mistake as `tscope check` lists it, in the reader's language:
/// `appearance out of step: Settings` in English (the engine's `description`, unchanged) and
/// its Simplified Chinese. Names, actions and the blamed line stay as the scene wrote them.
extension AppMistake {
  /// The label in `language`; English is `description`, byte for byte.
  public func label(in language: NoteLanguage) -> String {
    switch language {
    case .english: return description
    case .zhHans: return chineseLabel
    }
  }

  /// Every label in Chinese; an exhaustive switch, so a new mistake without Chinese does not
  /// compile.
  private var chineseLabel: String {
    switch self {
    case .appearanceOutOfStep(let name): return "appearance 状态与视图是否在 window 中不一致：\(name)"
    case .unfinishedTransition: return "转场没有完成"
    case .alsoUnfinished(let action): return "转场没有完成：\(action)"
    case .containerContent(let name): return "容器里的视图与 UIKit 不同：\(name)"
    case .viewWithoutController(let name): return "视图在 window 中，控制器却不在控制器树里：\(name)"
    case .invisibleView(let name): return "看不见的视图：\(name)"
    case .snapshotLeftBehind(let place): return "快照没有移除：\(place)"
    case .completedOnCancel(let name): return "已取消的转场仍被完成：\(name)"
    case .appearanceByHand(let name): return "appearance 由代码手动设置：\(name)"
    }
  }
}

extension StepMistake {
  /// `appearance out of step: Settings (Fade.swift:12)` in `language`; a Swift file's place
  /// stays as it is, a scene's `line 25` reads `第 25 行` in Chinese.
  public func label(in language: NoteLanguage) -> String {
    guard let place else { return mistake.label(in: language) }
    switch language {
    case .english: return description
    case .zhHans: return mistake.label(in: language) + "（\(ViewMention.chinese(place: place))）"
    }
  }
}
