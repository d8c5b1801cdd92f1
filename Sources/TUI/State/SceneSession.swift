import TransitionEngine

/// An open scene: the scene as opened, the scene with the steps added since, its plan, where
/// the viewer is in it, and what the panes derived from that plan (its row cache).
public struct SceneSession: Sendable, Equatable {
  public let entry: SceneEntry
  public private(set) var spec: SceneSpec
  public private(set) var timeline: Timeline
  /// For every phase, what changed since the phase before it (computed once per plan).
  public private(set) var diffs: [[ViewDiff]]
  public var position: Position
  /// Rows, search results and pictures made from this plan; a new plan starts a new cache,
  /// so nothing drawn can come from another plan.
  var rowCache = RowCache()
  /// Each controller's colour and background.
  public private(set) var looks: ControllerLooks

  public init(entry: SceneEntry) {
    self.entry = entry
    spec = entry.spec
    timeline = TimelineBuilder.build(entry.spec)
    diffs = SceneSession.diffs(timeline)
    looks = ControllerLooks(
      entry.spec, planned: timeline.codeBackgrounds, children: timeline.codeChildren)
    position = .start
  }

  /// Adds a step at the end of the scene and plans the scene again.
  public mutating func append(_ step: StepSpec) {
    spec.steps.append(step)
    rowCache = RowCache()
    timeline = TimelineBuilder.build(spec)
    diffs = SceneSession.diffs(timeline)
    looks = ControllerLooks(
      spec, planned: timeline.codeBackgrounds, children: timeline.codeChildren)
  }

  /// What changed since the previous phase at the current position.
  public var diff: ViewDiff {
    guard diffs.indices.contains(position.step),
      diffs[position.step].indices.contains(position.phase)
    else { return ViewDiff() }
    return diffs[position.step][position.phase]
  }

  private static func diffs(_ timeline: Timeline) -> [[ViewDiff]] {
    var previous: ViewNode?
    return timeline.steps.map { step in
      step.phases.map { phase in
        defer { previous = phase.window }
        return ViewDiff(from: previous, to: phase.window)
      }
    }
  }

  public var step: Step {
    timeline.steps.indices.contains(position.step)
      ? timeline.steps[position.step] : SceneSession.emptyStep
  }

  public var phase: Phase { phase(at: position) ?? SceneSession.emptyPhase }

  /// This session moved to `position` (its cache goes along).
  func at(_ position: Position) -> SceneSession {
    var session = self
    session.position = position
    return session
  }

  /// The phase at a position, if the timeline has it.
  public func phase(at position: Position) -> Phase? {
    guard timeline.steps.indices.contains(position.step) else { return nil }
    let phases = timeline.steps[position.step].phases
    return phases.indices.contains(position.phase) ? phases[position.phase] : nil
  }

  /// The phase just before this one, crossing step boundaries; nil on the first phase.
  public var previousPhase: Phase? { position.previous(in: timeline).flatMap { phase(at: $0) } }

  /// The environment at a position, as the engine recorded it (a step's `before` phase still
  /// has the old one).
  public func environment(at position: Position) -> Environment {
    phase(at: position)?.environment ?? timeline.environment
  }

  public static func == (lhs: SceneSession, rhs: SceneSession) -> Bool {
    lhs.entry == rhs.entry && lhs.spec == rhs.spec && lhs.position == rhs.position
  }

  static let emptyPhase = Phase(
    kind: .initial,
    window: ViewNode(id: ViewID(0), className: ViewClassCatalogue.window, frame: .zero),
    controllers: ControllerNode(
      id: "none", className: "UIViewController", kind: .plain, state: .disappeared,
      inWindow: false, viewClassName: nil, children: [], presented: nil,
      presentationControllerClass: nil),
    events: [], environment: TimelineBuilder.fallbackEnvironment,
    explanation: "The engine planned nothing for this scene.")

  static let emptyStep = Step(
    index: 0, action: .initial, note: nil, warnings: [], error: nil, phases: [emptyPhase],
    environment: TimelineBuilder.fallbackEnvironment)
}
