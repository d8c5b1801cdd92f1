/// One character cell of a canvas: a single-column character and its style.
public struct Cell: Hashable, Sendable {
  public var character: Character
  public var style: Style

  public init(_ character: Character = " ", _ style: Style = .normal) {
    self.character = character
    self.style = style
  }

  public static let blank = Cell()
}
