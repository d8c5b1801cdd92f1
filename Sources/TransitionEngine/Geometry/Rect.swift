/// A rectangle in points, as UIKit's `CGRect`: origin and size.
public struct Rect: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The rectangle at the origin with this one's size (UIKit's `bounds`).
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }

  /// This rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// The rectangle part-way from `self` to `other` (`t` = 0 gives self, 1 gives other).
  public func interpolated(to other: Rect, t: Double) -> Rect {
    Rect(
      x: x + (other.x - x) * t, y: y + (other.y - y) * t,
      width: width + (other.width - width) * t, height: height + (other.height - height) * t)
  }

  /// `recursiveDescription` style: `(0 0; 393 852)`.
  public var description: String {
    "(\(Rect.format(x)) \(Rect.format(y)); \(Rect.format(width)) \(Rect.format(height)))"
  }

  /// A point value the way UIKit prints it: whole numbers without a fraction, others to 1/100.
  /// Safe for any Double: huge values are printed as they are (never scaled past the
  /// largest finite number), non-finite ones as `inf`, `-inf` or `nan`.
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    guard abs(value) < 1e15 else { return String(value) }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() {
      let whole = Int(rounded)
      return whole == 0 ? "0" : String(whole)
    }
    var text = String(rounded)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
