/// A rectangle of terminal cells: column, row, width and height.
public struct Region: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(width, 0)
    self.height = max(height, 0)
  }

  public static let empty = Region(x: 0, y: 0, width: 0, height: 0)

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width == 0 || height == 0 }

  public func contains(x column: Int, y row: Int) -> Bool {
    column >= x && column < maxX && row >= y && row < maxY
  }

  /// The region shrunk by `amount` cells on every side (empty when nothing is left).
  public func inset(by amount: Int) -> Region {
    Region(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// The cells both regions cover.
  public func intersection(_ other: Region) -> Region {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return Region(
      x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
  }

  /// Splits the width into columns of the given widths, left to right.
  public func columns(_ widths: [Int]) -> [Region] {
    var left = x
    return widths.map { width in
      defer { left += width }
      return Region(x: left, y: y, width: width, height: height)
    }
  }
}
