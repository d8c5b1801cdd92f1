extension CodeViewNote {
  /// The words in Simplified Chinese (子控制器, appearance 回调, window), API names as they are.
  var chinese: String {
    switch self {
    case .onlyControllerViews: return "这里只能指名控制器的视图；这一行什么也不做。"
    case .intoItself: return "视图不能放进它自己里面；TransitionScope 跳过这一行。"
    case .siblingNotSubview(let parent):
      return "这个兄弟视图不是 \(parent) 的视图的子视图；Apple 的文档没有说 insertSubview "
        + "这时会怎样，所以 TransitionScope 让这些视图留在原处。"
    case .moved(let child, let parent, let place, let then):
      return "\(child) 的视图被放进 \(parent) 的视图，\(Self.chinese(place))。"
        + Self.chinese(then, child: child, parent: parent)
    case .inNoView: return "这个视图不在任何视图中；这一行什么也不做。"
    case .removed(let name, let from, let wasInWindow, let events):
      let superview = from.map { "\($0) 的视图" } ?? "它的 superview"
      if let events {
        return "\(name) 的视图离开 \(superview)，也离开了 window，所以 disappear 回调到来："
          + ChineseSentence.sequence(events, rule: "K-6")
      }
      return "\(name) 的视图离开 \(superview)"
        + (wasInWindow ? "；\(name) 不在控制器树中，所以它收不到任何回调（K-5）。" : "。")
    case .swapSame(let controller):
      return "from 和 to 都是 \(controller)。Apple 关于 transition(from:to:) 的文档要求 from "
        + "控制器的视图在父控制器的视图层级中、to 控制器的视图不在，所以一个控制器不能同时是两者；"
        + "没有资料说明 UIKit 这时会怎样（K-4）。TransitionScope 让视图留在原处，"
        + "也不显示任何 appearance 回调。"
    case .swapNoSuperview(let from, let to):
      return "\(from) 的视图不在任何视图中，所以没有 superview 可以放入 \(to) 的视图；"
        + "UIKit 这时会怎样，文档没有写，TransitionScope 什么也不改。"
    case .swapAdds(let from, let to, let parent, let events, let managedBy):
      return "UIKit 把 \(to) 的视图加到 \(from) 的视图的 superview 中，并执行动画（K-4）。"
        + (ChineseSentence.will(events).map {
          "\($0)；这个顺序各资料说法不一（K-8）：tab 切换的日志显示新的一方先收到（TB-3），"
            + "开源的重新实现则是旧的一方先。"
        } ?? "两个视图都不在 window 中，所以没有 appearance 回调。")
        + "它不会调用 willMove 或 didMove：这些仍由你来调用。"
        + (managedBy.map {
          "\(parent) 是一个 \($0) controller，它自己摆放子控制器的视图：手动交换它们是 app "
            + "的错误，之后 \(parent) 显示什么，文档没有写。"
        } ?? "")
    case .swapEnds(let from, let events):
      return "动画结束：UIKit 移除 \(from) 的视图（K-4）。"
        + (events.map { ChineseSentence.didCallbacks($0, rule: "TB-3") } ?? "")
    }
  }

  private static func chinese(_ place: Place) -> String {
    switch place {
    case .top(let parent): return "位于 \(parent) 的所有子视图之上"
    case .index(let index, let parent): return "位于 \(parent) 的子视图的第 \(index) 个位置"
    case .below(let sibling): return "紧贴在 \(sibling) 的视图下面"
    case .above(let sibling): return "紧贴在 \(sibling) 的视图上面"
    }
  }

  private static func chinese(_ then: Then, child: String, parent: String) -> String {
    switch then {
    case .nothing: return ""
    case .leavesWindowSilently: return "它离开了 window。"
    case .leavesWindow:
      return "\(parent) 的视图不在 window 中，所以 \(child) 的视图离开 window，"
        + "\(child) 收到它的 disappear 回调（K-6）。"
    case .entersWindow(let events):
      return "它进入 window，所以 appear 回调到来：" + ChineseSentence.sequence(events, rule: "K-6")
    case .entersWindowOrphan:
      return "它进入了 window，但 \(child) 不是任何控制器的子控制器：之前没有 addChild，"
        + "所以没有谁把 appearance 回调转发给它，它的状态仍是 disappeared（K-5）。"
    }
  }
}
