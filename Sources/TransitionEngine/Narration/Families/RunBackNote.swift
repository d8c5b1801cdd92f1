/// A cancelled interaction runs the animations back (`YourCode/Planner+CancelRunBack`, X-12):
/// a property animator reversed to `.start` with its values set back, a `UIView.animate…`
/// block run back on screen only, and what such a block left once the completion ran
/// ([I]). Values are the tool's own spelling (`alpha 0.5`, `transform [1, 0, 0, 1, 0, 400]`).
enum RunBackNote: NoteFamily {
  /// One value a cancel set back or left: the view, the value, the line that set it.
  struct Value: Sendable, Hashable {
    let view: ViewMention
    let value: String
    let place: String
  }

  /// The run back: the property animators' values set back, the animation blocks' kept.
  case runBack(reversed: [Value], kept: [Value])
  /// After the completion: `view` jumped to `value`, set at `place`, not back to `start`.
  case leftByCancel(place: String, view: ViewMention, value: String, start: String)

  var role: NoteRole { .happened }

  var rules: [String] { RuleIDScan.ids(in: english) }

  var controllers: [String] { [] }

  var lines: [String] { [] }

  var english: String {
    switch self {
    case .runBack(let reversed, let kept):
      var text = ""
      if !reversed.isEmpty {
        text +=
          " UIKit reverses the property animator (isReversed) and it ends at .start, where "
          + "UIKit sets the animated values back: "
          + reversed.map { "\($0.view.english) has \($0.value) again, as before \($0.place)" }
          .joined(separator: "; ") + " (X-12)."
      }
      if !kept.isEmpty {
        text +=
          " On screen the UIView animation runs back to where it started; when it has run back "
          + "UIKit removes it and the views show their own values, which the animation block "
          + "set: "
          + kept.map { "\($0.view.english) keeps \($0.value) (\($0.place))" }
          .joined(separator: "; ") + ". The completion has to "
          + "set them back itself (X-12; that the values stay is inferred [I])."
      }
      return text
    case .leftByCancel(let place, let view, let value, let start):
      return "The app's consequence (\(place)): the interaction was cancelled and UIKit "
        + "ran the animation back on screen, but when it ended \(view.english) "
        + "jumped to its own value, \(value), which the animation block "
        + "set, and no line of the completion set it back to \(start): "
        + "it stays so (X-12; inferred [I])."
    }
  }

  var chinese: String {
    switch self {
    case .runBack(let reversed, let kept):
      var text = ""
      if !reversed.isEmpty {
        text +=
          "UIKit 把 property animator 反转（isReversed），它停在 .start，UIKit 在那里把动画过的值"
          + "设回原样："
          + reversed.map {
            "\($0.view.chinese) 重新是 \($0.value)，与 \(ViewMention.chinese(place: $0.place)) 之前一样"
          }.joined(separator: "；") + "（X-12）。"
      }
      if !kept.isEmpty {
        text +=
          "屏幕上 UIView 动画倒着回到起点；倒回之后 UIKit 移除这个动画，视图显示它们自己的值，"
          + "也就是动画闭包设置的值："
          + kept.map {
            "\($0.view.chinese) 保持 \($0.value)（\(ViewMention.chinese(place: $0.place))）"
          }.joined(separator: "；") + "。completion 必须自己把它们设回去"
          + "（X-12；这些值保持不变是推断的 [I]）。"
      }
      return text
    case .leftByCancel(let place, let view, let value, let start):
      return "app 造成的后果（\(ViewMention.chinese(place: place))）：交互被取消，UIKit 在屏幕上"
        + "把动画倒了回去，但动画结束时 \(view.chinese) 跳到了它自己的值 \(value)，这是动画闭包"
        + "设置的，completion 中也没有哪一行把它设回 \(start)：它就一直保持这样"
        + "（X-12；推断 [I]）。"
    }
  }
}
