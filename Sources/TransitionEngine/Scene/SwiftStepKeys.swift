/// A step's keys that hold the developer's real Swift (`transitioningDelegate: "Fade()"`, a
/// segue's `class: CrossfadeSegue`, an inline `animator: |` of Swift), as written, so that a
/// scene written back (`w`) holds the Swift and not the animator lines it ran into.
public struct SwiftStepKeys: Hashable, Sendable {
  /// One key and its value's text.
  public struct Key: Hashable, Sendable {
    public var key: String
    public var text: String
    /// A literal block (`animator: |`) rather than one line.
    public var isBlock: Bool

    public init(key: String, text: String, isBlock: Bool) {
      self.key = key
      self.text = text
      self.isBlock = isBlock
    }
  }

  /// In the order the reader checks them; empty when the step's animator came from an earlier
  /// step's delegate (a dismissal asks the presented controller's delegate again, X-1).
  public var keys: [Key]

  public init(keys: [Key]) { self.keys = keys }
}
