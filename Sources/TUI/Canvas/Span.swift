/// A run of text in one style; a line of a pane is a list of spans.
public struct Span: Hashable, Sendable {
  public var text: String
  public var style: Style

  public init(_ text: String, _ style: Style = .normal) {
    self.text = text
    self.style = style
  }

  public init(_ text: String, _ role: Style.Role) {
    self.init(text, Style(role))
  }
}

/// One line of styled text.
public typealias Line = [Span]

extension Array where Element == Span {
  /// Number of columns the line takes (one or two a character, `CellWidth`).
  public var length: Int { reduce(0) { $0 + CellWidth.columns($1.text) } }

  /// The line without styles.
  public var plain: String { map(\.text).joined() }
}
