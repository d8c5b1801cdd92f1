import Wording

/// The `a` menu: the steps the scene could take next, one page at a time.
enum ActionMenuOverlay {
  static let width = 52

  static func box(_ menu: ActionMenuState, screen: Region) -> OverlayBox {
    OverlayBox(rows: menu.page.items.count, width: width, selection: menu.selection, in: screen)
  }

  static func render(
    _ canvas: inout Canvas, _ menu: ActionMenuState, state: AppState, screen: Region
  ) {
    let layout = box(menu, screen: screen)
    let footer: MenuWords
    if menu.naming {
      footer = .naming(menu.name ?? "")
    } else if let name = menu.name {
      footer = .named(name, animated: menu.animated)
    } else {
      footer = .keys(animated: menu.animated, back: menu.pages.count > 1)
    }
    layout.drawFrame(
      &canvas, title: menu.page.title, footer: footer.text(in: state.language), glyphs: state.glyphs
    )
    let items = menu.page.items
    for offset in 0..<layout.list.height {
      let index = layout.top + offset
      guard items.indices.contains(index) else { break }
      let item = items[index]
      let number = index < 9 ? "\(index + 1) " : "  "
      let cursor = index == menu.selection ? state.glyphs.cursor : " "
      var line: Line = [Span(cursor), Span(number, .dim)]
      switch item.choice {
      case .unavailable(let reason):
        line.append(Span(item.label, .dim))
        line.append(Span("  (\(reason))", .dim))
      case .page, .perform:
        line.append(Span(item.label))
      }
      if index == menu.selection {
        line = line.map { Span($0.text, Style(.selected, bold: true, reverse: true)) }
      }
      canvas.put(
        line, x: layout.list.x, y: layout.list.y + offset, width: layout.list.width,
        ellipsis: state.glyphs.ellipsis,
        fill: index == menu.selection ? Style(.selected, reverse: true) : nil)
    }
  }
}
