/// What the app's code gave the controllers the world created in one planning (issue 32):
/// the background each one's `viewDidLoad` set (M-7, T-4) and the children it added (K-1).
public struct MadeByCode: Hashable, Sendable {
  /// The background the code gave a controller's view, by controller.
  public var backgrounds: [String: ControllerBackground] = [:]
  /// The children a controller's `viewDidLoad` added, in `addChild` order, by controller.
  public var children: [String: [String]] = [:]

  public init() {}
}
