/// A view named in a block: the transition context's views or a controller's root view.
public enum CodeView: Hashable, Sendable, CustomStringConvertible {
  /// `transitionContext.containerView`.
  case containerView
  /// `transitionContext.view(forKey: .to)`, possibly nil.
  case toView
  /// `transitionContext.view(forKey: .from)`, possibly nil.
  case fromView
  /// `Name.view`: a controller's root view, never nil (`toVC.view`, `Shell.view`).
  case viewOf(CodeName)
  /// The `number`th snapshot the code made (`snapshotView(afterScreenUpdates:)`): a view of
  /// the app's own, in no superview until a line adds it.
  case snapshot(Int)
  /// The `number`th view the code made itself (`UIView()`, `UIImageView(frame:)`, an app
  /// class): a view of the app's own, in no superview until a line adds it.
  case made(Int)
  /// `UIApplication.shared.keyWindow` (CONTAINER-2), `view.window`: the scene's window.
  case keyWindow
  /// `view.superview`: whatever holds the view when the line runs, such as a UIKit wrapper
  /// above the container (X-14, T-2); nil when the view is in no view.
  indirect case superview(CodeView)

  public var description: String {
    switch self {
    case .containerView: return "containerView"
    case .toView: return "toView"
    case .fromView: return "fromView"
    case .viewOf(let name): return "\(name.text).view"
    case .snapshot(let number): return "snapshot \(number)"
    case .made(let number): return "made view \(number)"
    case .keyWindow: return "the key window"
    case .superview(let view): return "\(view).superview"
    }
  }
}
