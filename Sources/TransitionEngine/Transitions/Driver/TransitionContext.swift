/// UIKit's transition context (`UIViewControllerContextTransitioning`, X-1..X-5) for one
/// transition: the container, the from/to controllers and views (nil where UIKit gives nil),
/// their frames, whether it is animated and interactive, and whether it was cancelled. The
/// animator an app supplies works through it; so does the record of what its lines did.
struct TransitionContext {
  /// the superview of the views in the transition.
  let container: ViewID
  /// `view(forKey: .to)` and `view(forKey: .from)`.
  var toView: ViewID?
  var fromView: ViewID?
  /// `viewController(forKey: .to)` and `viewController(forKey: .from)`.
  let toVC: String
  let fromVC: String
  /// Why `toView` / `fromView` is nil when it is, in the user's words.
  let toNilReason: String
  let fromNilReason: String
  /// The same reasons in Chinese, when the transition gives them (a reason `X's view is not
  /// loaded` needs none: `nilReasonChinese` writes it).
  var toNilChinese: String?
  var fromNilChinese: String?
  /// `initialFrame(for:)` and `finalFrame(for:)` by controller; a controller not listed
  /// gets `.zero`, which UIKit uses for "unknown".
  var initialFrames: [String: Rect] = [:]
  var finalFrames: [String: Rect] = [:]
  /// `isAnimated` and `isInteractive`.
  var isAnimated = true
  var isInteractive = false
  /// `transitionWasCancelled`: the interaction controller called `cancel()`.
  var transitionWasCancelled = false
  /// The user's interaction will end in `cancel()`: known before the lines run, so a
  /// line that removes the from-view can be told apart from the normal end of a transition.
  var willCancel = false
  /// Controllers that get `viewIsAppearing` once the to-view is in the window.
  var appearing: [String]
  var announcedAppearing = false
  /// The last line that moved or removed each view.
  var lastTouch: [ViewID: CodeLine] = [:]
  /// Controllers whose appearance the lines changed by hand (K-9), with the line.
  var appearanceByHand: [String: CodeLine] = [:]
  /// The last line that set each view's alpha or transform.
  var lastStyled: [ViewID: CodeLine] = [:]
  /// The last line that set each view's frame: where a frame left off screen is blamed.
  var lastFramed: [ViewID: CodeLine] = [:]
  /// Lines after `completeTransition`, run once UIKit has completed.
  var tail: [CodeLine] = []
  /// Controllers that leave the controller tree as the transition completes (a pop's popped
  /// ones, X-5): for the lines after `completeTransition` they are out of it already.
  var leavingTree: [String] = []
  /// The snapshots the lines made, by number, with the line that made each.
  var snapshots: [Int: (view: ViewID, line: CodeLine)] = [:]
  /// The views the lines made (`UIView()`, X-14), by number, with the line that made each.
  var madeViews: [Int: (view: ViewID, line: CodeLine)] = [:]
  /// The line that called `completeTransition`.
  var completedBy: CodeLine?
  /// Alpha and transform values animation blocks set, with the value before.
  var animated: [AnimatedProperty: AnimatedChange] = [:]

  /// `initialFrame(for:)`.
  func initialFrame(for name: String) -> Rect { initialFrames[name] ?? .zero }

  /// `finalFrame(for:)`.
  func finalFrame(for name: String) -> Rect { finalFrames[name] ?? .zero }

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
  /// `line 7: containerView.addSubview(toView)`: the phase after that line ran; with
  /// `completed`, `… (completed)`: the end of the animation that line started.
  static func line(_ line: CodeLine, completed: Bool = false) -> PhaseKind {
    let text = line.text + (completed ? " (completed)" : "")
    if let file = line.file {
      return .swiftLine(file: file, number: line.location.line, text: text)
    }
    return .codeLine(number: line.location.line, text: text)
  }
}
