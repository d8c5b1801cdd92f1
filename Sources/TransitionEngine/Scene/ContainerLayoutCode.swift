/// What the developer's presentation controller gives for one container size, as their Swift
/// ran with `containerView.bounds` of that size: UIKit calls `containerViewWillLayoutSubviews`,
/// sets the presented view's frame to `frameOfPresentedViewInContainerView` and calls
/// `containerViewDidLayoutSubviews` whenever the container lays out (PC-7, PC-4).
public struct ContainerLayoutCode: Hashable, Sendable {
  /// The container's size this layout is for.
  public var container: Size
  /// The presented view's frame; nil when it is unknown or UIKit's default (the bounds).
  public var frame: Rect?
  /// Why the frame is unknown (the app's own values); nil when it is known or the default.
  public var frameUnknown: String?
  /// The frames the layout callbacks give the chrome, in `ChromeCode` order; nil for the
  /// container's bounds.
  public var chromeFrames: [Rect?]

  public init(
    container: Size, frame: Rect? = nil, frameUnknown: String? = nil, chromeFrames: [Rect?] = []
  ) {
    self.container = container
    self.frame = frame
    self.frameUnknown = frameUnknown
    self.chromeFrames = chromeFrames
  }
}

extension CustomPresentation {
  /// PC-4, PC-7: `frameOfPresentedViewInContainerView` for a container of `bounds`: the
  /// developer's code as it ran for that size when it did, else the frame given once.
  func frame(in bounds: Rect) -> Rect? {
    let size = Size(width: bounds.width, height: bounds.height)
    guard let layout = code?.layouts.first(where: { $0.container == size }) else {
      return frame
    }
    return layout.frame
  }
}
