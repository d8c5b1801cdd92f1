/// The transitions' drivers' own words (`Transitions/Driver/`): why a view the context hands
/// the animator is nil (X-3, T-4), a custom presentation controller's chrome (PC-6), the
/// curled-up corner no dump shows (MT-4), a view the animator put back into a tab that a
/// current-context presentation had emptied (M-2, T-8, X-8), and the warning for a chain of
/// presentations from lifecycle callbacks (P-12; English, as every warning). The words are
/// in English and Chinese here.
enum DriverNote: NoteFamily {
  /// A style that never took the presenter's view away: no to-view on the dismissal (X-3,
  /// T-4).
  case presenterNeverTaken(style: String, presenter: String)
  /// A style that leaves the presenter's view: no from-view on the presentation (X-3, T-4).
  case presenterLeftInPlace(style: String, presenter: String)
  /// The pop's target's view is inside a presentation's container (T-4).
  case targetInPresentation(target: String)
  /// The custom presentation controller adds its chrome to the container (PC-6).
  case chrome([String])
  /// UIKit's curled-up corner is in no dump (MT-4).
  case curledCorner(name: String)
  /// The animator put a view back that a current-context presentation had taken out (M-2,
  /// T-8, X-8).
  case takenViewPutBack(line: String, owner: String, stranded: [String])
  /// An undone dismissal: `name` is presented and appeared again, its view out of the window
  /// (the line at `place` took it out, when known).
  case undoneWithoutView(name: String, place: String?)

  var role: NoteRole {
    switch self {
    case .curledCorner: return .unknown
    default: return .happened
    }
  }
  var rules: [String] { RuleIDScan.ids(in: english) }
  var controllers: [String] {
    switch self {
    case .curledCorner(let name): return [name]
    default: return []
    }
  }
  var lines: [String] { [] }

  /// The note a phase holds, both languages' words carried as a told note.
  var note: PhaseNote {
    PhaseNote(
      .told(ToldNote(english: english, chinese: chinese)), role: role, controllers: controllers)
  }

  /// The warning when presentations from lifecycle callbacks go on past `limit` (P-12).
  static func lifecyclePresentLimit(_ limit: Int) -> String {
    "TransitionScope stopped after \(limit) presentations from lifecycle callbacks in one "
      + "step; the app would go on presenting (P-12)."
  }
}

extension DriverNote {
  /// The words in English.
  var english: String {
    switch self {
    case .presenterNeverTaken(let style, let presenter):
      return "\(CodeText.article(style)) \(style) presentation never took \(presenter)'s view "
        + "away, so view(forKey: .to) is nil when it is dismissed (X-3, T-4)"
    case .presenterLeftInPlace(let style, let presenter):
      return "\(CodeText.article(style)) \(style) presentation leaves "
        + "\(presenter)'s view where it is (shouldRemovePresentersView is false), so "
        + "view(forKey: .from) is nil (X-3, T-4)"
    case .targetInPresentation(let target):
      return "\(target)'s view is inside a presentation's container (T-4)"
    case .chrome(let chrome):
      return "Here the custom presentation controller adds its own chrome to the container: "
        + chrome.joined(separator: ", ") + " (PC-6); it goes when the presentation ends."
    case .curledCorner(let name):
      return " The curled-up corner UIKit goes on drawing over \(name) is not a view in "
        + "any dump, so the tree and the picture show \(name) alone (MT-4, unknown)."
    case .takenViewPutBack(let line, let owner, let stranded):
      return "The mistake: \(line) put \(owner)'s view back in the window, which the "
        + "current-context presentation inside its tab had taken out (M-2, T-8); UIKit sent "
        + "the switch's callbacks to what that presentation shows, not to \(owner), so "
        + stranded.joined(separator: " and ") + " "
        + (stranded.count == 1
          ? "counts as disappeared with its view" : "count as disappeared with their views")
        + " in the window (X-8, inferred)."
    case .undoneWithoutView(let name, let place):
      return "The mistake: \(name) is presented and counts as appeared again, but its view is "
        + "no longer in the window" + (place.map { " (\($0) took it out)" } ?? "") + "."
    }
  }

  /// The words in Simplified Chinese, API names and rule IDs as they are.
  var chinese: String {
    switch self {
    case .presenterNeverTaken(let style, let presenter):
      return "\(style) 样式的 presentation 从未把 \(presenter) 的视图拿走，所以 dismiss 时 "
        + "view(forKey: .to) 为 nil (X-3, T-4)"
    case .presenterLeftInPlace(let style, let presenter):
      return "\(style) 样式的 presentation 把 \(presenter) 的视图留在原处"
        + "（shouldRemovePresentersView 为 false），所以 view(forKey: .from) 为 nil (X-3, T-4)"
    case .targetInPresentation(let target):
      return "\(target) 的视图在一次 presentation 的 container 里 (T-4)"
    case .chrome(let chrome):
      return "这里自定义的 presentation controller 把它自己的装饰视图加到 containerView 里："
        + chrome.joined(separator: "、") + " (PC-6)；presentation 结束时它们随之移除。"
    case .curledCorner(let name):
      return "UIKit 继续画在 \(name) 上面的卷角不是任何 dump 里的视图，所以视图树和画面只显示 "
        + "\(name) (MT-4，未知)。"
    case .takenViewPutBack(let line, let owner, let stranded):
      return "错误在于：\(line) 把 \(owner) 的视图放回了 window，而它所在标签里的 current-context "
        + "presentation 已经把它移出 (M-2, T-8)；UIKit 把这次切换的回调发给了那个 presentation "
        + "显示的内容，而不是 \(owner)，所以 " + ChineseSentence.list(stranded)
        + " 的视图在 window 里，却算作已 disappear (X-8，推断)。"
    case .undoneWithoutView(let name, let place):
      return "错误在于：\(name) 仍被呈现，又算作已 appear，但它的视图已不在 window 中"
        + (place.map { "（是 \($0) 把它移出的）" } ?? "") + "。"
    }
  }
}
