/// Identity of a view across snapshots: the same `UIView` keeps its ID when it moves.
public struct ViewID: Hashable, Sendable, Comparable {
  public let raw: Int

  public init(_ raw: Int) { self.raw = raw }

  public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.raw < rhs.raw }
}
