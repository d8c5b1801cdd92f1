/// What moment of a transition a phase shows. `description` is the phase's printed name in
/// text and JSON output (Scenes/README.md); the switch below is the one table of those names.
public enum PhaseKind: Hashable, Sendable, CustomStringConvertible {
  case initial
  case before
  case containerReady
  case willBegin
  case dismissalWillBegin
  case toViewAdded
  case animating
  case interactive
  case completed
  case cancelled
  case childAdded
  case viewAdded
  case willMove
  case viewRemoved
  case layout
  case unwindAction
  /// A step's own transition is over and presents its lifecycle callbacks asked for follow
  /// (P-12): the step's `after` comes once they have run, so the name stays unique.
  case transitionEnded
  case after
  /// The user's finger drives a custom transition through its interaction controller.
  case interaction
  /// One line of the app's animator ran: `line 12: containerView.addSubview(toView)`.
  case codeLine(number: Int, text: String)
  /// One line of the app's real Swift ran: `CardTransition.swift:42: containerView.addSubview(…)`.
  case swiftLine(file: String, number: Int, text: String)
  /// A storyboard segue starts: the destination exists, the source got `prepare(for:sender:)`.
  case segueStart

  /// Every kind with a fixed name, in the order phases can occur.
  public static let fixed: [PhaseKind] = [
    .initial, .before, .containerReady, .willBegin, .dismissalWillBegin, .toViewAdded,
    .animating, .interactive, .completed, .cancelled, .childAdded, .viewAdded, .willMove,
    .viewRemoved, .layout, .unwindAction, .interaction, .segueStart, .transitionEnded, .after,
  ]

  /// The printed name: `container ready`.
  public var description: String {
    switch self {
    case .initial: return "initial"
    case .before: return "before"
    case .containerReady: return "container ready"
    case .willBegin: return "presentation will begin"
    case .dismissalWillBegin: return "dismissal will begin"
    case .toViewAdded: return "to-view added"
    case .animating: return "animating"
    case .interactive: return "interactive"
    case .completed: return "completed"
    case .cancelled: return "cancelled"
    case .childAdded: return "child added"
    case .viewAdded: return "view added"
    case .willMove: return "will move"
    case .viewRemoved: return "view removed"
    case .layout: return "layout"
    case .unwindAction: return "unwind action"
    case .transitionEnded: return "transition ended"
    case .after: return "after"
    case .interaction: return "interaction"
    case .codeLine(let number, let text): return "line \(number): \(text)"
    case .swiftLine(let file, let number, let text): return "\(file):\(number): \(text)"
    case .segueStart: return "prepare for segue"
    }
  }

  /// Phases in which no transition is running.
  public var isResting: Bool {
    self == .initial || self == .before || self == .transitionEnded || self == .after
  }
}
