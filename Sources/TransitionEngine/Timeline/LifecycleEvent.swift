/// One entry of a phase's event list: a callback UIKit makes while reaching the phase. Its
/// `description` is the line printed in text and JSON output.
public enum LifecycleEvent: Hashable, Sendable, CustomStringConvertible {
  /// A method called on a view controller: `Feed.viewWillAppear(animated: true)`.
  case controller(ControllerID, Callback)
  /// A method called on the presentation controller of a presented controller:
  /// `Sheet.presentationController.presentationTransitionWillBegin()`.
  case presentationController(of: ControllerID, PresentationCallback)
  /// A method called on the transition animator: `animator.animateTransition(using:)`.
  case animator(AnimatorCallback)
  /// A method called on a presented controller's transitioning delegate.
  case transitioningDelegate(of: ControllerID, TransitioningDelegateCall)
  /// A method called on a navigation or tab bar controller's delegate.
  case containerDelegate(of: ControllerID, ContainerDelegateCall)
  /// A call on the interaction controller: `interactionController.update(0.4)`.
  case interactionController(InteractionCall)
  /// The completion block passed to `present` or `dismiss` runs.
  case completionBlock(of: CompletionCall)
  /// A delegate call of the app's with what its Swift returned:
  /// `Nav.delegate.navigationController(…) → nil (UIKit's default slide)`.
  indirect case answered(LifecycleEvent, answer: String)

  /// The controller the event is about, if any.
  public var controller: ControllerID? {
    switch self {
    case .controller(let id, _), .presentationController(let id, _),
      .transitioningDelegate(let id, _), .containerDelegate(let id, _):
      return id
    case .animator, .interactionController, .completionBlock: return nil
    case .answered(let call, _): return call.controller
    }
  }

  public var description: String {
    switch self {
    case .controller(let id, let callback): return "\(id).\(callback)"
    case .presentationController(let id, let callback):
      return "\(id).presentationController.\(callback)"
    case .animator(let callback): return "animator.\(callback)"
    case .transitioningDelegate(let id, let call): return "\(id).transitioningDelegate.\(call)"
    case .containerDelegate(let id, let call): return "\(id).delegate.\(call)"
    case .interactionController(let call): return "interactionController.\(call)"
    case .completionBlock(let call): return "\(call.rawValue) completion block"
    case .answered(let call, let answer): return "\(call) → \(answer)"
    }
  }
}
