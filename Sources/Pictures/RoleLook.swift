/// How one role looks in a theme: a foreground colour (nil: the terminal's own) and attributes.
public struct RoleLook: Hashable, Sendable {
  public var color: Int16?
  public var bold = false
  public var dim = false
  public var reverse = false
  public var underline = false

  public init(
    color: Int16? = nil, bold: Bool = false, dim: Bool = false, reverse: Bool = false,
    underline: Bool = false
  ) {
    self.color = color
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
  }
}
