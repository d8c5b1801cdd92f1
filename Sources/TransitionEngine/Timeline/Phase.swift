/// One moment of a transition: the whole window tree and controller tree, the callbacks
/// fired to reach it, and why it looks this way.
public struct Phase: Sendable {
  public let name: String
  public let window: ViewNode
  public let controllers: ControllerNode
  public let events: [String]
  public let explanation: String
  /// Consequences of the app's own mistakes in force in this phase (shown, not model bugs).
  public let appMistakes: [AppMistake]

  public init(
    name: String, window: ViewNode, controllers: ControllerNode, events: [String],
    explanation: String, appMistakes: [AppMistake] = []
  ) {
    self.name = name
    self.window = window
    self.controllers = controllers
    self.events = events
    self.explanation = explanation
    self.appMistakes = appMistakes
  }
}

/// The phase names the engine uses, in the order they can occur (Scenes/README.md).
public enum PhaseName {
  public static let initial = "initial"
  public static let before = "before"
  public static let containerReady = "container ready"
  public static let willBegin = "presentation will begin"
  public static let dismissalWillBegin = "dismissal will begin"
  public static let toViewAdded = "to-view added"
  public static let animating = "animating"
  public static let interactive = "interactive"
  public static let completed = "completed"
  public static let cancelled = "cancelled"
  public static let childAdded = "child added"
  public static let viewAdded = "view added"
  public static let willMove = "will move"
  public static let viewRemoved = "view removed"
  public static let layout = "layout"
  public static let unwindAction = "unwind action"
  public static let after = "after"
}
