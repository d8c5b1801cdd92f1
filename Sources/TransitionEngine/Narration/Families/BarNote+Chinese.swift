extension BarNote {
  /// The words in Simplified Chinese, API names and rule IDs as they are.
  var chinese: String {
    switch self {
    case .navigationBar(let nav, let call, let hidden, let animated, let onScreen):
      return "\(call) \(hidden ? "隐藏" : "显示") \(nav) 的 UINavigationBar (N-20)"
        + (animated ? "，用 UINavigationController.hideShowBarDuration 的时长滑动" : "")
        + "。isNavigationBarHidden 属于 \(nav)，而不属于它的栈顶控制器：在 app 再次修改之前，"
        + "之后 push 的每个控制器都沿用它。"
        + (hidden
          ? "UIKit 是否把隐藏的导航栏留在视图树里，资料中没有 (Q-35)；模型把它留在 \(nav) 的视图"
            + "里并标记为隐藏，内容的 safe area 不再为它留出空间。"
          : "内容的 safe area 又为导航栏留出了空间。")
        + Self.chineseTail(nav, onScreen: onScreen)
    case .toolbar(let nav, let call, let shown, let onScreen):
      guard let shown else {
        return "\(call) 隐藏 \(nav) 的 UIToolbar (N-22)；它留在 \(nav) 的视图里，隐藏并停在底边 "
          + "(N-1)。" + Self.chineseTail(nav, onScreen: onScreen)
      }
      let itemText =
        shown.items.isEmpty
        ? "\(shown.top) 没有 toolbarItems，所以工具栏是空的。"
        : "它显示栈顶控制器的 toolbarItems，这里是 \(shown.top) 的："
          + shown.items.joined(separator: "、") + "；push 时会换成被 push 的控制器的。"
      let covered =
        shown.covered
        ? "栈中有控制器设置了 hidesBottomBarWhenPushed，它也会隐藏工具栏 (N-8)：直到那个控制器"
          + "被 pop 之前，工具栏都保持隐藏。" : ""
      return "\(call) 显示 \(nav) 自己的 UIToolbar，它默认是隐藏的 (N-22)。它的 frame 资料中没有 "
        + "(Q-35)：模型在 safe area 底部之上放一条 \(shown.height) pt 高的工具栏 [I]。"
        + itemText + covered + Self.chineseTail(nav, onScreen: onScreen)
    case .popTo(let target, let animated, let popped):
      return "popToViewController(\(target), animated: \(animated)) 从栈顶到 \(target) 只执行一次 "
        + "pop 转场，与 popToRootViewController 一样 (N-23)，并返回被 pop 的控制器："
        + popped.joined(separator: "、") + "。只有两端收到 appearance 回调 [I]"
        + (popped.count > 1
          ? "；中间的控制器以什么顺序收到 willMove 和 didMove(toParent: nil)，没有任何资料说明 "
            + "(Q-34)，模型的顺序是推断的 [I]" : "")
        + "。"
    case .changes(let changes):
      return changes.map(\.chinese).joined()
    }
  }

  private static func chineseTail(_ nav: String, onScreen: Bool) -> String {
    onScreen
      ? "没有控制器被添加、移动或收到 appearance 回调 [I]；safe area 改变的视图重新布局 (LC-4)。"
      : "\(nav) 不在屏幕上：这个设置留在那里，等它出现时生效。"
  }
}

extension BarNote.BarChange {
  /// One change in Chinese.
  var chinese: String {
    switch self {
    case .largeTitle(let nav, let top, let large):
      return "\(nav) 的导航栏现在以" + (large ? "大" : "小") + "标题显示 \(top) 的标题，"
        + "这是它的 largeTitleDisplayMode 决定的 (N-21)；导航栏的动画由 UIKit 自己完成 (N-5)。"
    case .toolbarBack(let nav, let top, let items):
      return "\(nav) 的工具栏回来了，显示 \(top) 的 toolbarItems"
        + (items.isEmpty ? "（没有）" : "：" + items.joined(separator: "、")) + " (N-22, N-8)。"
    case .toolbarItems(let nav, let top, let items):
      return "\(nav) 的工具栏现在显示 \(top) 的 toolbarItems"
        + (items.isEmpty ? "（没有）" : "：" + items.joined(separator: "、")) + " (N-22)。"
    case .toolbarHidden(let nav):
      return "\(nav) 的工具栏被隐藏：栈中有控制器设置了 hidesBottomBarWhenPushed (N-8, N-22)。"
    }
  }
}
