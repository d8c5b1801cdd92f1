/// Why a `dismiss(animated:completion:)` call takes away the controller it does, the first
/// sentence of the dismissal's will-begin phase, as data with its words in both languages
/// (D-1, D-2, §1.2).
enum DismissalReason: Sendable, Hashable {
  /// D-2, §1.2: `caller`, or its ancestor `presenter`, presents `presented`: the call
  /// dismisses what it presents, not the caller itself.
  case presents(caller: String, presenter: String, presented: String)
  /// D-1: `caller`, or the controller `root` it is inside, is presented: the call is
  /// forwarded to its presenter.
  case presented(caller: String, root: String)
  /// M-22, D-10: UIKit dismisses a popover for a tap outside it.
  case tapOutside(PopoverNote)

  /// The English sentence, with the space that joins it to the next.
  var english: String {
    switch self {
    case .presents(let caller, let presenter, let presented):
      let who = presenter == caller ? caller : "\(caller)'s ancestor \(presenter)"
      return "\(who) is presenting \(presented), so dismiss dismisses what it presents, not "
        + "\(caller) itself (D-2, §1.2). "
    case .presented(let caller, let root):
      let via = root == caller ? caller : "\(caller) (inside \(root))"
      return "\(via) is presented, so the call is forwarded to its presenter, which dismisses "
        + "it (D-1). "
    case .tapOutside(let note):
      return note.english
    }
  }

  /// The Chinese sentence, citing the same rules in the same order.
  var chinese: String? {
    switch self {
    case .presents(let caller, let presenter, let presented):
      let who = presenter == caller ? caller : "\(caller) 的祖先 \(presenter)"
      return "\(who) 正在 present \(presented)，所以 dismiss 移除的是它 present 的控制器，"
        + "而不是 \(caller) 自己 (D-2, §1.2)。"
    case .presented(let caller, let root):
      let via = root == caller ? caller : "\(caller)（在 \(root) 之中）"
      return "\(via) 是被呈现出来的，所以这次调用转给呈现它的控制器，由那个控制器把它关闭 "
        + "(D-1)。"
    case .tapOutside(let note):
      return note.chinese
    }
  }
}
