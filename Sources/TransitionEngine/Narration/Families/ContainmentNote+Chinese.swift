extension ContainmentNote {
  /// The words in Simplified Chinese, API names and rule IDs as they are.
  var chinese: String {
    switch self {
    case .childAdded(let child, let parent):
      return "addChild(_:) 把 \(child) 链接到 \(parent) 之下，并替你调用 willMove(toParent:) "
        + "(K-1)。window 里还什么都没有改变：那是容器控制器的工作。"
    case .viewAdded(let child, let parent, let onScreen, let events):
      return "容器控制器把 \(child) 的视图添加到自己的视图里。"
        + (onScreen
          ? "\(parent) 在屏幕上，所以在自动转发下，视图进入 window 带来 appear 回调："
            + ChineseSentence.sequence(events, rule: "K-5, K-6")
          : "\(parent) 不在 window 里，所以不会触发任何 appearance 回调 (K-6)。")
    case .didMove:
      return "容器控制器自己调用 didMove(toParent:)，完成这次添加 (K-1)。"
    case .willMoveToNil:
      return "容器控制器先手动调用 willMove(toParent: nil) (K-2)。"
    case .viewRemoved(let name, let parent, let onScreen, let events):
      return "removeFromSuperview 把 \(name) 的视图从 \(parent) 的视图中移出"
        + (onScreen
          ? "，离开 window 带来 disappear 回调：" + ChineseSentence.sequence(events, rule: "K-6")
          : "。")
    case .viewNotInSuperview(let name, let presenting):
      return "removeFromSuperview 什么都不做：\(name) 的视图不在任何 superview 里"
        + (presenting ? "，在 \(name) 里面 present 的内容留在原处 (K-6)。" : "。")
    case .removed(let name, let stranded):
      return "removeFromParent() 解除 \(name) 的链接，并替你调用 didMove(toParent: nil) (K-2)。"
        + Self.chineseStranded(stranded, name: name)
    }
  }

  /// K-5, in Chinese.
  private static func chineseStranded(_ stranded: [String], name: String) -> String {
    guard !stranded.isEmpty else { return "" }
    return "错误在于：\(ChineseSentence.list(stranded)) 仍在屏幕上，它们是从 \(name) 里面 present "
      + "的，而 \(name) 现在不在任何控制器树里：没有人从 window 的根控制器向"
      + (stranded.count == 1 ? "它" : "它们") + "转发 appearance 回调 (K-5)。"
  }
}
