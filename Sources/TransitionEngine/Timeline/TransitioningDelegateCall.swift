/// A method UIKit calls on a presented controller's `transitioningDelegate` to get the app's
/// animator, interaction controller or presentation controller (§13.1, §13.2).
public enum TransitioningDelegateCall: Hashable, Sendable, CustomStringConvertible {
  case presentationController(
    forPresented: ControllerID, presenting: ControllerID, source: ControllerID)
  case animationControllerForPresented(
    ControllerID, presenting: ControllerID, source: ControllerID)
  case interactionControllerForPresentation
  case animationControllerForDismissed(ControllerID)
  case interactionControllerForDismissal

  public var description: String {
    switch self {
    case .presentationController(let presented, let presenting, let source):
      return "presentationController(forPresented: \(presented), presenting: \(presenting), "
        + "source: \(source))"
    case .animationControllerForPresented(let presented, let presenting, let source):
      return "animationController(forPresented: \(presented), presenting: \(presenting), "
        + "source: \(source))"
    case .interactionControllerForPresentation:
      return "interactionControllerForPresentation(using:)"
    case .animationControllerForDismissed(let dismissed):
      return "animationController(forDismissed: \(dismissed))"
    case .interactionControllerForDismissal: return "interactionControllerForDismissal(using:)"
    }
  }
}
