/// Renders a timeline as the plain-text report of `tscope print`: every step and phase with
/// the window tree (`recursiveDescription` style) or the controller tree (`_printHierarchy`).
public enum TimelineText {
  /// Which tree each phase shows.
  public enum Tree: Sendable {
    case views
    case controllers
  }

  public static func render(_ timeline: Timeline, steps: [Step]? = nil, tree: Tree = .views)
    -> String
  {
    var lines = [
      "TransitionScope · \(timeline.title)",
      timeline.environment.summary,
    ]
    if let about = timeline.about { lines.append("about: \(about.trimmedLines)") }
    for step in steps ?? timeline.steps {
      lines.append("")
      lines += self.step(step, of: timeline.steps.count - 1, tree: tree)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func step(_ step: Step, of last: Int, tree: Tree) -> [String] {
    var lines = ["== step \(step.index)/\(last): \(step.action) =="]
    if let note = step.note, step.index > 0 { lines.append("note: \(note.trimmedLines)") }
    for warning in step.warnings { lines.append("warning: \(warning)") }
    if let error = step.error { lines.append("exception: \(error)") }
    for (offset, phase) in step.phases.enumerated() {
      lines.append("-- phase \(offset + 1)/\(step.phases.count): \(phase.name) --")
      switch tree {
      case .views: lines += ViewTreeText.lines(phase.window)
      case .controllers: lines += HierarchyText.lines(phase.controllers)
      }
      if !phase.events.isEmpty {
        lines.append("events:")
        lines += phase.events.map { "  \($0)" }
      }
      lines.append("why: \(phase.explanation)")
    }
    return lines
  }
}

extension String {
  /// The text on one line: folded newlines and trimmed ends (for `about` and notes).
  var trimmedLines: String {
    split(whereSeparator: \.isNewline).map { $0.trimmingSpaces }.filter { !$0.isEmpty }
      .joined(separator: " ")
  }
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
