/// One call UIKit makes to a controller of the app's own class (LC-1, A-5): the controller,
/// its class from the `swift:` files and the override UIKit calls (`viewDidLoad`,
/// `viewWillAppear`, `viewWillTransition`…). The scene reader records only that the class has
/// overrides; the world asks the `AppCode` at each such call (docs/ARCHITECTURE.md, "Where the
/// app's code runs").
public struct ControllerCallbackCall: Hashable, Sendable {
  /// The scene's name of the controller called.
  public var controller: String
  /// The controller's class, a class of the `swift:` files.
  public var className: String
  /// The name of the method UIKit calls, as the app overrides it (`viewWillAppear`).
  public var method: String
  /// For `traitCollectionDidChange`, the traits that changed (`verticalSizeClass`,
  /// `horizontalSizeClass`): the handlers registered for one of them run too.
  public var changedTraits: [String]

  public init(controller: String, className: String, method: String, changedTraits: [String] = []) {
    self.controller = controller
    self.className = className
    self.method = method
    self.changedTraits = changedTraits
  }
}
