/// A lifecycle callback an app may present from (§3.2): `onViewDidLoad`, `onViewWillAppear`,
/// `onViewDidAppear` in a scene.
public enum LifecycleCallback: String, Hashable, Sendable, CaseIterable {
  case viewDidLoad
  case viewWillAppear
  case viewDidAppear

  /// The scene key that attaches a present to this callback: `onViewDidAppear`.
  public var sceneKey: String {
    "on" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
  }

  /// The callback this is, when `callback` is one of them.
  init?(_ callback: Callback) {
    switch callback {
    case .viewDidLoad: self = .viewDidLoad
    case .viewWillAppear: self = .viewWillAppear
    case .viewDidAppear: self = .viewDidAppear
    default: return nil
    }
  }
}

/// `present(_:animated:completion:)` called on a controller from inside one of its lifecycle
/// callbacks (P-10, P-11, P-12): the scene's `onViewDidAppear: { present: … }`.
public struct LifecyclePresent: Hashable, Sendable {
  public var callback: LifecycleCallback
  /// The presentation asked for; its `from` is the controller whose callback it is.
  public var present: PresentSpec
  public var animated: Bool
  /// The app guards the call (a `didPresent` flag): only the first such callback presents.
  /// Without it the call runs on every one (P-12).
  public var once: Bool
  /// `Home.swift:14` when the call is in the controller class's Swift override, not a scene
  /// key; nil for `onViewDidAppear:`.
  public var swiftLine: String?
  /// The Swift call sits in a `DispatchQueue.main.async` block.
  public var deferred = false

  public init(
    callback: LifecycleCallback, present: PresentSpec, animated: Bool = true, once: Bool = false,
    swiftLine: String? = nil
  ) {
    self.callback = callback
    self.present = present
    self.animated = animated
    self.once = once
    self.swiftLine = swiftLine
  }
}
