import TransitionEngine

/// A short plain-words gloss of each phase kind for the header.
public enum PhaseGloss {
  /// The gloss of a phase, empty for phases inside a sub-transition and for kinds that have
  /// none.
  public static func gloss(_ phase: Phase) -> String {
    phase.within.isEmpty ? gloss(phase.kind) : ""
  }

  static func gloss(_ kind: PhaseKind) -> String {
    switch kind {
    case .initial: return "the window as the app launched"
    case .before: return "the state before the call"
    case .containerReady: return "will-callbacks fired, containerView ready"
    case .toViewAdded: return "the to-view joins the container"
    case .animating: return "half-way through the animation"
    case .interactive: return "the finger part-way across"
    case .completed: return "completeTransition(true)"
    case .cancelled: return "completeTransition(false): all put back"
    case .childAdded: return "linked, not in the view tree yet"
    case .viewAdded: return "the child's view joins its parent's"
    case .willMove: return "willMove(toParent: nil)"
    case .viewRemoved: return "the child's view leaves its parent's"
    case .layout: return "a layout pass"
    case .transitionEnded: return "over; presents from callbacks follow"
    case .after: return "the transition is over"
    case .segueStart: return "prepare(for:sender:), then the segue performs"
    case .willBegin, .dismissalWillBegin, .unwindAction, .interaction, .codeLine, .swiftLine:
      return ""
    }
  }
}
