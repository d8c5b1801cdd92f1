/// Plans a scene one step at a time, so that a writer can print each step and forget it: what
/// stays in memory is the world as it is now, not every phase of the scene.
/// `TimelineBuilder.build` is this planner run to the end.
public struct TimelinePlanner {
  public let header: TimelineHeader
  private var planner: Planner?
  private var initial: Step?
  private var pending: ArraySlice<StepSpec>
  private var nextIndex = 1

  /// Sets the scene up (the initial state is planned here); an unknown device falls back to
  /// the default one, and with no device at all the planner yields no steps.
  public init(_ scene: SceneSpec) { self.init(scene, reusingChildSlots: true) }

  /// Sets up a scene whose `stepCount` steps are read one at a time and given to
  /// `next(_:)` (`scene.steps` is not planned).
  public init(_ scene: SceneSpec, stepCount: Int) {
    self.init(scene, reusingChildSlots: true, stepCount: stepCount)
  }

  /// The header the planner of `scene` has, its steps counted by `stepCount`, made
  /// without planning anything (for a writer that begins before the planner is set up).
  public static func header(of scene: SceneSpec, stepCount: Int) -> TimelineHeader {
    guard let environment = environment(of: scene) else {
      return TimelineHeader(
        title: scene.title, about: scene.about,
        environment: TimelineBuilder.fallbackEnvironment, lastStepIndex: -1)
    }
    return TimelineHeader(
      title: scene.title, about: scene.about, environment: environment,
      lastStepIndex: stepCount)
  }

  /// The scene's device, window and setting; nil when no device is known.
  private static func environment(of scene: SceneSpec) -> Environment? {
    let preset = Device.named(scene.device) ?? Device.named(Device.defaultName)
    let device = scene.window.flatMap { size in preset?.withWindow(size) } ?? preset
    guard let device else { return nil }
    return Environment(
      device: device, orientation: scene.orientation, multitasking: scene.multitasking,
      ios: scene.ios)
  }

  /// Without `reusingChildSlots` every controller record looks up all its children again
  /// (`ChildSlotsCache`), and without `reusingSheetEffects` every card's sheet effects are
  /// worked out from scratch (`SheetEffectsCache`), for the tests that compare planning with
  /// and without them.
  init(
    _ scene: SceneSpec, reusingChildSlots: Bool, reusingSheetEffects: Bool = true,
    stepCount: Int? = nil
  ) {
    pending = stepCount == nil ? scene.steps[...] : []
    header = Self.header(of: scene, stepCount: stepCount ?? scene.steps.count)
    guard let environment = Self.environment(of: scene) else {
      pending = []
      return
    }
    var world = World(environment: environment)
    world.childSlots.isEnabled = reusingChildSlots
    world.sheetEffects.isEnabled = reusingSheetEffects
    // Before the root loads: its own viewDidLoad is the app's first call (LC-1).
    world.app = scene.app?.run()
    let root = world.instantiate(scene.root)
    world.installRoot(root)
    var recorder = StepRecorder()
    recorder.capture(&world, .initial, notes: TimelineBuilder.initialNotes(world))
    var planner = Planner(world: world)
    planner.app = world.app
    planner.presentFromLifecycle(&recorder)  // P-10–P-12: presents from the launch's callbacks.
    initial = Step(
      index: 0, action: .initial, note: nil, warnings: recorder.warnings, error: recorder.error,
      phases: recorder.phases, environment: planner.world.environment)
    self.planner = planner
  }

  /// The backgrounds the app's Swift gave presented views in the steps planned so far (M-7).
  public var codeBackgrounds: [String: ControllerBackground] {
    planner?.codeBackgrounds ?? [:]
  }

  /// The next step with all its phases, or nil after the last one.
  public mutating func next() -> Step? {
    if let step = initial {
      initial = nil
      return step
    }
    guard let spec = pending.popFirst() else { return nil }
    return next(spec)
  }

  /// Plans `spec` as the step after the last one planned; the initial state, which `next()`
  /// gives first, must have been taken. Nil when the scene has no device.
  public mutating func next(_ spec: StepSpec) -> Step? {
    guard planner != nil else { return nil }
    defer { nextIndex += 1 }
    return planner?.run(spec, index: nextIndex)
  }
}
