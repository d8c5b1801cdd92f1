/// The name of each fixed phase kind as the viewer and the page show it (`container ready`,
/// `container 就绪`); the English is the name `print` and JSON write, which the viewer keeps.
public enum PhaseNameWords: Phrase, Hashable, CaseIterable {
  case initial, before, containerReady, willBegin, dismissalWillBegin, toViewAdded, animating
  case interactive, completed, cancelled, childAdded, viewAdded, willMove, viewRemoved, layout
  case unwindAction, transitionEnded, after, interaction, segueStart

  public var english: String {
    switch self {
    case .initial: "initial"
    case .before: "before"
    case .containerReady: "container ready"
    case .willBegin: "presentation will begin"
    case .dismissalWillBegin: "dismissal will begin"
    case .toViewAdded: "to-view added"
    case .animating: "animating"
    case .interactive: "interactive"
    case .completed: "completed"
    case .cancelled: "cancelled"
    case .childAdded: "child added"
    case .viewAdded: "view added"
    case .willMove: "will move"
    case .viewRemoved: "view removed"
    case .layout: "layout"
    case .unwindAction: "unwind action"
    case .transitionEnded: "transition ended"
    case .after: "after"
    case .interaction: "interaction"
    case .segueStart: "prepare for segue"
    }
  }

  public var chinese: String {
    switch self {
    case .initial: "初始"
    case .before: "调用之前"
    case .containerReady: "containerView 就绪"
    case .willBegin: "presentation 即将开始"
    case .dismissalWillBegin: "dismissal 即将开始"
    case .toViewAdded: "toView 已加入"
    case .animating: "动画进行中"
    case .interactive: "手指拖动中"
    case .completed: "已完成"
    case .cancelled: "已取消"
    case .childAdded: "子控制器已加入"
    case .viewAdded: "子视图已加入"
    case .willMove: "即将移出 (willMove)"
    case .viewRemoved: "子视图已移除"
    case .layout: "布局"
    case .unwindAction: "unwind action 执行"
    case .transitionEnded: "转场结束"
    case .after: "之后"
    case .interaction: "交互"
    case .segueStart: "准备 segue"
    }
  }

  /// `line 12: code` (a line of a scene's `code:` block) in `language`.
  public static func codeLine(_ number: Int, _ text: String, in language: Language) -> String {
    switch language {
    case .en: "line \(number): \(text)"
    case .zhHans: "第 \(number) 行：\(text)"
    }
  }
}
