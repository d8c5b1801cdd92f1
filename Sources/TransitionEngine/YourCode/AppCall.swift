/// One question UIKit asks the app's Swift during a step (N-4, TB-4, X-1): the object asked,
/// the expression that builds it and UIKit's inputs. The scene reader writes it down without
/// running anything; the planner hands it to the scene's `AppProgram` when UIKit would ask,
/// with the world as it is then (docs/ARCHITECTURE.md, "Where the app's code runs").
public struct AppCall: Hashable, Sendable {
  /// What UIKit asks the object the expression builds.
  public var role: AppCallRole
  /// The Swift expression, as the scene wrote it, and where it starts.
  public var expression: AppExpression
  /// The class of `self` in the expression, when a controller of the files is its owner.
  public var selfType: String?
  /// The object kept under a key, so that later steps ask the same one (N-24, TB-14, X-1).
  public var kept: AppKeptObject?
  /// `transitionWasCancelled` at the end of the step's interaction; nil when not interactive.
  public var cancelled: Bool?
  /// The class of the transition's controllers by role (`toVC`, `fromVC`), where the scene
  /// says it.
  public var controllerClasses: [String: String]
  /// N-24, TB-14: the controllers of the scene (name and class, in the scene's order) whose
  /// `viewDidLoad` makes them the asked container's delegate (`navigationController?.delegate
  /// = self`). When not empty the call's object is one of them: the last whose view has
  /// loaded inside the container when UIKit asks; none yet, and UIKit asks no delegate.
  public var setBy: [DelegateSetter] = []

  public init(
    role: AppCallRole, expression: AppExpression, selfType: String? = nil,
    kept: AppKeptObject? = nil, cancelled: Bool? = nil, controllerClasses: [String: String] = [:]
  ) {
    self.role = role
    self.expression = expression
    self.selfType = selfType
    self.kept = kept
    self.cancelled = cancelled
    self.controllerClasses = controllerClasses
  }
}
