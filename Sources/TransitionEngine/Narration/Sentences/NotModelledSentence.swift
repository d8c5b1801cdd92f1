/// The Chinese of the `not modelled` lines: the place and the line's code as they are, each
/// reason `SwiftScene` gives in English (one sentence of a known shape) written in Chinese from
/// the same parts. A reason of another shape has no Chinese here (nil), so its note stays
/// English, marked `〔未译〕`, never half-translated.
enum NotModelledSentence {
  /// `not modelled: ` and the rest in Chinese, as a line's note begins.
  static let chineseLead = "未建模："

  /// `not modelled: File.swift:21 code. Why.` in Chinese; nil when a reason has no Chinese.
  static func chineseNote(_ english: String) -> String? {
    guard english.hasPrefix(englishLead) else { return nil }
    return chineseLine(String(english.dropFirst(englishLead.count))).map { chineseLead + $0 }
  }

  /// The words `not modelled: File.swift:21 code. Why.` as a note of `role` about
  /// `controllers`, with their Chinese when every reason has it.
  static func note(_ english: String, role: NoteRole, controllers: [String]) -> PhaseNote {
    CodeLineText(english: english, chinese: chineseReaderNote(english))
      .note(role: role, controllers: controllers)
  }

  /// A note the scene reader wrote about a controller's own code (`not modelled` lines, and
  /// the containment mistakes of its `viewDidLoad`, K-1, K-5) in Chinese; nil for another shape.
  static func chineseReaderNote(_ english: String) -> String? {
    if let line = chineseNote(english) { return line }
    guard let cut = english.range(of: ": ") else { return nil }
    let place = String(english[..<cut.lowerBound])
    let rest = String(english[cut.upperBound...])
    if let mistake = rest.removingPrefix("the app's mistake: ") {
      if let what = mistake.removingSuffix(
        " is added with addChild(_:) but never told didMove(toParent:) (K-1); UIKit does not "
          + "send it for you, so code the child runs there never runs.")
      {
        return "\(place)：app 的错误：\(what) 用 addChild(_:) 加入，却从未收到 "
          + "didMove(toParent:) (K-1)；UIKit 不会替你发送它，所以子控制器在那里运行的代码永远不会运行。"
      }
      if let body = mistake.removingSuffix(
        " and UIKit forwards it no appearance callbacks (K-1, K-5). TransitionScope does not "
          + "draw a view added this way from viewDidLoad (not modelled); add the child first."),
        let view = body.range(of: "'s view is added to "),
        let without = body.range(of: "'s view without addChild(_:), so it is no child of ")
      {
        let what = String(body[..<view.lowerBound])
        let me = String(body[without.upperBound...])
        return "\(place)：app 的错误：\(what) 的视图被加到 \(me) 的视图中，却没有调用 "
          + "addChild(_:)，所以它不是 \(me) 的子控制器，UIKit 也不会把 appearance 回调转发给它 "
          + "(K-1, K-5)。从 viewDidLoad 这样加入的视图，TransitionScope 不会绘制（未建模）；"
          + "请先加入子控制器。"
      }
      return nil
    }
    guard
      let body = rest.removingSuffix(
        "'s view is in no window yet, the tree and the callbacks come out the same "
          + "(inferred [I])."),
      let before = body.range(of: ".didMove(toParent:) comes before its view is added at "),
      let order = body.range(
        of: "; the documented order is addChild(_:), add the view, then didMove(toParent:) "
          + "(K-1). From viewDidLoad, where ")
    else { return nil }
    let what = String(body[..<before.lowerBound])
    let added = String(body[before.upperBound..<order.lowerBound])
    let me = String(body[order.upperBound...])
    return "\(place)：\(what).didMove(toParent:) 在它的视图于 \(added) 加入之前就被调用；"
      + "文档给出的顺序是 addChild(_:)、加入视图、再 didMove(toParent:) (K-1)。在 viewDidLoad "
      + "中，\(me) 的视图还不在任何 window 里，视图树和回调的结果相同（推断 [I]）。"
  }

  /// A `code` step's line the tool does not model, `code` for `why`, in both languages.
  static func codeLine(_ code: String, _ why: String) -> CodeLineText {
    CodeLineText(
      english: englishLead + "\(code). \(why)",
      chinese: chineseReasons(why).map { chineseLead + "`\(code)`。" + $0 })
  }

  /// How the English of such a line begins.
  static let englishLead = "not modelled: "

  /// `File.swift:21 code. Why. Why.` (`NotModelledNotes.lines`) in Chinese; nil when a reason
  /// has no Chinese. The code may hold `. ` itself, so each `. ` is tried as the end of it.
  static func chineseLine(_ english: String) -> String? {
    var search = english.startIndex
    while let cut = english.range(of: ". ", from: search) {
      if let reasons = chineseReasons(String(english[cut.upperBound...])) {
        return chinesePlace(String(english[..<cut.lowerBound])) + "。" + reasons
      }
      search = english.index(after: cut.lowerBound)
    }
    return nil
  }

  /// `File.swift:21 code` with the code in backticks, as the Chinese sets code apart.
  static func chinesePlace(_ place: String) -> String {
    guard let space = place.firstIndex(of: " "), !place.contains("`") else { return place }
    return place[..<space] + " `" + place[place.index(after: space)...] + "`"
  }

  /// One or more reasons joined by spaces, each in Chinese; nil when one has no Chinese.
  static func chineseReasons(_ english: String) -> String? {
    if let one = chineseReason(english) { return one }
    var search = english.startIndex
    while let cut = english.range(of: ". ", from: search) {
      let head = String(english[..<english.index(after: cut.lowerBound)])
      if let first = chineseReason(head),
        let rest = chineseReasons(String(english[cut.upperBound...]))
      {
        return first + rest
      }
      search = english.index(after: cut.lowerBound)
    }
    return nil
  }

  /// One reason, ending in `.`, in Chinese; nil for a shape not known here.
  static func chineseReason(_ english: String) -> String? {
    guard english.hasSuffix(".") else { return nil }
    let body = String(english.dropLast())
    if let subject = body.removingSuffix(" is not part of the model"),
      let cut = subject.lastRange(of: "'s ")
    {
      let property = String(subject[cut.upperBound...])
      guard let owner = chineseSubject(String(subject[..<cut.lowerBound])),
        !property.contains(" ")
      else { return nil }
      return "\(owner) 的 \(property) 不在模型之内。"
    }
    if let rest = body.removingPrefix("the tool cannot know "),
      let cut = rest.range(of: " (the user's finger); the step's interaction is ")
    {
      let condition = String(rest[..<cut.lowerBound])
      switch String(rest[cut.upperBound...]) {
      case "cancelled, so it takes the branch that cancels (the other)":
        return "工具无法知道 \(condition)（取决于用户的手指）；这一步的交互被取消，所以走取消的分支（另一个）。"
      case "cancelled, so it takes the branch that cancels (the first)":
        return "工具无法知道 \(condition)（取决于用户的手指）；这一步的交互被取消，所以走取消的分支（第一个）。"
      case "completed, so it takes the branch that finishes (the first)":
        return "工具无法知道 \(condition)（取决于用户的手指）；这一步的交互完成，所以走完成的分支（第一个）。"
      case "completed, so it takes the branch that finishes (the other)":
        return "工具无法知道 \(condition)（取决于用户的手指）；这一步的交互完成，所以走完成的分支（另一个）。"
      default: return nil
      }
    }
    if let what = body.removingSuffix(" is not modelled; its value is unknown"),
      !what.contains(" ")
    {
      return "\(what) 不在模型之内；它的值未知。"
    }
    if let rest = body.removingSuffix(")"),
      let cut = rest.range(
        of: " is set by the app outside these files; the tool takes it to be the step's "
          + "interaction controller (")
    {
      let what = String(rest[..<cut.lowerBound])
      let bare = String(rest[cut.upperBound...])
      return "\(what) 由 app 在这些文件之外设置；工具把它当作这一步的交互控制器（\(bare)）。"
    }
    if let subject = body.removingSuffix(
      " is not a view of the transition; views the code makes (snapshots, dimming views) are "
        + "not drawn"),
      let what = chineseSubject(subject)
    {
      return "\(what) 不是转场的视图；代码生成的视图（快照、遮罩视图）不会被绘制。"
    }
    if body == "this condition is not modelled; the tool assumes it holds" {
      return "这个条件不在模型之内；工具假定它成立。"
    }
    if let what = body.removingSuffix(" is not modelled"), !what.contains(" ") {
      return "\(what) 不在模型之内。"
    }
    return nil
  }

  /// The thing a reason speaks of: `a UIView the code made` as 代码生成的 UIView, an article
  /// dropped, code and API names as they are; nil for English words this does not know.
  static func chineseSubject(_ english: String) -> String? {
    let rest = english.removingPrefix("a ") ?? english.removingPrefix("an ") ?? english
    if let cut = rest.range(of: " the code made") {
      let type = String(rest[..<cut.lowerBound])
      let member = String(rest[cut.upperBound...])
      guard !type.contains(" "), !member.contains(" ") else { return nil }
      guard let path = member.removingPrefix(".") else { return "代码生成的 \(type)" + member }
      return "代码生成的 \(type) 的 \(path)"
    }
    if let made = rest.removingPrefix("made view ") {
      let number = made.prefix { $0.isASCII && $0.isNumber }
      let member = made.dropFirst(number.count)
      guard !number.isEmpty, !member.contains(" ") else { return nil }
      let path = member.hasPrefix(".") ? "的 " + member.dropFirst() : String(member)
      return "代码生成的第 \(number) 个视图" + path
    }
    if rest == "nothing" { return "nil" }
    return rest.contains(" ") ? nil : rest
  }
}

extension String {
  /// The string without `suffix`, nil when it does not end so.
  fileprivate func removingSuffix(_ suffix: String) -> String? {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : nil
  }

  /// The string without `prefix`, nil when it does not begin so.
  fileprivate func removingPrefix(_ prefix: String) -> String? {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
  }

  /// The first place `needle` occurs at or after `start`.
  fileprivate func range(of needle: String, from start: Index) -> Range<Index>? {
    var index = start
    while index < endIndex {
      if self[index...].hasPrefix(needle) {
        return index..<self.index(index, offsetBy: needle.count)
      }
      index = self.index(after: index)
    }
    return nil
  }

  /// The first place `needle` occurs.
  fileprivate func range(of needle: String) -> Range<Index>? {
    range(of: needle, from: startIndex)
  }

  /// The last place `needle` occurs.
  fileprivate func lastRange(of needle: String) -> Range<Index>? {
    var found: Range<Index>?
    var search = startIndex
    while let next = range(of: needle, from: search) {
      found = next
      search = index(after: next.lowerBound)
    }
    return found
  }
}
