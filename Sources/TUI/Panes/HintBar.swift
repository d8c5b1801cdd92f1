import Wording

/// The bottom row: key hints, the search prompt while searching, or a status message.
enum HintBar {
  static func render(
    _ canvas: inout Canvas, _ region: Region, _ context: RenderContext?, state: AppState
  ) {
    canvas.put(
      line(state, context: context, width: region.width), x: region.x, y: region.y,
      width: region.width, ellipsis: state.glyphs.ellipsis)
  }

  static func line(_ state: AppState, context: RenderContext?, width: Int = .max) -> Line {
    if let status = state.status {
      return [Span(" " + status.text, Style(status.isError ? .error : .accent, bold: true))]
    }
    if let overlay = state.overlay {
      let pairs: [(String, HintWord)]
      switch overlay {
      case .help, .rule: pairs = [("j/k", .scroll), ("Esc", .close), ("q", .quit)]
      case .steps: pairs = [("j/k", .move), ("Enter", .go), ("Esc", .close), ("q", .quit)]
      case .actions:
        pairs = [
          ("j/k", .move), ("Enter", .choose), ("1-9", .pick), ("n", .name), ("t", .animated),
          ("Esc", .back), ("q", .quit),
        ]
      case .picker(let picker):
        let close: (String, HintWord) =
          picker.filter.isEmpty
          ? (state.session == nil ? ("q", .quit) : ("Esc", .close)) : ("Esc", .clear)
        pairs = [
          (HintWord.type.text(in: state.language), .toFilter), ("↑/↓", .move), ("Enter", .open),
          close,
        ]
      }
      return fitting(
        pairs.map {
          (state.ascii ? $0.0.replacingArrows : $0.0, $0.1.text(in: state.language))
        }, width: width)
    }
    if let search = state.search, let context {
      let matches = context.matches
      let index = state.selected.flatMap { matches.firstIndex(of: $0) }
      let events = context.view.phase.events.map { "\($0)" }
      let callbacks = ViewSearch.callbacks(search.query, in: events).count
      let words = { (phrase: ViewerWords) in phrase.text(in: state.language) }
      var count =
        matches.isEmpty
        ? words(.noViewMatches)
        : index.map { "\($0 + 1)/\(matches.count)" } ?? words(.viewsMatch(matches.count))
      if callbacks > 0 { count += " \(state.glyphs.dot) " + words(.callbacksInEvents(callbacks)) }
      if search.editing {
        return [
          Span(" /", Style(.accent, bold: true)), Span(search.query + "_"),
          Span("  \(count)", .dim), Span(words(.searchKeys), .dim),
        ]
      }
      return [
        Span(words(.searchLabel), .dim), Span(search.query, Style(.accent, bold: true)),
        Span("  \(count)  ", .dim),
      ]
        + keys("n", HintWord.next.text(in: state.language))
        + keys("N", HintWord.previous.text(in: state.language))
        + keys("Esc", HintWord.close.text(in: state.language))
    }
    return ranked(
      KeyMap.hints(focus: state.focus), ascii: state.ascii, width: width,
      language: state.language)
  }

  /// The key table's hints that fit, in table order: when they do not all fit, the ones of
  /// highest rank are left out first, so `? help` and `q quit` stay at any width.
  static func ranked(
    _ hints: [KeyBinding.Hint], ascii: Bool, width: Int, language: Language = .en
  ) -> Line {
    let shown = hints.map { ascii ? $0.key.replacingArrows : $0.key }
    var kept = Set<Int>()
    var used = 1
    var full = false
    for (index, hint) in hints.enumerated().sorted(by: { $0.element.rank < $1.element.rank }) {
      let length = keys(shown[index], hint.phrase.text(in: language)).length
      full = full || used + length - 2 > width
      if !full || hint.rank == 0 {
        kept.insert(index)
        used += length
      }
    }
    var line: Line = [Span(" ")]
    for (index, hint) in hints.enumerated() where kept.contains(index) {
      line += keys(shown[index], hint.phrase.text(in: language))
    }
    return trimmed(line)
  }

  /// The line without the spaces after its last hint (they would not fit at the exact width).
  static func trimmed(_ line: Line) -> Line {
    guard let last = line.last else { return line }
    var text = last.text
    while text.last == " " { text.removeLast() }
    return line.dropLast() + [Span(text, last.style)]
  }

  /// As many whole hints as fit in `width` columns.
  private static func fitting(_ pairs: [(String, String)], width: Int) -> Line {
    var line: Line = [Span(" ")]
    for (key, action) in pairs {
      let hint = keys(key, action)
      guard line.length + hint.length - 2 <= width else { break }
      line += hint
    }
    return line
  }

  private static func keys(_ key: String, _ action: String) -> Line {
    [Span(key, Style(.accent, bold: true)), Span(" " + action + "  ", .dim)]
  }
}

extension String {
  /// Arrow characters spelled out for ASCII terminals.
  var replacingArrows: String {
    var text = self
    for (arrow, word) in [("→", "Right"), ("←", "Left"), ("↑", "Up"), ("↓", "Down")] {
      text = text.split(separator: Character(arrow), omittingEmptySubsequences: false)
        .joined(separator: word)
    }
    return text
  }
}
