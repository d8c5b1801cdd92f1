/// A whole scene: setting, root controller and steps, as read from a scene file.
public struct SceneSpec: Hashable, Sendable {
  public var title: String
  public var about: String?
  public var device: String
  public var orientation: Orientation
  public var ios: Int
  public var multitasking: Multitasking
  public var root: ControllerSpec
  public var steps: [StepSpec]
  /// The `swift:` files, as the scene names them (relative to it), for writing it back.
  public var swiftFiles: [String] = []
  /// The app's Swift, ready to run: the planner runs it when UIKit calls the app (the steps'
  /// `appCall`s). Nil for a scene without real Swift in its steps.
  public var app: AppProgram?
  /// `window: [w, h]`: the window's size in portrait points, for a screen no preset has (an
  /// old dump's 320 × 568); the bars, safe areas and idiom stay those of `device`.
  public var window: Size?

  public init(
    title: String, about: String? = nil, device: String = Device.defaultName,
    orientation: Orientation = .portrait, ios: Int = 17, multitasking: Multitasking = .full,
    root: ControllerSpec, steps: [StepSpec] = []
  ) {
    self.title = title
    self.about = about
    self.device = device
    self.orientation = orientation
    self.ios = ios
    self.multitasking = multitasking
    self.root = root
    self.steps = steps
  }
}
