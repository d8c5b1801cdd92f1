/// A size in points, as UIKit's `CGSize`.
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// `393×852`.
  public var description: String { "\(Rect.format(width))×\(Rect.format(height))" }
}
