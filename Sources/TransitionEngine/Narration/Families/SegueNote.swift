/// A storyboard segue's start (`YourCode/Planner+Segue`): the destination instantiated,
/// `prepare(for:sender:)`, then the call its kind stands for (S-5), in both languages.
enum SegueNote: NoteFamily {
  /// The segue of `kind` from `source` to `destination` begins; `sourceParent` is what a
  /// custom segue's `perform()` sees as `source.parent`.
  case starts(destination: String, source: String, kind: SegueKind, sourceParent: String?)
  /// A custom segue whose `perform()` the tool was not given.
  case customWithoutPerform

  var role: NoteRole { .happened }

  var rules: [String] { RuleIDScan.ids(in: english) }

  var controllers: [String] { [] }

  var lines: [String] { [] }

  var english: String {
    switch self {
    case .customWithoutPerform: return "A custom segue without perform() does nothing."
    case .starts(let name, let source, let kind, let parent):
      let call: String
      switch kind {
      case .show: call = "A Show segue calls show(_:sender:) on \(source)."
      case .showDetail: call = "A Show Detail segue calls showDetailViewController(_:sender:)."
      case .present: call = "A Present Modally segue calls present(_:animated:completion:)."
      case .popover:
        call =
          "A Present As Popover segue presents \(name) as a popover anchored at \(source) "
          + "(S-5, [I])."
      case .custom:
        call =
          "A custom segue's perform() is your code: it runs below, line by line, with "
          + "source = \(source), destination = \(name)"
          + (parent.map { ", source.parent = \($0)" } ?? "") + "."
      }
      return "The storyboard instantiates \(name) and calls \(source).prepare(for:sender:) with "
        + "the segue; then the segue performs (S-5). " + call
    }
  }

  var chinese: String {
    switch self {
    case .customWithoutPerform: return "没有 perform() 的自定义 segue 什么也不做。"
    case .starts(let name, let source, let kind, let parent):
      let call: String
      switch kind {
      case .show: call = "Show segue 在 \(source) 上调用 `show(_:sender:)`。"
      case .showDetail: call = "Show Detail segue 调用 `showDetailViewController(_:sender:)`。"
      case .present: call = "Present Modally segue 调用 `present(_:animated:completion:)`。"
      case .popover:
        call = "Present As Popover segue 以 popover 形式呈现 \(name)，并锚定在 \(source)（S-5，[I]）。"
      case .custom:
        call =
          "自定义 segue 的 `perform()` 是你的代码：它在下面逐行执行，其中 `source` = \(source)，"
          + "`destination` = \(name)" + (parent.map { "，`source.parent` = \($0)" } ?? "") + "。"
      }
      return "故事板创建 \(name)，并以这个 segue 调用 `\(source).prepare(for:sender:)`；"
        + "然后执行 segue（S-5）。" + call
    }
  }
}
