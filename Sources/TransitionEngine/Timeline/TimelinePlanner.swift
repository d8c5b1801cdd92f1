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

  /// Without `reusingChildSlots` every controller record looks up all its children again
  /// (`ChildSlotsCache`), and without `reusingSheetEffects` every card's sheet effects are
  /// worked out from scratch (`SheetEffectsCache`), for the tests that compare planning with
  /// and without them.
  init(_ scene: SceneSpec, reusingChildSlots: Bool, reusingSheetEffects: Bool = true) {
    pending = scene.steps[...]
    let preset = Device.named(scene.device) ?? Device.named(Device.defaultName)
    let device = scene.window.flatMap { size in preset?.withWindow(size) } ?? preset
    guard let device else {
      header = TimelineHeader(
        title: scene.title, about: scene.about,
        environment: TimelineBuilder.fallbackEnvironment, lastStepIndex: -1)
      pending = []
      return
    }
    let environment = Environment(
      device: device, orientation: scene.orientation, multitasking: scene.multitasking,
      ios: scene.ios)
    header = TimelineHeader(
      title: scene.title, about: scene.about, environment: environment,
      lastStepIndex: scene.steps.count)
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
    guard let spec = pending.popFirst(), planner != nil else { return nil }
    defer { nextIndex += 1 }
    return planner?.run(spec, index: nextIndex)
  }
}
