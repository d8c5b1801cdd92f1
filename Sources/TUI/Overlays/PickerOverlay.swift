import Wording

/// The scene picker: the catalog's scenes by title in teaching order, then the playground,
/// then the files that did not load with their error. Typing filters the scenes.
enum PickerOverlay {
  static let width = 64

  /// Scenes matching the filter, then one row per file that failed to load.
  static func rowCount(_ picker: PickerState, state: AppState) -> Int {
    state.pickerEntries(matching: picker.filter).count + state.catalogFailures.count
  }

  static func box(_ picker: PickerState, state: AppState, screen: Region) -> OverlayBox {
    OverlayBox(
      rows: max(rowCount(picker, state: state), 1), width: width, selection: picker.selection,
      in: screen)
  }

  static func render(_ canvas: inout Canvas, _ picker: PickerState, state: AppState, screen: Region)
  {
    let entries = state.pickerEntries(matching: picker.filter)
    let layout = box(picker, state: state, screen: screen)
    let words = { (phrase: ViewerWords) in phrase.text(in: state.language) }
    let close = words(state.session == nil ? .quitKey : .escClose)
    let footer = words(picker.filter.isEmpty ? .typeToFilter(close: close) : .escClear)
    let title = words(picker.filter.isEmpty ? .openScene : .openSceneFilter(picker.filter))
    layout.drawFrame(&canvas, title: title, footer: footer, glyphs: state.glyphs)
    if entries.isEmpty, state.catalogFailures.isEmpty {
      canvas.put(
        words(.noSceneMatches), x: layout.list.x + 2, y: layout.list.y, style: Style(.dim))
    }
    for offset in 0..<layout.list.height {
      let index = layout.top + offset
      let line: Line
      if entries.indices.contains(index) {
        line = entryLine(entries[index], selected: index == picker.selection, layout, state)
      } else if state.catalogFailures.indices.contains(index - entries.count) {
        let failure = state.catalogFailures[index - entries.count]
        line = [
          Span(state.ascii ? "x " : "✗ ", Style(.error, bold: true)),
          Span(failure.shortMessage, .dim),
        ]
      } else {
        break
      }
      canvas.put(
        line, x: layout.list.x, y: layout.list.y + offset, width: layout.list.width,
        ellipsis: state.glyphs.ellipsis)
    }
  }

  /// `› Push a detail screen onto a navigation stack         push.yaml`.
  static func entryLine(
    _ entry: CatalogEntry, selected: Bool, _ layout: OverlayBox, _ state: AppState
  )
    -> Line
  {
    let file =
      entry.path.isEmpty ? ViewerWords.builtIn.text(in: state.language) : fileName(entry.path)
    let room = layout.list.width - CellWidth.columns(file) - 4
    var line: Line = [
      Span(selected ? state.glyphs.cursor + " " : "  "),
      Span(
        TextWrap.truncate(entry.title, width: max(room, 1), ellipsis: state.glyphs.ellipsis)),
    ]
    let gap = max(layout.list.width - line.length - CellWidth.columns(file), 1)
    line.append(Span(String(repeating: " ", count: gap) + file, .dim))
    if selected {
      line = line.map { Span($0.text, Style(.selected, bold: true, reverse: true)) }
    }
    return line
  }

  /// The last path component.
  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
