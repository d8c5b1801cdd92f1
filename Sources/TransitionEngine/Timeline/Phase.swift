/// One moment of a transition: the whole window tree and controller tree, the callbacks
/// fired to reach it, the environment in force, and why it looks this way.
public struct Phase: Sendable {
  public let kind: PhaseKind
  /// The sub-transitions this phase belongs to, outermost first (`pop` in `pop: animating`).
  public let within: [SubTransition]
  public let window: ViewNode
  public let controllers: ControllerNode
  public let events: [LifecycleEvent]
  /// Device, orientation, size classes, iOS and multitasking at this moment.
  public let environment: Environment
  public let explanation: String
  /// Consequences of the app's own mistakes in force in this phase (shown, not model bugs).
  public let appMistakes: [AppMistake]

  public init(
    kind: PhaseKind, within: [SubTransition] = [], window: ViewNode, controllers: ControllerNode,
    events: [LifecycleEvent], environment: Environment, explanation: String,
    appMistakes: [AppMistake] = []
  ) {
    self.kind = kind
    self.within = within
    self.window = window
    self.controllers = controllers
    self.events = events
    self.environment = environment
    self.explanation = explanation
    self.appMistakes = appMistakes
  }

  /// The printed name: `animating`, or `pop: animating` inside a sub-transition.
  public var name: String {
    within.map { "\($0.rawValue): " }.joined() + kind.description
  }

  /// True when no transition is running: the initial state, or a step's `before` or `after`
  /// (not those of a sub-transition).
  public var isResting: Bool { within.isEmpty && kind.isResting }

  /// The same phase inside `sub`, or with another explanation.
  func with(within sub: SubTransition? = nil, explanation: String? = nil) -> Phase {
    Phase(
      kind: kind, within: sub.map { [$0] + within } ?? within, window: window,
      controllers: controllers, events: events, environment: environment,
      explanation: explanation ?? self.explanation, appMistakes: appMistakes)
  }
}
