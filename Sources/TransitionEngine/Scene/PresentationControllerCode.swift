/// The developer's own `UIPresentationController` subclass as their Swift ran it: the views it
/// adds, the frame it gives, whether it removes the presenter's view, each with the Swift line
/// that decided it (PC-1..PC-7, M-7). Lines read `CardPresentationController.swift:18`.
public struct PresentationControllerCode: Hashable, Sendable {
  /// The subclass's name, printed where UIKit's class would be.
  public var className: String
  /// The views `presentationTransitionWillBegin` adds to the container, in the order added.
  public var chrome: [ChromeCode] = []
  /// The line `frameOfPresentedViewInContainerView` returned its frame at; nil when the class
  /// keeps UIKit's default (the container's bounds, PC-4).
  public var frameLine: String?
  /// Why the frame is unknown (the app's own values); the container's bounds are drawn then.
  public var frameUnknown: String?
  /// The line `shouldRemovePresentersView` returned true at (M-7, T-4).
  public var removesLine: String?
  /// Why `shouldRemovePresentersView` is unknown; UIKit's default (false) is drawn then.
  public var removesUnknown: String?
  /// The line `presentedView` returned a wrapper at (PC-3).
  public var wrapperLine: String?
  /// The line of `dismissalTransitionDidEnd` that removes the chrome when it completed (PC-6).
  public var dismissalRemovesChrome: String?
  /// What the methods do that the tool does not model, as
  /// `CardPresentationController.swift:31 view.layer.cornerRadius = 12. why`.
  public var notModelled: [String] = []

  public init(className: String) { self.className = className }
}

/// One view a presentation controller adds in `presentationTransitionWillBegin` (PC-6).
public struct ChromeCode: Hashable, Sendable {
  /// Its class (`UIView`, `UIVisualEffectView`, the app's `DimmingView`).
  public var className: String
  /// The line that added it: `CardPresentationController.swift:18`.
  public var line: String
  /// Added below everything in the container (`insertSubview(_:at: 0)`), else on top.
  public var atBack: Bool
  /// Its alpha when added.
  public var alpha: Double
  /// The frame the code gives it; nil for the container's bounds.
  public var frame: Rect?
  /// The alpha an `animate(alongsideTransition:)` block of the presentation gives it.
  public var presentedAlpha: Double?
  /// The alpha an alongside block of the dismissal gives it.
  public var dismissedAlpha: Double?

  public init(
    className: String, line: String, atBack: Bool, alpha: Double = 1,
    presentedAlpha: Double? = nil, dismissedAlpha: Double? = nil
  ) {
    self.className = className
    self.line = line
    self.atBack = atBack
    self.alpha = alpha
    self.presentedAlpha = presentedAlpha
    self.dismissedAlpha = dismissedAlpha
  }
}
