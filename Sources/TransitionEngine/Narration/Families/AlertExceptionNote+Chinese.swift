extension AlertExceptionNote {
  /// The words in Simplified Chinese, API names and rule IDs as they are.
  var chinese: String {
    switch self {
    case .accepted(let system, let actionSheet, let controllerClass, let walk):
      let via =
        walk.map {
          "（present 是在 \($0.from) 上调用的；popover 样式沿父控制器向上找到 \($0.presenter)，P-2）"
        } ?? ""
      return (system?.chinese ?? "")
        + (actionSheet
          ? "在 iPad 上，action sheet 的 modalPresentationStyle 是 popover，它的 presentation "
            + "controller 是 \(controllerClass)，一个 UIPopoverPresentationController 的子类 (M-19)。"
          : "popover 的 presentation controller 是一个 UIPopoverPresentationController (M-6)。")
        + "present 被接受\(via)：UIKit "
        + (actionSheet ? "" : "加载被 present 的视图（它的 viewDidLoad 最先执行），")
        + "设置 presentingViewController / presentedViewController 这两个链接 (P-7)，并创建"
        + "这次 presentation 的 UITransitionView (T-2)。没有提供 sourceView、sourceRect 或 "
        + "barButtonItem (M-17)。"
    case .raised(let controllerClass, let source):
      return "\(controllerClass).presentationTransitionWillBegin() 找不到锚点，抛出 "
        + "NSGenericException，即上面显示的文字（\(source.chinese)）。没有添加 dimming 视图或 "
        + "popover，也没有开始任何 appearance 回调。只有 Apple 自己的 app 才会得到居中显示的后备方案。"
    case .carriedOn(let actionSheet):
      return "真实的 app 会在这里崩溃。TransitionScope 显示这个异常，并从这一步之前的状态继续，"
        + "就像 present 从未调用过一样。"
        + (actionSheet
          ? "给 action sheet 一个锚点（sourceView 和 sourceRect，或 barButtonItem），就能看到它"
            + "以 popover 显示。"
          : "给 popover 一个锚点（sourceView 和 sourceRect，或 barButtonItem），就能看到它出现在"
            + "屏幕上。")
    }
  }
}

extension AlertExceptionNote.Source {
  /// Where the exception is documented, in Chinese.
  var chinese: String {
    switch self {
    case .systemController:
      return "M-21；公开 issue 讨论中的崩溃日志引用了它，它从这个方法抛出"
    case .actionSheet:
      return "M-19；崩溃日志显示异常从这个方法抛出，也就是在 present 被接受之后"
    case .popover:
      return "M-17；反编译的 iOS 26.1 UIKit [D] 显示检查就在这个方法里，在 delegate 的 "
        + "prepareForPopoverPresentation(_:) 之后，那是提供锚点的最后机会"
    }
  }
}
