/// A frame as `-description` prints it: `(x y; w h)` in points.
public struct DumpRect: Hashable, Sendable {
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

  /// Reads `(x y; w h)`; nil unless there are four finite numbers.
  static func parse(_ text: Substring) -> DumpRect? {
    var body = text.drop { $0 == " " }
    guard body.first == "(", let close = body.lastIndex(of: ")") else { return nil }
    body = body[body.index(after: body.startIndex)..<close]
    let numbers = body.split(whereSeparator: { $0 == " " || $0 == ";" }).map { Double($0) }
    guard numbers.count == 4 else { return nil }
    let values = numbers.compactMap { $0 }.filter(\.isFinite)
    guard values.count == 4 else { return nil }
    return DumpRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }
}
