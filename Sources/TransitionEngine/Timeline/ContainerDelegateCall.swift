/// A method UIKit calls on a navigation or tab bar controller's `delegate` to get the app's
/// animator or interaction controller (N-4, TB-4).
public enum ContainerDelegateCall: Hashable, Sendable, CustomStringConvertible {
  case navigationAnimationController(push: Bool, from: ControllerID, to: ControllerID)
  case navigationInteractionController
  case tabAnimationController(from: ControllerID, to: ControllerID)
  case tabInteractionController

  public var description: String {
    switch self {
    case .navigationAnimationController(let push, let from, let to):
      return "navigationController(_:animationControllerFor: .\(push ? "push" : "pop"), "
        + "from: \(from), to: \(to))"
    case .navigationInteractionController:
      return "navigationController(_:interactionControllerFor:)"
    case .tabAnimationController(let from, let to):
      return "tabBarController(_:animationControllerForTransitionFrom: \(from), to: \(to))"
    case .tabInteractionController: return "tabBarController(_:interactionControllerFor:)"
    }
  }
}
