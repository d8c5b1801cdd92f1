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

  /// Why the call goes the way it does, for the explanation the user reads (the words are
  /// the narration's, `PresentationNote.lifecycle`).
  func explanation(source: String, callback: LifecycleCallback, presented: String) -> String {
    PresentationNote.lifecycle(
      outcome: self, source: source, callback: callback, presented: presented
    ).english
  }

  /// P-12 [I]: the second present of one run-loop turn on a presenter whose presentation the
  /// first one began.
  static func secondInTurn(source: String, callback: LifecycleCallback, presented: String)
    -> String
  {
    PresentationNote.secondInTurn(source: source, callback: callback, presented: presented)
      .english
  }
}
