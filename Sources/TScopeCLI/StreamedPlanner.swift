import TransitionEngine

/// The planner's side of `tscope print` when the steps are read while it plans: it sets the
/// scene up on its own thread (step 0), then plans each step the reading thread hands it
/// through `specs`, in order, until that hand-off ends (or throws the reader's error).
struct StreamedPlanner {
  let scene: SceneSpec
  let stepCount: Int
  let specs: StepHandOff<StepSpec>
  private var planner: TimelinePlanner?

  init(scene: SceneSpec, stepCount: Int, specs: StepHandOff<StepSpec>) {
    self.scene = scene
    self.stepCount = stepCount
    self.specs = specs
  }

  /// The next planned step: the initial state first, then one for each step read; nil after
  /// the last (or at once when the scene has no device).
  mutating func next() throws -> Step? {
    if planner == nil {
      planner = TimelinePlanner(scene, stepCount: stepCount)
      return planner?.next()
    }
    guard let spec = try specs.take() else { return nil }
    // `specs.take` gave the step; it is planned in place (no copy of the planner's world).
    return planner?.next(spec)
  }
}
