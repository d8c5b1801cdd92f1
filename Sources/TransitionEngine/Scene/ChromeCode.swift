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
  /// The alpha `dismissalTransitionWillBegin` gives it outside an alongside block: at once
  /// when the dismissal begins, with the line.
  public var dismissalAlpha: Double?
  public var dismissalAlphaLine: String?

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
