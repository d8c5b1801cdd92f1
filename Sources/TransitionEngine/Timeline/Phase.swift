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
  /// Why it looks this way, note by note (what happened, the callbacks, a mistake, …).
  public let notes: [PhaseNote]
  /// Consequences of the app's own mistakes in force in this phase (shown, not model bugs).
  public let appMistakes: [AppMistake]
  /// For each entry of `within`, which run of that sub-transition in the step this is: 1 for
  /// the first `pop`, 2 for the second (`pop 2: after`), so that names are unique in a step.
  let runs: [Int]

  public init(
    kind: PhaseKind, within: [SubTransition] = [], window: ViewNode, controllers: ControllerNode,
    events: [LifecycleEvent], environment: Environment, explanation: String,
    appMistakes: [AppMistake] = []
  ) {
    self.init(
      kind: kind, within: within, window: window, controllers: controllers, events: events,
      environment: environment, notes: [PhaseNote(words: explanation)], appMistakes: appMistakes)
  }

  /// A phase with its notes.
  public init(
    kind: PhaseKind, within: [SubTransition] = [], window: ViewNode, controllers: ControllerNode,
    events: [LifecycleEvent], environment: Environment, notes: [PhaseNote],
    appMistakes: [AppMistake] = []
  ) {
    self.kind = kind
    self.within = within
    self.window = window
    self.controllers = controllers
    self.events = events
    self.environment = environment
    self.notes = notes
    self.appMistakes = appMistakes
    self.runs = within.map { _ in 1 }
  }

  private init(
    _ phase: Phase, kind: PhaseKind, within: [SubTransition], runs: [Int], notes: [PhaseNote]
  ) {
    self.kind = kind
    self.within = within
    self.window = phase.window
    self.controllers = phase.controllers
    self.events = phase.events
    self.environment = phase.environment
    self.notes = notes
    self.appMistakes = phase.appMistakes
    self.runs = runs
  }

  /// The notes' words joined: the explanation `print` and every writer show.
  public var explanation: String { notes.joinedText }

  /// The explanation in `language`: each note in that language where it has words of its own,
  /// the others in English behind `language.untranslatedMark` (without it when `marking` is
  /// false, as JSON's `explanation`, whose notes say it as data).
  public func explanation(in language: NoteLanguage, marking: Bool = true) -> String {
    notes.joinedText(in: language, marking: marking)
  }

  /// The printed name: `animating`, or `pop: animating` inside a sub-transition, and
  /// `pop 2: animating` inside the step's second pop. A name is unique within its step.
  public var name: String {
    zip(within, runs).map { $1 > 1 ? "\($0.rawValue) \($1): " : "\($0.rawValue): " }.joined()
      + kind.description
  }

  /// True when no transition is running: the initial state, or a step's `before` or `after`
  /// (not those of a sub-transition).
  public var isResting: Bool { within.isEmpty && kind.isResting }

  /// The same phase inside the `run`th `sub` of its step, or with other notes.
  func with(within sub: SubTransition? = nil, run: Int = 1, notes: [PhaseNote]? = nil) -> Phase {
    Phase(
      self, kind: kind, within: sub.map { [$0] + within } ?? within,
      runs: sub.map { _ in [run] + runs } ?? runs, notes: notes ?? self.notes)
  }

  /// The same phase as another kind: a step's `after` that lifecycle presents follow becomes
  /// `transition ended` (P-12).
  func with(kind: PhaseKind) -> Phase {
    Phase(self, kind: kind, within: within, runs: runs, notes: notes)
  }
}
