/// The identity of a view controller in a scene: its unique name, printed as the scene
/// spells it (`Feed`).
public struct ControllerID: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The controller's name in the scene.
  public let name: String

  public init(_ name: String) { self.name = name }

  public init(stringLiteral name: String) { self.name = name }

  public var description: String { name }

  public static func < (lhs: ControllerID, rhs: ControllerID) -> Bool { lhs.name < rhs.name }
}
