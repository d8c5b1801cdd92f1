/// The scene picker: the catalog's scenes by title, then the playground.
enum PickerOverlay {
  static let width = 64

  static func box(_ picker: PickerState, state: AppState, screen: Region) -> OverlayBox {
    OverlayBox(
      rows: state.pickerEntries.count, width: width, selection: picker.selection, in: screen)
  }

  static func render(_ canvas: inout Canvas, _ picker: PickerState, state: AppState, screen: Region)
  {
    let entries = state.pickerEntries
    let layout = box(picker, state: state, screen: screen)
    let footer = state.session == nil ? "Enter open  q quit" : "Enter open  Esc close"
    layout.drawFrame(&canvas, title: "Open a scene", footer: footer, glyphs: state.glyphs)
    for offset in 0..<layout.list.height {
      let index = layout.top + offset
      guard entries.indices.contains(index) else { break }
      let entry = entries[index]
      let selected = index == picker.selection
      let file = entry.path.isEmpty ? "built in" : fileName(entry.path)
      let room = layout.list.width - file.count - 4
      var line: Line = [
        Span(selected ? state.glyphs.cursor + " " : "  "),
        Span(
          TextWrap.truncate(entry.spec.title, width: max(room, 1), ellipsis: state.glyphs.ellipsis)),
      ]
      let gap = max(layout.list.width - line.length - file.count, 1)
      line.append(Span(String(repeating: " ", count: gap) + file, .dim))
      if selected {
        line = line.map { Span($0.text, Style(.selected, bold: true, reverse: true)) }
      }
      canvas.put(
        line, x: layout.list.x, y: layout.list.y + offset, width: layout.list.width,
        ellipsis: state.glyphs.ellipsis)
    }
  }

  /// The last path component.
  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
