/// Everything the engine computed for a scene: the setting and every step with its phases.
public struct Timeline: Sendable {
  public let title: String
  public let about: String?
  /// The environment at the start of the scene.
  public let environment: Environment
  public let steps: [Step]
  /// The backgrounds the app's Swift gave presented views while the scene was planned (a
  /// presentation controller's `presentedView?.backgroundColor = .clear`, M-7), by
  /// controller: the picture draws them as it draws a scene's `background:`.
  public var codeBackgrounds: [String: ControllerBackground] = [:]
  /// The children the app's code added to controllers as the world created them (a
  /// `viewDidLoad`'s `addChild`, K-1), by controller, in `addChild` order.
  public var codeChildren: [String: [String]] = [:]

  public init(title: String, about: String?, environment: Environment, steps: [Step]) {
    self.title = title
    self.about = about
    self.environment = environment
    self.steps = steps
  }

  /// Total number of phases over all steps.
  public var phaseCount: Int { steps.reduce(0) { $0 + $1.phases.count } }
}
