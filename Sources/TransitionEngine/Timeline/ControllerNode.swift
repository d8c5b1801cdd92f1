/// One controller in a phase's immutable controller tree (`_printHierarchy` material).
public final class ControllerNode: Sendable {
  public let id: ControllerID
  public let className: String
  public let kind: ControllerKind
  public let state: AppearanceState
  public let inWindow: Bool
  /// Class of the root view, or nil when the view is not loaded.
  public let viewClassName: String?
  public let children: [ControllerNode]
  public let presented: ControllerNode?
  public let presentationControllerClass: String?

  public init(
    id: ControllerID, className: String, kind: ControllerKind, state: AppearanceState,
    inWindow: Bool, viewClassName: String?, children: [ControllerNode],
    presented: ControllerNode?, presentationControllerClass: String?
  ) {
    self.id = id
    self.className = className
    self.kind = kind
    self.state = state
    self.inWindow = inWindow
    self.viewClassName = viewClassName
    self.children = children
    self.presented = presented
    self.presentationControllerClass = presentationControllerClass
  }

  /// The controller's name as the scene spells it.
  public var name: String { id.name }

  /// This controller and every controller below it (children, then presented), depth-first.
  public func flattened() -> [ControllerNode] {
    [self] + children.flatMap { $0.flattened() } + (presented?.flattened() ?? [])
  }
}
