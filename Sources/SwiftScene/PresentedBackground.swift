import TransitionEngine

extension PresentationControllerRun {
  /// The background a `backgroundColor = …` line gives the presented view, when it lets what
  /// is below show: `.clear` (and `UIColor.clear`) is clear; a colour with an alpha below 1
  /// (`withAlphaComponent(0.4)`, `UIColor(white: 0, alpha: 0.4)`) is translucent. Nil for
  /// another view, an opaque colour or one whose alpha the tool cannot read. The colour is read
  /// from the line's text: colours are not values the interpreter follows.
  static func background(of base: SwiftValue, _ line: String) -> ControllerBackground? {
    switch base {
    case .view(.viewOf(let name)) where name.text == "toVC": break
    case .view(.toView): break
    default: return nil
    }
    return seeThroughColour(line)
  }

  /// The background a `… backgroundColor = colour` line gives, when it lets what is below
  /// show; nil for an opaque colour or one whose alpha the tool cannot read.
  static func seeThroughColour(_ line: String) -> ControllerBackground? {
    guard let equals = line.firstIndex(of: "=") else { return nil }
    let colour = line[line.index(after: equals)...].filter { $0 != " " }
    if colour == ".clear" || colour == "UIColor.clear" || colour.hasPrefix(".clear.") {
      return .clear
    }
    for marker in ["withAlphaComponent(", "alpha:"] {
      guard let range = colour.firstRange(of: marker) else { continue }
      let digits = colour[range.upperBound...].prefix { $0.isNumber || $0 == "." }
      guard let alpha = Double(String(digits)) else { return nil }
      return alpha <= 0 ? .clear : alpha < 1 ? .translucent : nil
    }
    return nil
  }
}
