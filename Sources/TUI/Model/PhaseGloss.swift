import TransitionEngine

/// A short plain-words gloss of each phase name for the header.
public enum PhaseGloss {
  public static func gloss(_ name: String) -> String {
    switch name {
    case PhaseName.initial: return "the window as the app launched"
    case PhaseName.before: return "the state before the call"
    case PhaseName.containerReady: return "will-callbacks fired, containerView ready"
    case PhaseName.toViewAdded: return "the to-view joins the container"
    case PhaseName.animating: return "half-way through the animation"
    case PhaseName.interactive: return "the finger part-way across"
    case PhaseName.completed: return "completeTransition(true)"
    case PhaseName.cancelled: return "completeTransition(false): all put back"
    case PhaseName.childAdded: return "linked, not in the view tree yet"
    case PhaseName.viewAdded: return "the child's view joins its parent's"
    case PhaseName.willMove: return "willMove(toParent: nil)"
    case PhaseName.viewRemoved: return "the child's view leaves its parent's"
    case PhaseName.layout: return "a layout pass"
    case PhaseName.after: return "the transition is over"
    default: return ""
    }
  }
}
