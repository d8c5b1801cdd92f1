/// The filled shapes that draw box-drawing, block and shade characters in pictures, so lines
/// meet across cells and a black screen is one black area, whatever the font: rectangles in
/// a cell's unit square (0…1 across, 0…1 down), with the share of the colour they take.
enum CellShape {
  /// A rectangle in the unit square and its opacity.
  struct Part: Equatable {
    let x: Double
    let y: Double
    let width: Double
    let height: Double
    var opacity = 1.0
  }

  /// Line weights of the four arms of a box-drawing character: 0 none, 1 light, 2 heavy,
  /// 3 double. Up, right, down, left.
  static let arms: [Character: [UInt8]] = [
    "─": [0, 1, 0, 1], "│": [1, 0, 1, 0], "┌": [0, 1, 1, 0], "┐": [0, 0, 1, 1],
    "└": [1, 1, 0, 0], "┘": [1, 0, 0, 1], "├": [1, 1, 1, 0], "┤": [1, 0, 1, 1],
    "┬": [0, 1, 1, 1], "┴": [1, 1, 0, 1], "┼": [1, 1, 1, 1], "╭": [0, 1, 1, 0],
    "╮": [0, 0, 1, 1], "╰": [1, 1, 0, 0], "╯": [1, 0, 0, 1], "╴": [0, 0, 0, 1],
    "╵": [1, 0, 0, 0], "╶": [0, 1, 0, 0], "╷": [0, 0, 1, 0],
    "━": [0, 2, 0, 2], "┃": [2, 0, 2, 0], "┏": [0, 2, 2, 0], "┓": [0, 0, 2, 2],
    "┗": [2, 2, 0, 0], "┛": [2, 0, 0, 2], "┣": [2, 2, 2, 0], "┫": [2, 0, 2, 2],
    "┳": [0, 2, 2, 2], "┻": [2, 2, 0, 2], "╋": [2, 2, 2, 2],
    "═": [0, 3, 0, 3], "║": [3, 0, 3, 0], "╔": [0, 3, 3, 0], "╗": [0, 0, 3, 3],
    "╚": [3, 3, 0, 0], "╝": [3, 0, 0, 3], "╠": [3, 3, 3, 0], "╣": [3, 0, 3, 3],
    "╦": [0, 3, 3, 3], "╩": [3, 3, 0, 3], "╬": [3, 3, 3, 3],
  ]

  /// Block and shade characters: the part of the cell they fill and how densely.
  static let blocks: [Character: Part] = [
    "█": Part(x: 0, y: 0, width: 1, height: 1),
    "▀": Part(x: 0, y: 0, width: 1, height: 0.5),
    "▄": Part(x: 0, y: 0.5, width: 1, height: 0.5),
    "▌": Part(x: 0, y: 0, width: 0.5, height: 1),
    "▐": Part(x: 0.5, y: 0, width: 0.5, height: 1),
    "▓": Part(x: 0, y: 0, width: 1, height: 1, opacity: 0.75),
    "▒": Part(x: 0, y: 0, width: 1, height: 1, opacity: 0.5),
    "░": Part(x: 0, y: 0, width: 1, height: 1, opacity: 0.25),
  ]

  /// Whether the character is drawn as shapes rather than as text.
  static func isShape(_ character: Character) -> Bool {
    arms[character] != nil || blocks[character] != nil
  }

  /// The parts of `character` in a cell `width` by `height` units (line weights are in
  /// units, so lines keep their thickness whatever the cell's proportions); nil for text.
  static func parts(_ character: Character, width: Double, height: Double) -> [Part]? {
    if let block = blocks[character] { return [block] }
    guard let weights = arms[character] else { return nil }
    var parts: [Part] = []
    let centre = 0.5
    let up = weights[0]
    let right = weights[1]
    let down = weights[2]
    let left = weights[3]
    // Horizontal: one bar across the cell when both arms match, else the arm(s) to the centre,
    // reaching past it to cover the vertical line they meet.
    let crossReach = (up == 3 || down == 3 ? 2.0 : (max(up, down) == 2 ? 1.2 : 0.6))
    let reachX = crossReach / width
    for (weight, from, to) in spans(left, right, reach: reachX) {
      for offset in offsets(weight) {
        let thickness = weight == 2 ? 2.4 : 1.2
        let h = thickness / height
        parts.append(
          Part(x: from, y: centre + offset / height - h / 2, width: to - from, height: h))
      }
    }
    let sideReach = (left == 3 || right == 3 ? 2.0 : (max(left, right) == 2 ? 1.2 : 0.6))
    let reachY = sideReach / height
    for (weight, from, to) in spans(up, down, reach: reachY) {
      for offset in offsets(weight) {
        let thickness = weight == 2 ? 2.4 : 1.2
        let w = thickness / width
        parts.append(Part(x: centre + offset / width - w / 2, y: from, width: w, height: to - from))
      }
    }
    return parts
  }

  /// The stretches of a line through a cell along one axis, as (weight, from, to) in 0…1: one
  /// across the cell when both arms have the same weight, else each arm from its edge to just
  /// past the centre.
  private static func spans(_ first: UInt8, _ second: UInt8, reach: Double) -> [(
    UInt8, Double, Double
  )] {
    if first == second { return first == 0 ? [] : [(first, 0, 1)] }
    var result: [(UInt8, Double, Double)] = []
    if first > 0 { result.append((first, 0, 0.5 + reach)) }
    if second > 0 { result.append((second, 0.5 - reach, 1)) }
    return result
  }

  /// Offsets of the strokes of a line from the cell's centre line, in units: two for double.
  private static func offsets(_ weight: UInt8) -> [Double] { weight == 3 ? [-1.4, 1.4] : [0] }
}
