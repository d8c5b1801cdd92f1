import TransitionEngine

/// What a controller class's appearance overrides do, as the runtime the reader is given
/// (`SceneSwiftReading.controllerOverrides`) answers them when the scene is read: the presents
/// they make (played as the scene's `onViewDidLoad` … hooks, P-10–P-12), the background
/// `viewDidLoad` gives the view (M-7, T-4) and what the tool does not model, by callback.
public struct ControllerOverrides {
  /// A `present(_:animated:completion:)` an override makes.
  public struct Present {
    public var callback: LifecycleCallback
    /// The class of the controller presented (the navigation controller's, for one the code
    /// wraps around it).
    public var className: String
    /// How the code made it: `X()`, a storyboard's, or a navigation controller around one.
    public var controller: PresentedByCode
    /// What the code set on the presented controller (or its class on itself) before the call.
    public var style: PresentationStyle?
    public var transition: ModalTransitionStyle?
    public var animated: Bool
    /// The second appearance makes no such call (a `hasShownOnboarding` flag): P-12's guard.
    public var once: Bool
    /// `Home.swift:14`.
    public var line: String
    /// The call sits in a `DispatchQueue.main.async` block.
    public var deferred: Bool

    public init(
      callback: LifecycleCallback, className: String, controller: PresentedByCode,
      style: PresentationStyle?, transition: ModalTransitionStyle?, animated: Bool, once: Bool,
      line: String, deferred: Bool
    ) {
      self.callback = callback
      self.className = className
      self.controller = controller
      self.style = style
      self.transition = transition
      self.animated = animated
      self.once = once
      self.line = line
      self.deferred = deferred
    }
  }

  public var presents: [Present] = []
  /// The children `viewDidLoad` adds with the containment calls (K-1), in `addChild` order.
  public var children: [ChildByCode] = []
  /// The colour `viewDidLoad` gives the view, when it lets what is below show, with its line.
  public var background: ControllerBackground?
  public var backgroundLine: String?
  /// `not modelled: Home.swift:31 …` lines, by callback name (`viewDidLoad`).
  public var notes: [String: [String]] = [:]

  /// No presents, children, background or notes.
  public init() {}
}
