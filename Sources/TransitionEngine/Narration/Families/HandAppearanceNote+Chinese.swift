extension HandAppearanceNote {
  /// The words in Simplified Chinese (appearance 回调, 子控制器), API names as they are.
  var chinese: String {
    switch self {
    case .notController(let name): return "\(name) 不是场景中的控制器；这一行什么也不做。"
    case .nests(let name, let state, let first, let open):
      return "\(name) 已经因为你在 \(Self.place(first)) 的 begin 而处于 \(state)：这次 begin 只是"
        + "嵌套（共 \(open) 个未结束），不发任何回调；did 回调要等到"
        + "\(open == 2 ? "第二个" : "最后一个")配对的 endAppearanceTransition()"
        + "（K-9；计数方式来自开源的重新实现，推断 [I]）。"
    case .replaced(let places, let name, let appearing):
      return "错误（\(places.map(Self.place).joined(separator: "、"))）：那里的 begin 一直没有结束；"
        + "这次方向相反的 begin 取代了它，所以 \(name) 永远收不到与之对应的 "
        + (appearing ? "viewDidAppear" : "viewDidDisappear") + "（K-9 [I]）。"
    case .alreadyInUIKit(let name, let state):
      return "在 UIKit 自己的转场中，\(name) 已经处于 \(state)：这次调用只是嵌套，"
        + "在配对的 end 之前不发任何回调（K-9，根据开源的重新实现推断）。"
    case .begins(let name, let others, let appearing, let animated):
      return "手动开始一次 appearance 转场：\(name)\(Self.others(others))现在收到 `"
        + (appearing ? "viewWillAppear" : "viewWillDisappear") + "(animated: \(animated))`，"
        + "在 `endAppearanceTransition()` 之前状态都是 \(appearing ? "appearing" : "disappearing")"
        + "（K-5，K-9）。"
    case .unbalancedEnd(let place, let name, let state):
      return "错误（\(Self.place(place))）：\(name) 上没有未结束的 beginAppearanceTransition"
        + "（它的状态是 \(state)），所以这次 end 不配对：不发任何回调（K-9；UIKit 如何处理它，"
        + "是根据开源的重新实现推断的 [I]）。"
    case .endsUnderWay(let name, let others, let appearing):
      return "结束正在进行的 appearance 转场：\(name)\(Self.others(others))现在收到 "
        + (appearing ? "viewDidAppear" : "viewDidDisappear")
        + "，状态变为 \(appearing ? "appeared" : "disappeared")（K-5，K-9）。"
    case .matches(let matched, let open, let first):
      return "与 \(Self.place(matched)) 的 begin 配对；还有 \(open) 个未结束（从 "
        + "\(Self.place(first)) 起），所以暂时不发任何回调（K-9 [I]）。"
    case .ends(let matched, let name, let others, let appearing):
      return "结束你在 \(Self.place(matched)) 开始的 appearance 转场：\(name)"
        + "\(Self.others(others))现在收到 " + (appearing ? "viewDidAppear" : "viewDidDisappear")
        + "，状态变为 \(appearing ? "appeared" : "disappeared")（K-5，K-9）。"
    case .openAtEnd(let places, let name, let appearing):
      return "错误（\(places.map(Self.place).joined(separator: "、"))）："
        + "\(name).beginAppearanceTransition(\(appearing), …) 到这一步结束时还没有配对的 "
        + "endAppearanceTransition()，所以 \(name) 停留在 \(appearing ? "appearing" : "disappearing")，"
        + "永远收不到 \(appearing ? "viewDidAppear" : "viewDidDisappear")（K-9）。"
    case .byHand(let name, let state, let appeared, let place, let code):
      return "\(name) 的状态是 \(state)，而它的视图\(appeared ? "不在" : "仍在") window 中："
        + "是 \(Self.place(place))（`\(code)`）手动这样告诉它的，就像被自定义 presentation "
        + "盖住的 presenter 那样（K-9）。这是 app 的选择，不是错误。"
    }
  }

  private static func place(_ place: String) -> String { ViewMention.chinese(place: place) }

  private static func others(_ others: Bool) -> String { others ? " 和它显示的子控制器" : "" }
}
