/// The Chinese (zh-Hans) words of the note kinds that are not in a family yet, in the
/// vocabulary of the posts the project grew from; API names, class names and rule IDs stay as
/// they are, and each note cites the same rules, in the same order, as its English.
extension Narration {
  static func chinese(_ kind: NoteKind) -> String {
    switch kind {
    case .transition(let note): return note.chinese
    case .presentation(let note): return note.chinese
    case .presentationCode(let note): return note.chinese
    case .container(let note): return note.chinese
    case .sheet(let note): return note.chinese
    case .popover(let note): return note.chinese
    case .zoom(let note): return note.chinese
    case .page(let note): return note.chinese
    case .bar(let note): return note.chinese
    case .column(let note): return note.chinese
    case .profile(let note): return note.chinese
    case .told(let note): return note.chinese
    case .completionBlockRuns(let line, let code):
      return "第 \(line) 行（`\(code)`）的 completion 闭包现在才执行：它的转场已经完成，"
        + "这是之后的一轮 run loop \(cite(kind.rules))。"
    case .tabBarHiddenBeforeIOS18(let controller, let ios):
      return "\(controller) 设置了 tabBarHidden，但 isTabBarHidden 是 iOS 18 才有的；在 iOS "
        + "\(ios) 上它的 tab bar 不会消失 \(cite(kind.rules))。"
    case .droppedAtLayout(let container, let owner, let leaving):
      return "\(container) 的子控制器被 app 的代码手动改过，它在布局时把 \(owner) 的视图移出 "
        + "window，却不发任何 appearance 回调 \(cite(kind.rules)) [I]；"
        + "\(ChineseSentence.list(leaving)) 停留在最后一次回调给它们的状态。"
    case .undoneByFalse(let noun):
      return "`animator` 传入 `false`，这次\(ChineseSentence.noun(noun))就像被取消了一样被撤销 "
        + "\(cite(kind.rules))。"
    case .pushFinishedBeforeSwipe(let pushed):
      return "手势开始时 \(pushed) 还在滑入。UIKit 不会取消一次 push：它先把 push 做完"
        + "（viewDidAppear 和 didMove(toParent:)），然后才把这次手势当作 pop 执行 "
        + "\(cite(kind.rules))。栈又回到了原来的样子。"
    case .offscreenStack(let nav, let verb):
      return "\(nav) 不在 window 中，所以这次 \(verb) 只改变它的栈：containment 回调照常触发，"
        + "但没有视图在屏幕上，所以没有动画，也没有 appearance 回调。新栈顶的视图放进 "
        + "\(nav) 的 wrapper，等 navigation controller 再次显示时使用 \(cite(kind.rules))。"
    case .handPlacedChild(let child, let parent, let containerKind, let host):
      return "\(child) 成为 \(parent)（一个 \(containerKind) controller）的子控制器，而它的视图"
        + "还在 app 的代码手动放的位置" + (host.map { "（在 \($0) 的视图中）" } ?? "")
        + "：\(parent) 会怎样处理这个视图，文档没有写，所以 TransitionScope 让它留在原处，"
        + "\(parent) 显示出来的内容由 app 自己负责 \(cite(kind.rules))。"
    case .madeView(let className, let frame, let knownClass):
      let unknown =
        knownClass
        ? "" : "文件中没有声明 \(className)，所以 TransitionScope 把它画成普通的 UIView。"
      return "代码新建了一个 frame 为 \(frame) 的 \(className)：这是 app 自己的视图，"
        + "还没有 superview \(cite(kind.rules))。\(unknown)"
    case .inKeyWindow:
      return "它位于 window 所有其他子视图之上，containerView 也在它下面；转场结束时 UIKit "
        + "既不移动也不移除它，所以它会一直留在屏幕上，直到 app 的代码移除它 "
        + "\(cite(kind.rules))。"
    case .inUIKitWrapper(let wrapper):
      return "\(wrapper) 属于 UIKit，在 containerView 之外：这个视图随它移动、随它离开，"
        + "与转场对它做了什么无关 \(cite(kind.rules))。"
    case .leftInWindow(let view, let line, let code):
      return "\(view) 仍是 window 的子视图，是 \(line)（`\(code)`）把它放在那里的："
        + "completion 时 UIKit 只移除转场自己的视图，所以它会一直盖在下面的内容之上，"
        + "直到 app 的代码移除它 \(cite(kind.rules))。"
    case .madeViewsLeftAfterDismissal(let views):
      return "container 已经移除，但 " + views.joined(separator: "、")
        + " 仍是 window 的子视图，仍然盖住下面的内容；app 的代码放进去的视图，UIKit 从不移除 "
        + "\(cite(kind.rules))。"
    case .backgroundNotModelled(let subject):
      return "\(subject) 的背景不在模型之内；只有代码新建的视图保留自己的背景 "
        + "\(cite(kind.rules))。"
    case .childViewUnderAnotherParent(let child, let expected, let actual):
      return "UIKit 抛出 UIViewControllerHierarchyInconsistency: child view controller:"
        + "\(child) should have parent view controller:\(expected) but actual parent "
        + "is:\(actual) \(cite(kind.rules))。app 在这里停止；TransitionScope 跳过这一行。"
    case .presenterBackInUnselectedTab(let presenter):
      return "\(presenter) 的视图回到它所在的 tab，而这个 tab 没有被选中，所以它不会进入 "
        + "container，这里 view(forKey: .to) 为 nil \(cite(kind.rules)) [I]"
    }
  }
}
