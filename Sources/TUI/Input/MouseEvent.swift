import TransitionEngine

/// A mouse event in canvas coordinates (column `x`, row `y`).
public struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  public enum Kind: Hashable, Sendable {
    case click
    case wheelUp
    case wheelDown
  }

  public var kind: Kind
  public var x: Int
  public var y: Int

  public init(kind: Kind, x: Int, y: Int) {
    self.kind = kind
    self.x = x
    self.y = y
  }
}
