import TransitionEngine
import Yams

/// A scene read up to its steps, whose steps are then read one at a time in their order, so
/// that planning can begin before the last step is read (`tscope print`, issue 36).
public struct SceneStream {
  /// The scene without its steps: `steps` is empty and `app` nil (see `app`).
  public let scene: SceneSpec
  /// How many steps the scene has, known before any is read.
  public let stepCount: Int
  private let entries: [Node]
  private let context: ReadContext?
  private var ready: [StepSpec]
  private var read: [StepSpec] = []
  private var nextIndex = 0
  private let appOfWhole: AppProgram?

  /// A scene read whole (a built-in scene, a dump): its steps are handed out as they are.
  public init(reading whole: SceneSpec) {
    var scene = whole
    scene.steps = []
    scene.app = nil
    self.scene = scene
    stepCount = whole.steps.count
    entries = []
    context = nil
    ready = whole.steps
    appOfWhole = whole.app
  }

  /// The scene read up to `steps`, whose `entries` are read by `next()` with `context`.
  init(scene: SceneSpec, entries: [Node], context: ReadContext) {
    self.scene = scene
    stepCount = entries.count
    self.entries = entries
    self.context = context
    ready = []
    appOfWhole = nil
  }

  /// The next step, read now; nil after the last. A step that cannot be read is its located
  /// error, as when the whole scene is read at once.
  public mutating func next() throws(SceneError) -> StepSpec? {
    guard nextIndex < stepCount else { return nil }
    defer { nextIndex += 1 }
    guard let context else { return ready[nextIndex] }
    let step = try StepReader(context: context).read(entries[nextIndex], index: nextIndex)
    read.append(step)
    return step
  }

  /// The app the scene's Swift makes, known once every step is read (a step's Swift can
  /// start it): nil for a scene without Swift, and then planning the steps as they came
  /// plans what the whole scene would.
  public var app: AppProgram? {
    guard let context else { return appOfWhole }
    guard nextIndex >= stepCount, context.asksApp else { return nil }
    return context.startedSwift?.program()
  }

  /// The whole scene, once every step is read: what `SceneLoader.parse` returns.
  public var whole: SceneSpec {
    var whole = scene
    whole.steps = context == nil ? ready : read
    whole.app = app
    return whole
  }
}
