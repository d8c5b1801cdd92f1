/// The viewer's one-line status messages in the hint bar (until the next key).
public enum StatusWords: Phrase, Hashable {
  case detailsInViews, endOfScene, startOfScene, lastStep
  /// `r` with added steps: how many would be dropped.
  case confirmRestart(added: Int)
  case nothingToSave, nothingToHide
  /// `v`: the pane (its title) is hidden.
  case paneHidden(String)
  case everyPaneShown, noViewChanged
  /// Enter on a view without subviews (its class name).
  case nothingToFold(String)
  case citesNoRule
  case notInRuleBook(String)
  case predictQuestion, predictOn, predictOff, questionDropped
  /// The answer of predict mode: how many views were added, removed and moved.
  case predictAnswer(added: Int, removed: Int, moved: Int)
  case paused, playing, paceKeys
  case pace(String)
  case theEnd
  case saved(path: String, steps: Int)
  case notSaved(String)
  case notPossible(String)
  case addedStep(Int, String)
  case dumpDoesNotLoad, dumpNeeded, dumpSceneNext, dumpSceneNoNext, onDump

  public var english: String {
    switch self {
    case .detailsInViews: "the details show in the views pane"
    case .endOfScene: "end of the scene: press a to add a step"
    case .startOfScene: "start of the scene"
    case .lastStep: "last step: press a to add one"
    case .confirmRestart(let added):
      "press r again to drop \(added == 1 ? "the step" : "the \(added) steps") added here "
        + "(w saves them first)"
    case .nothingToSave: "nothing to save: add steps with a first"
    case .nothingToHide: "nothing to hide: one pane is left"
    case .paneHidden(let pane): "\(pane) hidden: V shows it again"
    case .everyPaneShown: "every pane shown"
    case .noViewChanged: "no view changed in this phase"
    case .nothingToFold(let name): "\(name) has no subviews to fold"
    case .citesNoRule: "this explanation cites no rule"
    case .notInRuleBook(let id): "\(id) is not in the rule book"
    case .predictQuestion: "predict: which views will be added, removed or moved? → reveals"
    case .predictOn: "predict mode: → asks before each phase"
    case .predictOff: "predict mode off"
    case .questionDropped: "question dropped"
    case .predictAnswer(let added, let removed, let moved):
      "answer: \(added) added, \(removed) removed, \(moved) moved (marked * - > in Views)"
    case .paused: "paused"
    case .playing: "playing"
    case .paceKeys: "+ and - set the pace of --autoplay"
    case .pace(let pace): "pace \(pace)"
    case .theEnd: "the end: g goes back to the start, Space plays"
    case .saved(let path, let steps):
      "saved \(path) (the scene and \(steps == 1 ? "1 step" : "\(steps) steps") added here)"
    case .notSaved(let message): "not saved: \(message)"
    case .notPossible(let reason): "not possible: \(reason)"
    case .addedStep(let index, let action): "added step \(index): \(action)"
    case .dumpDoesNotLoad: "the scene rebuilt from this dump does not load"
    case .dumpNeeded: "d turns a dump into its scene: open a dump (tscope DUMP, o)"
    case .dumpSceneNext: "the dump's scene, on to its next step: d goes back to the dump"
    case .dumpSceneNoNext: "the dump's scene (no next step to take): d goes back to the dump"
    case .onDump: "on a dump: d opens its scene to step through, c compares them"
    }
  }

  public var chinese: String {
    switch self {
    case .detailsInViews: "详情显示在视图窗格里"
    case .endOfScene: "场景结束：按 a 添加一步"
    case .startOfScene: "场景开头"
    case .lastStep: "最后一步：按 a 再添加一步"
    case .confirmRestart(let added):
      "再按一次 r 会丢掉这里添加的 \(added) 步（先按 w 可以保存）"
    case .nothingToSave: "没有要保存的内容：先按 a 添加步骤"
    case .nothingToHide: "无法隐藏：只剩一个窗格"
    case .paneHidden(let pane): "已隐藏「\(pane)」：按 V 重新显示"
    case .everyPaneShown: "所有窗格都已显示"
    case .noViewChanged: "这个阶段没有视图变化"
    case .nothingToFold(let name): "\(name) 没有可以折叠的子视图"
    case .citesNoRule: "这段说明没有引用规则"
    case .notInRuleBook(let id): "规则书里没有 \(id)"
    case .predictQuestion: "预测：哪些视图会被加入、移除或移动？按 → 揭晓"
    case .predictOn: "预测模式：每个阶段之前按 → 先提问"
    case .predictOff: "预测模式已关闭"
    case .questionDropped: "已放弃这个问题"
    case .predictAnswer(let added, let removed, let moved):
      "答案：加入 \(added) 个，移除 \(removed) 个，移动 \(moved) 个（视图窗格中以 * - > 标出）"
    case .paused: "已暂停"
    case .playing: "播放中"
    case .paceKeys: "+ 和 - 调整 --autoplay 的速度"
    case .pace(let pace): "速度 \(pace)"
    case .theEnd: "结束：按 g 回到开头，按空格播放"
    case .saved(let path, let steps): "已保存 \(path)（场景和这里添加的 \(steps) 步）"
    case .notSaved(let message): "未保存：\(message)"
    case .notPossible(let reason): "无法这样做：\(reason)"
    case .addedStep(let index, let action): "已添加步骤 \(index)：\(action)"
    case .dumpDoesNotLoad: "由这份 dump 重建的场景无法加载"
    case .dumpNeeded: "d 把 dump 变成场景：先打开一份 dump（tscope DUMP，或按 o）"
    case .dumpSceneNext: "dump 的场景，已进入下一步：按 d 回到 dump"
    case .dumpSceneNoNext: "dump 的场景（没有下一步）：按 d 回到 dump"
    case .onDump: "正在看 dump：按 d 打开它的场景逐步查看，按 c 对比两者"
    }
  }
}
