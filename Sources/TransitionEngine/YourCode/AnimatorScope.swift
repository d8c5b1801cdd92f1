/// What an animator's lines can name during one transition (X-1..X-3): the container, the
/// context's views (nil where UIKit gives nil) and the two controllers.
struct AnimatorScope {
  let container: ViewID
  var toView: ViewID?
  var fromView: ViewID?
  let toVC: String
  let fromVC: String
  /// Why `toView` / `fromView` is nil when it is, in the user's words.
  let toNilReason: String
  let fromNilReason: String
  /// Controllers that get `viewIsAppearing` once the to-view is in the window.
  var appearing: [String]
  var announcedAppearing = false
  /// The last line that moved or removed each view.
  var lastTouch: [ViewID: CodeLine] = [:]
  /// The last line that set each view's alpha or transform.
  var lastStyled: [ViewID: CodeLine] = [:]
  /// Lines after `completeTransition`, run once UIKit has completed.
  var tail: [CodeLine] = []

  /// The controller a name in the block stands for.
  func controller(_ name: CodeName) -> String {
    switch name.text {
    case "toVC": return toVC
    case "fromVC": return fromVC
    default: return name.text
    }
  }
}

extension PhaseKind {
  /// `line 7: containerView.addSubview(toView)`: the phase after that line ran.
  static func line(_ line: CodeLine) -> PhaseKind {
    .codeLine(number: line.location.line, text: line.text)
  }
}
