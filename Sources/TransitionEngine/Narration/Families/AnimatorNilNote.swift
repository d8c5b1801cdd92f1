/// An animator line that names a view that is not there (`YourCode/Planner+Animator`,
/// `+AnimatorProperties`): a nil view, whose reason the transition writes, and
/// `UIView.transition(from:to:)` on a view in no view the tool can name. Its callers
/// still compose the English into the line's words, since the reason has no Chinese yet; the
/// Chinese is here for when it has.
enum AnimatorNilNote: NoteFamily {
  /// `view` is nil here, for `reason`: the line does nothing.
  case nilHere(view: String, reason: String)
  /// `UIView.transition(from:to:)` from a view in no view the tool can name.
  case replaceInNoView(view: String)
  /// `UIView.transition(from:to:)` swaps the views, before the two moves' words.
  case replaceSwaps

  var role: NoteRole { .happened }

  var rules: [String] {
    switch self {
    case .nilHere: return ["X-3"]
    case .replaceInNoView, .replaceSwaps: return ["X-11"]
    }
  }

  var controllers: [String] { [] }

  var lines: [String] { [] }

  var english: String {
    switch self {
    case .nilHere(let view, let reason):
      return "\(view) is nil here: \(reason). The line does nothing (X-3)."
    case .replaceInNoView(let view):
      return "\(view) is in no view the tool can name here; nothing happens (X-11)."
    case .replaceSwaps: return "UIView.transition(from:to:) swaps the views (X-11): "
    }
  }

  var chinese: String {
    switch self {
    case .nilHere(let view, let reason):
      return "\(view) 在这里为 nil：\(reason)。这一行什么也不做（X-3）。"
    case .replaceInNoView(let view):
      return "\(view) 不在本工具能指名的任何视图中；这一行什么也不做（X-11）。"
    case .replaceSwaps: return "`UIView.transition(from:to:)` 交换两个视图（X-11）："
    }
  }
}
