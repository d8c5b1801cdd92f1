/// The app's interaction controller driving a transition (`YourCode/Planner+CustomInteraction`,
/// `+PercentDrivenHandler`): an update to a fraction, the gesture's end by `finish` or
/// `cancel`, a second end (X-5, X-6, X-7). Words in English and Chinese below.
enum InteractionNote: NoteFamily {
  /// The app's own `UIViewControllerInteractiveTransitioning` (`owner`, nil when the block
  /// names none) updates to `percent`.
  case customUpdate(owner: String?, percent: String)
  /// `owner` ends the gesture at `place` (`code`) with a cancel or a finish.
  case customEnd(place: String, code: String, owner: String?, cancelled: Bool)
  /// The pan handler updates its percent-driven interaction controller to `percent`.
  case percentUpdate(percent: String)
  /// The pan handler ends the gesture at `place` (`code`), before the ending's words.
  case percentEndLead(place: String, code: String)
  /// What `cancel()` or `finish()` of a percent-driven interaction does.
  case percentEnding(cancelled: Bool)
  /// The animation's completion runs the next line, after a percent-driven end.
  case completionRunsNext
  /// A second `finish()` or `cancel()`.
  case secondEnd
  /// The finger drives an interaction no line ends: `update(progress)`, then the ending.
  case fingerLead(progress: String)

  var role: NoteRole { .happened }

  var rules: [String] { RuleIDScan.ids(in: english) }

  var controllers: [String] { [] }

  var lines: [String] { [] }

  var english: String {
    switch self {
    case .customUpdate(let owner, let percent):
      return
        "\(owner ?? "the interaction controller") tells UIKit the finger has moved the transition to "
        + "\(percent)% (X-7); the views follow the animations UIKit "
        + "runs, nothing else changes."
    case .customEnd(let place, let code, let owner, let cancelled):
      return "\(place) calls `\(code)`: \(owner ?? "the interaction controller") (the app's own "
        + "UIViewControllerInteractiveTransitioning) ends the user's gesture with "
        + (cancelled
          ? "a cancel: UIKit runs the animations back and transitionWasCancelled is true (X-6)."
          : "a finish: UIKit runs the animations to their end; transitionWasCancelled is false.")
        + " The transition still waits for completeTransition (X-5)."
    case .percentUpdate(let percent):
      return "the pan handler tells the percent-driven interaction controller the "
        + "finger has moved the transition to \(percent)%; it "
        + "forwards that to updateInteractiveTransition(_:) and UIKit holds the animations "
        + "there (X-7). Nothing else changes."
    case .percentEndLead(let place, let code):
      return "\(place) calls `\(code)`: the pan handler ends the user's gesture "
        + "through the percent-driven interaction controller "
        + "(UIPercentDrivenInteractiveTransition) with "
    case .percentEnding(let cancelled):
      return cancelled
        ? "cancel(): the animation runs back and transitionWasCancelled is true (X-6)."
        : "finish(): the animation runs to its end and transitionWasCancelled is false."
    case .completionRunsNext: return " The animation's completion runs the next line."
    case .secondEnd:
      return "the interaction has already ended; what UIKit does with a second "
        + "end is unknown, so nothing changes (X-7)."
    case .fingerLead(let progress):
      return "The user's finger drives the transition through the interaction controller "
        + "(UIPercentDrivenInteractiveTransition): update(\(progress)), then "
    }
  }

  var chinese: String {
    switch self {
    case .customUpdate(let owner, let percent):
      return "\(owner ?? "交互控制器") 告诉 UIKit 手指把转场推进到了 \(percent)%（X-7）；视图跟随 UIKit "
        + "执行的动画移动，其他什么也不变。"
    case .customEnd(let place, let code, let owner, let cancelled):
      return "\(ViewMention.chinese(place: place)) 调用 `\(code)`：\(owner ?? "交互控制器")（app 自己的 "
        + "UIViewControllerInteractiveTransitioning）以"
        + (cancelled
          ? "取消结束用户的手势：UIKit 把动画倒着执行回去，transitionWasCancelled 为 true（X-6）。"
          : "完成结束用户的手势：UIKit 把动画执行到底；transitionWasCancelled 为 false。")
        + "转场仍在等待 completeTransition（X-5）。"
    case .percentUpdate(let percent):
      return "pan 手势的处理代码告诉 percent-driven 交互控制器，手指把转场推进到了 \(percent)%；"
        + "它把这个进度转给 updateInteractiveTransition(_:)，UIKit 让动画停在那里（X-7）。"
        + "其他什么也不变。"
    case .percentEndLead(let place, let code):
      return "\(ViewMention.chinese(place: place)) 调用 `\(code)`：pan 手势的处理代码通过 "
        + "percent-driven 交互控制器（UIPercentDrivenInteractiveTransition）结束用户的手势，调用 "
    case .percentEnding(let cancelled):
      return cancelled
        ? "`cancel()`：动画倒着执行回去，transitionWasCancelled 为 true（X-6）。"
        : "`finish()`：动画一直执行到结束，transitionWasCancelled 为 false。"
    case .completionRunsNext: return "动画的 completion 执行下一行。"
    case .secondEnd:
      return "交互已经结束；UIKit 如何处理第二次结束调用未知，所以什么也不变（X-7）。"
    case .fingerLead(let progress):
      return "用户的手指通过交互控制器（UIPercentDrivenInteractiveTransition）驱动转场："
        + "update(\(progress))，然后 "
    }
  }
}
