import TransitionEngine
import Wording

/// Draws `tscope compare`: each scene in a column of its own (its title, step and phase, the
/// screen picture beside the view tree, the explanation below), a line between them, and the
/// keys on the bottom row.
public enum CompareView {
  /// Two columns of 30 and the line between them; 16 rows hold the trees and the Why pane.
  public static let minimumWidth = 61
  public static let minimumHeight = 16
  /// Rows of a column's heading: the scene's title, its step, its phase.
  static let headingRows = 3

  /// Where one scene's parts go inside its column.
  struct Column {
    var heading: Region
    var screen: Region
    var views: Region
    var why: Region
  }

  public static func render(_ state: CompareState, width: Int, height: Int) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    guard width >= minimumWidth, height >= minimumHeight else {
      let times = state.ascii ? "x" : "×"
      let whole = Region(x: 0, y: 0, width: width, height: height)
      let needs = CompareWords.needs("\(minimumWidth)\(times)\(minimumHeight)")
      for (offset, line) in TextWrap.wrap(needs.text(in: state.language), width: width)
        .enumerated()
      {
        canvas.putCentered(line, in: whole, y: height / 2 + offset, style: Style(.warning))
      }
      return canvas
    }
    let glyphs = Glyphs.forASCII(state.ascii)
    let (leftRegion, rightRegion) = halves(width: width, height: height)
    let row = state.current
    draw(
      &canvas, state.left, in: leftRegion, own: row.leftOwn, other: state.right,
      top: state.leftTop, state: state)
    draw(
      &canvas, state.right, in: rightRegion, own: row.rightOwn, other: state.left,
      top: state.rightTop, state: state)
    for y in 0..<(height - 1) {
      canvas[leftRegion.maxX, y] = Cell(glyphs.box.vertical, Style(.border))
    }
    drawHints(&canvas, state, y: height - 1, width: width)
    if state.showsHelp {
      CompareKeys.drawHelp(
        &canvas, ascii: state.ascii, screen: Region(x: 0, y: 0, width: width, height: height - 1),
        language: state.language)
    }
    return canvas
  }

  /// The two columns (the bottom row and the line between them left out).
  static func halves(width: Int, height: Int) -> (Region, Region) {
    let left = (width - 1) / 2
    return (
      Region(x: 0, y: 0, width: left, height: height - 1),
      Region(x: left + 1, y: 0, width: width - left - 1, height: height - 1)
    )
  }

  /// A column's parts: the heading, then the screen picture and the views side by side, and
  /// the Why pane under them when there is room.
  static func column(_ region: Region, window: Rect) -> Column {
    let bodyHeight = region.height - headingRows
    let whyHeight = bodyHeight >= 14 ? max(6, bodyHeight * 35 / 100) : 0
    let top = Region(
      x: region.x, y: region.y + headingRows, width: region.width,
      height: bodyHeight - whyHeight)
    let screen = PaneLayout.screenPaneWidth(
      rows: top.height - 2, window: window, limit: region.width * 2 / 5)
    let columns = top.columns([screen, region.width - screen])
    return Column(
      heading: Region(x: region.x, y: region.y, width: region.width, height: headingRows),
      screen: columns[0], views: columns[1],
      why: Region(x: region.x, y: top.maxY, width: region.width, height: whyHeight))
  }

  /// Rows of a view tree on screen (the same in both columns).
  static func viewsHeight(_ state: CompareState) -> Int {
    let (left, _) = halves(width: state.size.width, height: state.size.height)
    return max(column(left, window: .zero).views.height - 2, 1)
  }

  /// The first row of a view tree to show: `scroll`, or from the top unless the first changed
  /// row would be out of view (then two rows above it).
  static func top(_ session: SceneSession, scroll: Int?, height: Int) -> Int {
    if let scroll { return scroll }
    let rows = TreeRows.rows(session.phase.window, diff: session.diff, folded: [])
    guard let first = rows.firstIndex(where: { $0.mark != nil }), first >= height else {
      return 0
    }
    return max(first - 2, 0)
  }

  private static func draw(
    _ canvas: inout Canvas, _ session: SceneSession, in region: Region, own: Bool,
    other: SceneSession, top: Int?, state compare: CompareState
  ) {
    let parts = column(region, window: session.phase.window.frame)
    var state = AppState(catalog: [], session: session, ascii: compare.ascii, size: compare.size)
    state.clean = true
    state.language = compare.language
    state.scroll[.views] = self.top(
      session, scroll: top, height: max(parts.views.height - 2, 1))
    let context = RenderContext(
      state: state, glyphs: state.glyphs, view: PhaseView(session, state: state))
    drawHeading(&canvas, session, in: parts.heading, own: own, other: other, state: state)
    ScreenPane.render(&canvas, parts.screen, context)
    ViewsPane.render(&canvas, parts.views, context)
    guard parts.why.height > 0 else { return }
    if own {
      WhyPane.render(&canvas, parts.why, context)
    } else {
      let inner = PaneFrame.draw(
        &canvas, parts.why, title: [Span(PaneID.why.title(in: state.language))], focused: false,
        glyphs: state.glyphs)
      let held = self.held(session, other: other, language: state.language)
      let text = TextWrap.wrap(held, width: inner.width).map {
        [Span($0, .dim)]
      }
      PaneFrame.drawLines(&canvas, text, top: 0, inner: inner, glyphs: state.glyphs)
    }
  }

  /// The title, `step 1/2: present …` and `phase 3/7: …` (or what the scene holds).
  private static func drawHeading(
    _ canvas: inout Canvas, _ session: SceneSession, in region: Region, own: Bool,
    other: SceneSession, state: AppState
  ) {
    let glyphs = state.glyphs
    let step = session.step
    let steps = session.timeline.steps.count - 1
    let phases = step.phases.count
    let index = session.position.phase + 1
    let phase =
      own
      ? CompareWords.phase(index, of: phases, PhaseName.name(session.phase, in: state.language))
      : CompareWords.stillAt(
        missing: PhaseName.name(other.phase, in: state.language), index, of: phases)
    let lines: [(String, Style)] = [
      (session.spec.title, Style(.header, bold: true)),
      (
        CompareWords.step(step.index, of: steps, "\(step.action)").text(in: state.language),
        Style(.normal)
      ),
      (phase.text(in: state.language), own ? Style(.accent, bold: true) : Style(.dim)),
    ]
    for (offset, line) in lines.enumerated() {
      canvas.put(
        [Span(" " + line.0, line.1)], x: region.x, y: region.y + offset, width: region.width,
        ellipsis: glyphs.ellipsis)
    }
  }

  /// The Why of a scene that has no phase of the other's name in this row.
  static func held(_ session: SceneSession, other: SceneSession, language: Language = .en)
    -> String
  {
    CompareWords.held(
      missing: PhaseName.name(other.phase, in: language),
      shown: PhaseName.name(session.phase, in: language)
    ).text(in: language)
  }

  private static func drawHints(_ canvas: inout Canvas, _ state: CompareState, y: Int, width: Int) {
    var line: Line = [Span(" ")]
    for row in CompareKeys.rows {
      let shown = state.ascii ? row.key.replacingArrows : row.key
      line += [
        Span(shown, Style(.accent, bold: true)),
        Span(" " + row.word(in: state.language) + "  ", .dim),
      ]
    }
    let count = " \(state.row + 1)/\(state.lockstep.rows.count) "
    canvas.put(line, x: 0, y: y, width: max(width - count.count, 0), ellipsis: "")
    canvas.put(count, x: width - count.count, y: y, style: Style(.dim))
  }
}
