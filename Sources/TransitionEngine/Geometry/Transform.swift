/// An affine transform as UIKit's `CGAffineTransform`: `[a, b, c, d, tx, ty]` maps a point
/// (x, y) to (a·x + c·y + tx, b·x + d·y + ty). A view's transform applies around its centre.
public struct Transform: Hashable, Sendable {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A uniform scale followed by a translation (`CGAffineTransform(scaleX:y:)` then translated).
  public static func scale(_ factor: Double, tx: Double = 0, ty: Double = 0) -> Transform {
    Transform(a: factor, b: 0, c: 0, d: factor, tx: tx, ty: ty)
  }

  /// `CGAffineTransform(scaleX: a, y: 1)`: a turn about the vertical axis seen flat.
  public static func horizontalScale(_ factor: Double) -> Transform {
    Transform(a: factor, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// A view shortened by `fraction` of its height about its top edge: the top stays, the
  /// bottom rises (`height` is the untransformed height).
  public static func curledUp(_ fraction: Double, height: Double) -> Transform {
    Transform(a: 1, b: 0, c: 0, d: 1 - fraction, tx: 0, ty: -fraction * height / 2)
  }

  public var isIdentity: Bool { self == .identity }

  /// True when every value is within 1/10000 of `other`'s (what printing can tell apart).
  public func isClose(to other: Transform) -> Bool {
    zip(values, other.values).allSatisfy { abs($0 - $1) < 0.0001 }
  }

  /// `other` applied first, then this transform (`other.concatenating(self)` in Core
  /// Graphics' terms); both act around the same centre.
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + c * other.b, b: b * other.a + d * other.b,
      c: a * other.c + c * other.d, d: b * other.c + d * other.d,
      tx: a * other.tx + c * other.ty + tx, ty: b * other.tx + d * other.ty + ty)
  }

  /// Each of the six values `t` of the way from this transform to `other`.
  public func interpolated(to other: Transform, t: Double) -> Transform {
    Transform(
      a: a + (other.a - a) * t, b: b + (other.b - b) * t, c: c + (other.c - c) * t,
      d: d + (other.d - d) * t, tx: tx + (other.tx - tx) * t, ty: ty + (other.ty - ty) * t)
  }

  /// The six values in UIKit's order.
  public var values: [Double] { [a, b, c, d, tx, ty] }

  /// The frame UIKit reports for a view whose untransformed frame is `rect`: the bounding box
  /// of its corners mapped around the centre (anchor point 0.5, 0.5).
  public func applied(to rect: Rect) -> Rect {
    if isIdentity { return rect }
    let centreX = rect.x + rect.width / 2
    let centreY = rect.y + rect.height / 2
    let halfW = rect.width / 2
    let halfH = rect.height / 2
    var xs: [Double] = []
    var ys: [Double] = []
    for (px, py) in [(-halfW, -halfH), (halfW, -halfH), (-halfW, halfH), (halfW, halfH)] {
      xs.append(a * px + c * py + tx)
      ys.append(b * px + d * py + ty)
    }
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return Rect(
      x: centreX + minX, y: centreY + minY, width: (xs.max() ?? 0) - minX,
      height: (ys.max() ?? 0) - minY)
  }

  /// `[0.8727, 0, 0, 0.8727, 0, -23.7]`, the way `recursiveDescription` lists it.
  public var description: String {
    "[" + values.map(Transform.format).joined(separator: ", ") + "]"
  }

  /// A transform or alpha value: whole numbers without a fraction, others to 1/10000
  /// (scales need more digits than points); a non-finite value prints as 0.
  public static func format(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return "0" }
    let scaled = Int((value * 10_000).rounded())
    if scaled == 0 { return "0" }
    let sign = scaled < 0 ? "-" : ""
    let magnitude = abs(scaled)
    let whole = String(magnitude / 10_000)
    let fraction = magnitude % 10_000
    if fraction == 0 { return sign + whole }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 4 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return sign + whole + "." + digits
  }
}
