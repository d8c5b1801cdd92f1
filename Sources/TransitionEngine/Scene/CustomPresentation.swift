/// The `custom:` block of a present step (M-7, PC-1..PC-8).
public struct CustomPresentation: Hashable, Sendable {
  public var frame: Rect?
  public var removesPresentersView: Bool
  public var presentsInFullscreen: Bool

  public init(
    frame: Rect? = nil, removesPresentersView: Bool = false, presentsInFullscreen: Bool = true
  ) {
    self.frame = frame
    self.removesPresentersView = removesPresentersView
    self.presentsInFullscreen = presentsInFullscreen
  }
}
