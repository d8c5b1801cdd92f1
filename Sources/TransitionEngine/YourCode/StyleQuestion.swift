/// What the planner asks a controller class of the app's Swift as UIKit presents it (§5,
/// PC-1): the `modalPresentationStyle` and `modalTransitionStyle` the class set on itself when
/// it was made, each asked only where the step writes no `style:` / `transition:`.
public struct StyleQuestion: Hashable, Sendable {
  /// The presented controller's class, a class of the `swift:` files.
  public var className: String
  /// The step writes no `style:`, so the class's own `modalPresentationStyle` decides.
  public var asksPresentation: Bool
  /// The step writes no `transition:`, so the class's own `modalTransitionStyle` decides.
  public var asksTransition: Bool

  public init(className: String, asksPresentation: Bool, asksTransition: Bool) {
    self.className = className
    self.asksPresentation = asksPresentation
    self.asksTransition = asksTransition
  }
}
