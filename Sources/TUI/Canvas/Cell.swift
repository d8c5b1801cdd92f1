/// One character cell of a canvas: a character and its style.
///
/// A cell keeps one Unicode scalar, the first of its character: a terminal draws one scalar
/// per cell, so a combining mark or an emoji sequence shows as its first scalar on screen,
/// and the pictures and text made from a canvas say the same. Holding a scalar rather than a
/// `Character` keeps a canvas plain data, copied and compared without reference counting.
/// A wide character (`CellWidth`) takes its cell and the next, which holds `continuation`.
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

  /// Whether this is the second column of the wide character in the cell before it: drawn by
  /// that character, never on its own.
  public var isContinuation: Bool { scalar == Cell.continuationScalar }

  /// Whether this cell holds a character two columns wide (its next cell is its continuation).
  public var isWide: Bool { CellWidth.isWide(scalar) }

  /// The second column of a wide character in `style`. Its scalar (NUL) never comes from text:
  /// `Canvas.put` writes a NUL as `?`.
  public static func continuation(_ style: Style = .normal) -> Cell {
    Cell(scalar: continuationScalar, style)
  }

  static let continuationScalar: Unicode.Scalar = "\u{0}"

  public static let blank = Cell()
}
