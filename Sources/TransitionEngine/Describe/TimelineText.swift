/// Renders a timeline as the plain-text report of `tscope print`: every step and phase with
/// the window tree (`recursiveDescription` style) or the controller tree (`_printHierarchy`).
public enum TimelineText {
  /// Which tree each phase shows.
  public enum Tree: Sendable {
    case views
    case controllers
  }

  public static func render(
    _ timeline: Timeline, steps: [Step]? = nil, tree: Tree = .views,
    reusingRecordBytes: Bool = true, reusingSubtreeBytes: Bool? = nil,
    language: NoteLanguage = .english
  ) -> String {
    var writer = Writer(
      tree: tree, reusingRecordBytes: reusingRecordBytes,
      reusingSubtreeBytes: reusingSubtreeBytes, language: language)
    return writer.render(timeline, steps: steps)
  }

  /// Writes the report step by step: each phase's tree goes out line by line.
  public struct Writer: TimelineWriter {
    let tree: Tree
    /// The language of the `why:` lines.
    let language: NoteLanguage
    private var lastStepIndex = 0
    private var views: RecordBytes<ViewRecord>
    private var controllers: RecordBytes<ControllerRecord>
    private var subtrees: SubtreeBytes<ViewNode>

    /// Each phase copies the lines of the records it shares with the phase before it;
    /// `reusingRecordBytes: false` formats every line anew (the same output, slower: the
    /// reference the reuse is tested against).
    /// `reusingSubtreeBytes` (by default as `reusingRecordBytes`) copies each window subtree
    /// the last phase wrote at the same depth whole (`SubtreeBytes`).
    public init(
      tree: Tree = .views, reusingRecordBytes: Bool = true, reusingSubtreeBytes: Bool? = nil,
      language: NoteLanguage = .english
    ) {
      self.tree = tree
      self.language = language
      views = RecordBytes(enabled: reusingRecordBytes)
      controllers = RecordBytes(enabled: reusingRecordBytes)
      subtrees = SubtreeBytes(enabled: reusingSubtreeBytes ?? reusingRecordBytes)
    }

    public mutating func begin(_ header: TimelineHeader, to out: inout OutputSink) {
      lastStepIndex = header.lastStepIndex
      out.write("TransitionScope · \(header.title)\n")
      out.write(header.environment.summary + "\n")
      if let about = header.about { out.write("about: \(about.trimmedLines)\n") }
    }

    public mutating func write(_ step: Step, to out: inout OutputSink) {
      out.write("\n== step \(step.index)/\(lastStepIndex): \(step.action) ==\n")
      if let note = step.note, step.index > 0 { out.write("note: \(note.trimmedLines)\n") }
      for warning in step.warnings { out.write("warning: \(warning)\n") }
      if let error = step.error { out.write("exception: \(error)\n") }
      for (offset, phase) in step.phases.enumerated() {
        out.write("-- phase \(offset + 1)/\(step.phases.count): \(phase.name) --\n")
        switch tree {
        case .views:
          ViewTreeText.write(phase.window, to: &out, bytes: &views, subtrees: &subtrees)
          views.endPhase()
        case .controllers:
          HierarchyText.write(phase.controllers, to: &out, bytes: &controllers)
          controllers.endPhase()
        }
        if !phase.events.isEmpty {
          out.write("events:\n")
          for event in phase.events { out.write("  \(event)\n") }
        }
        out.write("why: \(phase.explanation(in: language))\n")
      }
    }

    public func end(to out: inout OutputSink) {}
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
