/// The `custom:` block of a present step (M-7, PC-1..PC-8).
public struct CustomPresentation: Hashable, Sendable {
  public var frame: Rect?
  public var removesPresentersView: Bool
  public var presentsInFullscreen: Bool
  /// Class names of the views the controller adds in `presentationTransitionWillBegin` and
  /// removes after the dismissal (PC-6).
  public var chrome: [String] = []
  /// `presentedView` returns a wrapper around the presented view (PC-3).
  public var wrapsPresentedView = false
  /// The developer's own subclass, when their Swift declares it (`swift:` files).
  public var code: PresentationControllerCode?

  public init(
    frame: Rect? = nil, removesPresentersView: Bool = false, presentsInFullscreen: Bool = true
  ) {
    self.frame = frame
    self.removesPresentersView = removesPresentersView
    self.presentsInFullscreen = presentsInFullscreen
  }
}
