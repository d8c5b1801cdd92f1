/// One character cell of a canvas: a single-column character and its style.
///
/// A cell keeps one Unicode scalar, the first of its character: a terminal draws one scalar
/// per cell, so a combining mark or an emoji sequence shows as its first scalar on screen,
/// and the pictures and text made from a canvas say the same. Holding a scalar rather than a
/// `Character` keeps a canvas plain data, copied and compared without reference counting.
public struct Cell: Hashable, Sendable {
  public var scalar: Unicode.Scalar
  public var style: Style

  public init(_ character: Character = " ", _ style: Style = .normal) {
    self.init(scalar: character.unicodeScalars.first ?? " ", style)
  }

  public init(scalar: Unicode.Scalar, _ style: Style = .normal) {
    self.scalar = scalar
    self.style = style
  }

  /// The cell's character (its one scalar).
  public var character: Character {
    get { Character(scalar) }
    set { scalar = newValue.unicodeScalars.first ?? " " }
  }

  public static let blank = Cell()
}
