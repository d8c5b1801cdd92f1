import TransitionEngine
import Wording

/// The two header rows: scene title and setting, then the step and the strip of phase marks.
enum HeaderPane {
  static func render(_ canvas: inout Canvas, _ region: Region, _ context: RenderContext) {
    let session = context.view.session
    let glyphs = context.glyphs
    let environment = session.environment(at: session.position)
    let title = Span(session.timeline.title, Style(.header, bold: true))
    let brand: Line = [
      Span(" TransitionScope ", Style(.header, bold: true)), Span("\(glyphs.dot) ", .dim), title,
    ]
    let plain: Line = [Span(" "), title]
    let full: Line = [Span(Format.ascii(environment.summary, glyphs: glyphs) + " ", .dim)]
    let compact: Line = [Span(compactSummary(environment, glyphs: glyphs) + " ", .dim)]
    let choices = [(brand, full), (brand, compact), (plain, compact)]
    let (left, right) =
      choices.first { $0.0.length + 2 + $0.1.length <= region.width } ?? (plain, compact)
    twoSided(&canvas, y: region.y, width: region.width, glyphs: glyphs, left: left, right: right)
    let step = session.step
    let language = context.state.language
    let stepOf = ViewerWords.stepOf(step.index, max(session.timeline.steps.count - 1, 0))
    var stepLine: Line = [
      Span(" " + stepOf.text(in: language) + "  ", .dim),
      Span(PhaseName.step(step.action, in: language), Style(.accent, bold: true)),
    ]
    if let presenter = context.state.presenter {
      // Teacher's mode: a lasting badge, playing or paused, with the pace.
      let badge = (presenter.paused ? "‖ " : "▶ ") + presenter.paceText
      stepLine.append(Span("  " + Format.ascii(badge, glyphs: glyphs), Style(.accent, bold: true)))
    }
    if step.error != nil {
      stepLine.append(
        Span("  " + ViewerWords.exceptionBadge.text(in: language), Style(.error, bold: true)))
    } else if !step.warnings.isEmpty {
      stepLine.append(
        Span("  " + ViewerWords.warningBadge.text(in: language), Style(.warning, bold: true)))
    }
    twoSided(
      &canvas, y: region.y + 1, width: region.width, glyphs: glyphs, left: stepLine,
      right: phaseStrip(
        session, glyphs: glyphs, room: region.width - stepLine.length - 2, language: language))
  }

  /// `phase ● ● ◉ ○ ○ ○  3/6  to-view added · the to-view joins the container`, shortened to
  /// fit `room` columns: the gloss goes first, then the marks.
  static func phaseStrip(
    _ session: SceneSession, glyphs: Glyphs, room: Int, language: Language = .en
  ) -> Line {
    let phaseWord = ViewerWords.phaseWord.text(in: language) + " "
    let phases = session.step.phases
    let current = session.position.phase
    let marks = phases.indices.map { index -> Character in
      index < current ? glyphs.phaseDone : index == current ? glyphs.phaseCurrent : glyphs.phaseTodo
    }
    let strip = marks.map(String.init).joined(separator: " ")
    let name = PhaseName.name(session.phase, in: language)
    let count = "\(current + 1)/\(phases.count)"
    let gloss = PhaseGloss.gloss(session.phase, in: language)
    let full: Line = [
      Span(phaseWord, .dim), Span(strip, .accent), Span("  \(count)  ", .dim),
      Span(name, Style(.header, bold: true)), Span(" \(glyphs.dot) \(gloss) ", .dim),
    ]
    if !gloss.isEmpty, full.length <= room { return full }
    let short: Line = [
      Span(phaseWord, .dim), Span(strip, .accent), Span("  \(count)  ", .dim),
      Span(name + " ", Style(.header, bold: true)),
    ]
    if short.length <= room { return short }
    return [Span("\(count) ", .dim), Span(name + " ", Style(.header, bold: true))]
  }

  /// `iPhone 15 · portrait · wC hR · iOS 17`.
  static func compactSummary(_ environment: Environment, glyphs: Glyphs) -> String {
    var parts = [environment.device.displayName, environment.orientation.rawValue]
    if environment.device.family == .pad && environment.multitasking != .full {
      parts.append(environment.multitasking.rawValue)
    }
    let traits = environment.traits
    parts.append("w\(traits.horizontal.letter) h\(traits.vertical.letter)")
    parts.append("iOS \(environment.ios)")
    return parts.joined(separator: " \(glyphs.dot) ")
  }

  /// A row with `left` at the start and `right` at the end; `left` is cut to make room.
  static func twoSided(
    _ canvas: inout Canvas, y: Int, width: Int, glyphs: Glyphs, left: Line, right: Line
  ) {
    let rightWidth = right.length <= width - min(left.length, width / 2) ? right.length : 0
    canvas.put(left, x: 0, y: y, width: width - rightWidth - 1, ellipsis: glyphs.ellipsis)
    if rightWidth > 0 {
      canvas.put(right, x: width - rightWidth, y: y, width: rightWidth, ellipsis: glyphs.ellipsis)
    }
  }
}
