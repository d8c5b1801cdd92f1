/// What a UIKit call is running when a lifecycle callback fires, as far as a `present` made
/// from that callback cares (§3.2).
enum RunningTransition: Hashable {
  /// The window shows its root for the first time: the root's view is not in a window yet.
  case launch
  /// A navigation push or pop: a presentation waits until it ends (P-9).
  case navigation
  /// A presentation or a dismissal: the first check of §3.1 refuses another one.
  case modal
}

/// How UIKit answers `present` called from a lifecycle callback (P-10, P-11, P-12, Q-31).
/// Every answer is decided here, in `of(_:during:)`, and told in `explanation`.
enum LifecycleOutcome: Hashable {
  /// P-10, P-11: refused by the third check of §3.1, "whose view is not in the window
  /// hierarchy".
  case notInWindow
  /// P-10 [I], P-11 [I] (Q-31): refused by the first check of §3.1, "while a presentation is
  /// in progress".
  case inProgress
  /// P-9, P-10 [I], P-11 [I]: queued behind the running push or pop, then presented.
  case queued
  /// P-12: the view is in the window and its transition has ended; the presentation goes
  /// ahead. Also the inferred answer when no transition is running at all.
  case proceeds

  /// P-10 / P-11 / P-12: the outcome of a present from `callback` while `running` runs.
  static func of(_ callback: LifecycleCallback, during running: RunningTransition?)
    -> LifecycleOutcome
  {
    // P-12: viewDidAppear comes after the transition that showed the view has ended.
    if callback == .viewDidAppear { return .proceeds }
    switch running {
    case .launch: return .notInWindow  // P-10, P-11: the root's first appearance.
    case .navigation: return .queued  // P-9, P-10 [I]; viewWillAppear: P-11, Q-31 [I].
    case .modal: return .inProgress  // P-10 [I]; viewWillAppear: P-11, Q-31 [I].
    case nil: return .proceeds  // No source; §3.1's checks pass [I].
    }
  }

  /// Why the call goes the way it does, for the explanation the user reads.
  func explanation(source: String, callback: LifecycleCallback, presented: String) -> String {
    let call = "\(source).\(callback.rawValue) calls present(\(presented))"
    let rule = callback == .viewDidLoad ? "P-10" : "P-11"
    let q31 =
      callback == .viewWillAppear
      ? " Which outcome viewWillAppear meets is inferred: no log was found and sources differ "
        + "(P-11, Q-31 [I]); TransitionScope answers as for viewDidLoad at the same moment."
      : ""
    switch self {
    case .notInWindow:
      return "\(call) while the window shows its root for the first time: the view is not in "
        + "a window yet, so UIKit refuses with \"… whose view is not in the window hierarchy.\" "
        + "(\(rule), the third check of §3.1); nothing is presented. The fix is to present from "
        + "viewDidAppear (P-12)." + q31
    case .inProgress:
      return "\(call) while a presentation or dismissal is still running, so UIKit refuses "
        + "with \"… while a presentation is in progress.\" (\(rule), the first check of §3.1; "
        + "inferred [I]); nothing is presented." + q31
    case .queued:
      return "\(call) while the navigation transition is running. The presenter (the window's "
        + "root, P-2) is on screen, so UIKit queues the call until the transition ends (P-9) "
        + "and then presents (\(rule); inferred [I] from P-2, P-9 and §3.1)." + q31
    case .proceeds where callback == .viewDidAppear:
      return "\(call): the view is in the window and the transition that showed it has ended, "
        + "so the presentation goes ahead (P-12). It runs again on every later viewDidAppear "
        + "unless the app guards it (a flag in its code, or `once: true` in a scene): "
        + "dismissing a full-screen presentation sends \(source) viewDidAppear again (M-9, 13.2)."
    case .proceeds:
      return "\(call) outside any push, pop or presentation. No source covers this case; "
        + "nothing runs on the presenter and its view is in the window, so §3.1's checks pass "
        + "and TransitionScope presents once the step's work has ended (inferred [I])." + q31
    }
  }

  /// P-12 [I]: the second present of one run-loop turn on a presenter whose presentation the
  /// first one began.
  static func secondInTurn(source: String, callback: LifecycleCallback, presented: String)
    -> String
  {
    "\(source).\(callback.rawValue) calls present(\(presented)) in the same run-loop turn as "
      + "an earlier present on the same presenter, whose presentation is still running, so "
      + "UIKit refuses with \"… while a presentation is in progress.\" (P-12, the first check "
      + "of §3.1; inferred [I])."
  }
}
