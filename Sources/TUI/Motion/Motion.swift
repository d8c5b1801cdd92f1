import TransitionEngine

/// The window drawn in the screen picture while an animation plays between two phases
/// (presenter mode, recordings): an interpolated tree and how far along it is.
public struct Motion: Sendable, Equatable {
  public let window: ViewNode
  /// 0 at the earlier phase, 1 at the later one.
  public let progress: Double

  public init(window: ViewNode, progress: Double) {
    self.window = window
    self.progress = progress
  }

  public static func == (lhs: Motion, rhs: Motion) -> Bool {
    lhs.window.isSameVersion(as: rhs.window) && lhs.progress == rhs.progress
  }
}
