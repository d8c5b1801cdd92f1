import RuleBook
import Wording
import TUI
import TransitionEngine

/// The data of an exported walk-through page as one JSON object: the scene's title, its steps
/// with their phases (view lines with change marks and layers, the index of the controller
/// lines, events, explanation, the screen picture to show in the dark and the light theme),
/// the screen pictures and the controller lines (each distinct one once) and the text of
/// every rule the explanations cite.
struct WalkPageData {
  /// The screen picture's size in cells: as tall as given, as wide as the widest window of
  /// the scene needs (the device fills the picture's height when it stands upright).
  var pictureWidth = 44
  var pictureHeight = 30
  /// Animation frames between two phases whose views move (0 for none).
  var tweenFrames = 2

  private var pictures: [String] = []
  /// Every distinct controller line once, and every distinct list of them once (as indices
  /// into the lines): a long chain repeats a thousand controller lines in every phase.
  private var controllerLines: [String] = []
  private var controllerLineIndex: [String: Int] = [:]
  private var controllerLists: [String] = []
  private var controllerListIndex: [String: Int] = [:]
  private var pictureIndex: [String: Int] = [:]
  /// The language of the rules' titles and text.
  var language = Language.en
  private var canvasIndex: [Canvas: String] = [:]

  /// The page's data for `session` (its position is ignored).
  mutating func json(_ session: SceneSession) -> String {
    var session = session
    let timeline = session.timeline
    let aspect =
      timeline.steps.flatMap(\.phases).map { phase in
        phase.window.frame.height > 0 ? phase.window.frame.width / phase.window.frame.height : 1
      }.max() ?? 1
    let cells = (Double(pictureHeight - 2) * SVGText.cellHeight / SVGText.cellWidth * aspect)
    pictureWidth = cells.isFinite ? min(max(Int(cells) + 4, 16), 120) : 44
    var steps: [String] = []
    var cited = Set<String>()
    let last = timeline.steps.count - 1
    for step in timeline.steps {
      var phases: [String] = []
      for (offset, phase) in step.phases.enumerated() {
        let position = Position(step: step.index, phase: offset)
        let previous = position.previous(in: timeline).flatMap { session.phase(at: $0) }
        session.position = position
        cited.formUnion(phase.notes.flatMap(\.rules))
        let picture = pictures(session, motion: nil)
        var tweens: [String] = []
        if let previous, tweenFrames > 0, WindowTween.moves(from: previous.window, to: phase.window)
        {
          tweens = (1...tweenFrames).map { index in
            let progress = Double(index) / Double(tweenFrames + 1)
            let motion = Motion(
              window: WindowTween.window(
                from: previous.window, to: phase.window, progress: progress),
              progress: progress)
            return pictures(session, motion: motion)
          }
        }
        phases.append(
          object([
            ("name", quote(PhaseName.name(phase, in: language))),
            ("views", array(viewLines(session))),
            ("controllers", controllers(HierarchyText.lines(phase.controllers))),
            ("events", array(phase.events.map { quote($0.description) })),
            ("why", quote(phase.explanation(in: language.notes))),
            ("picture", picture),
            ("tweens", array(tweens)),
          ]))
      }
      var fields = [
        (
          "title",
          quote(
            ViewerWords.stepOf(step.index, last).text(in: language) + ": "
              + PhaseName.step(step.action, in: language))
        ),
        ("phases", array(phases)),
      ]
      if let note = step.note, step.index > 0 { fields.append(("note", quote(note))) }
      fields.append(("warnings", array(step.warnings.map(quote))))
      if let error = step.error { fields.append(("exception", quote(error))) }
      steps.append(object(fields))
    }
    let rules = cited.sorted().compactMap { id in
      RuleBook.rule(id).map { rule in
        (
          id,
          object([
            ("title", quote(rule.title(in: language))),
            ("text", quote(RuleBook.text(of: rule, in: language))),
            ("links", array(RuleBook.links(of: rule).map(quote))),
          ])
        )
      }
    }
    return object([
      ("title", quote(timeline.title)),
      ("environment", quote(timeline.environment.summary)),
      ("about", timeline.about.map(quote) ?? "null"),
      ("steps", array(steps)),
      ("pictures", array(pictures.map(quote))),
      ("controllerLines", array(controllerLines.map(quote))),
      ("controllerLists", array(controllerLists)),
      ("rules", object(rules)),
    ])
  }

  /// One view a line, as `tscope print` writes it, with the viewer's change mark; removed
  /// views come back as ghost lines where they were. Each line also carries what the layers
  /// view draws: the view's identity (the same across phases), its frame in the window's
  /// coordinates, its class and owner, and whether it is private to UIKit or the container.
  private func viewLines(_ session: SceneSession) -> [String] {
    let rows = TreeRows.rows(session.phase.window, diff: session.diff, folded: [])
    var origins: [(x: Double, y: Double)] = []
    origins.reserveCapacity(rows.count)
    return rows.map { row in
      let node = row.node
      let base = origins.indices.contains(row.parent) ? origins[row.parent] : (x: 0, y: 0)
      let frame = node.frame
      let origin = (x: base.x + frame.x, y: base.y + frame.y)
      origins.append(origin)
      var fields = [
        ("depth", String(row.depth)), ("text", quote(ViewTreeText.line(node))),
      ]
      if let mark = row.mark { fields.append(("mark", quote(mark.word))) }
      if row.isGhost { fields.append(("ghost", "true")) }
      let box = [origin.x, origin.y, frame.width, frame.height].map(Self.number)
      fields.append(("layer", array([String(node.id.raw)] + box)))
      fields.append(("class", quote(node.className)))
      if let owner = node.owner { fields.append(("owner", quote(owner))) }
      if ViewClassCatalogue.isPrivate(node.className) { fields.append(("private", "true")) }
      if node.role == .containerView { fields.append(("container", "true")) }
      if node.isHidden { fields.append(("hidden", "true")) }
      if node.alpha != 1 { fields.append(("alpha", Self.number(node.alpha))) }
      return object(fields)
    }
  }

  /// A JSON number: whole numbers without a fraction, others to two places, 0 for what JSON
  /// cannot hold (infinity, NaN).
  static func number(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return "0" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }

  /// The index of a phase's controller lines in `controllerLists`.
  private mutating func controllers(_ lines: [String]) -> String {
    let indices = lines.map { line in
      if let index = controllerLineIndex[line] { return String(index) }
      controllerLines.append(line)
      controllerLineIndex[line] = controllerLines.count - 1
      return String(controllerLines.count - 1)
    }
    let list = array(indices)
    if let index = controllerListIndex[list] { return String(index) }
    controllerLists.append(list)
    controllerListIndex[list] = controllerLists.count - 1
    return String(controllerLists.count - 1)
  }

  private mutating func add(_ svg: String) -> Int {
    if let index = pictureIndex[svg] { return index }
    pictures.append(svg)
    pictureIndex[svg] = pictures.count - 1
    return pictures.count - 1
  }

  /// A picture in the dark and the light theme, as `[dark, light]` indices.
  private mutating func pictures(_ session: SceneSession, motion: Motion?) -> String {
    let canvas = Snapshot.render(
      session, content: .screen, width: pictureWidth, height: pictureHeight, ascii: false,
      motion: motion)
    if let index = canvasIndex[canvas] { return index }
    let dark = add(SVGText.render(canvas, theme: .dark, standalone: false))
    let light = add(SVGText.render(canvas, theme: .light, standalone: false))
    let index = array([String(dark), String(light)])
    canvasIndex[canvas] = index
    return index
  }

  private func quote(_ text: String) -> String { JSONWriter.quote(text) }

  private func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }

  private func object(_ fields: [(String, String)]) -> String {
    "{" + fields.map { quote($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }
}
