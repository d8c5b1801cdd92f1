import TransitionEngine

/// One row of a view tree as styled text: change mark, tree guides, `Class <Owner> (x y; w h)`,
/// the containerView marker and the fold marker.
enum ViewRowText {
  /// `looks` colours the owner as the Controllers and Screen panes colour that controller.
  static func line(
    _ row: TreeRow, glyphs: Glyphs, selected: Bool, match: Bool, looks: ControllerLooks? = nil
  ) -> Line {
    let node = row.node
    var line: Line = [
      row.mark.map { Span(String($0.character), Style($0.role, bold: true)) } ?? Span(" "),
      selected ? Span(glyphs.cursor, Style(.selected, bold: true)) : Span(" "),
    ]
    if row.depth > 0 {
      var guides = ""
      for level in 1..<row.depth {
        let passes = level < 64 && row.guides & (1 << UInt64(level)) != 0
        guides += passes ? glyphs.pipe : "  "
      }
      line.append(Span(guides + (row.isLast ? glyphs.lastBranch : glyphs.branch), .dim))
    }
    let text: Style.Role = row.isGhost ? .dim : .normal
    line.append(Span(node.className, Style(text, underline: match)))
    if let owner = node.owner {
      let role = row.isGhost ? .dim : looks?.role(owner) ?? .accent
      line.append(Span(" <\(owner)>", Style(role, underline: match)))
    }
    line.append(Span(" " + node.frame.description, row.mark == .reframed ? .reframed : .dim))
    if node.isHidden { line.append(Span(" hidden", .dim)) }
    if row.foldedCount > 0 {
      line.append(Span(" \(glyphs.folded) +\(row.foldedCount)", Style(.accent, bold: true)))
    }
    if node.role == .containerView, !row.isGhost {
      line.append(Span(" " + glyphs.containerView, Style(.containerView, bold: true)))
    }
    guard selected else { return line }
    return line.map { span in
      var style = span.style
      style.reverse = true
      if style.role == .dim { style.role = .selected }
      return Span(span.text, style)
    }
  }
}
