/// Renders a timeline as the JSON document of the `tscope print --format json` contract.
public enum JSONDescription {
  public static func render(
    _ timeline: Timeline, steps: [Step]? = nil, reusingRecordBytes: Bool = true,
    reusingSubtreeBytes: Bool? = nil, language: NoteLanguage = .english
  ) -> String {
    var writer = Writer(
      reusingRecordBytes: reusingRecordBytes, reusingSubtreeBytes: reusingSubtreeBytes,
      language: language)
    return writer.render(timeline, steps: steps)
  }

  /// Writes the document step by step, straight into the output: no value is built as a
  /// string and then copied into its parent.
  public struct Writer: TimelineWriter {
    private var wroteStep = false
    private var bytes: JSONRecordBytes
    /// The language of each phase's `explanation` and of its notes' `text`.
    let language: NoteLanguage

    /// `reusingRecordBytes: false` formats every record of every phase anew: the same
    /// output, slower, the reference the cached writer is tested against.
    /// `reusingSubtreeBytes` (by default as `reusingRecordBytes`) copies from the last phase
    /// each subtree of the window and of the controllers this one shares whole, and the bytes
    /// of the nodes above a change (`SubtreeBytes`).
    public init(
      reusingRecordBytes: Bool = true, reusingSubtreeBytes: Bool? = nil,
      language: NoteLanguage = .english
    ) {
      bytes = JSONRecordBytes(enabled: reusingRecordBytes, subtrees: reusingSubtreeBytes)
      self.language = language
    }

    public mutating func begin(_ header: TimelineHeader, to out: inout OutputSink) {
      let env = header.environment
      let size = env.windowSize
      out.write("{\"title\": ")
      JSONWriter.quote(header.title, to: &out)
      out.write(", \"about\": ")
      optional(header.about, to: &out)
      out.write(", \"device\": {\"name\": ")
      JSONWriter.quote(env.device.name, to: &out)
      out.write(", \"width\": \(JSONWriter.number(size.width)), \"height\": ")
      out.write(JSONWriter.number(size.height))
      out.write(", \"orientation\": ")
      JSONWriter.quote(env.orientation.rawValue, to: &out)
      out.write(", \"horizontalSizeClass\": ")
      JSONWriter.quote(env.traits.horizontal.rawValue, to: &out)
      out.write(", \"verticalSizeClass\": ")
      JSONWriter.quote(env.traits.vertical.rawValue, to: &out)
      out.write(", \"ios\": \(env.ios), \"multitasking\": ")
      JSONWriter.quote(env.multitasking.rawValue, to: &out)
      out.write("}, \"steps\": [")
    }

    public mutating func write(_ step: Step, to out: inout OutputSink) {
      if wroteStep { out.write(", ") }
      wroteStep = true
      JSONDescription.write(step, in: language, to: &out, bytes: &bytes)
    }

    public func end(to out: inout OutputSink) {
      out.write("]}\n")
    }
  }

  static func step(_ step: Step) -> String {
    var out = OutputSink()
    var bytes = JSONRecordBytes(enabled: false)
    write(step, to: &out, bytes: &bytes)
    return out.text
  }

  static func write(
    _ step: Step, in language: NoteLanguage = .english, to out: inout OutputSink,
    bytes: inout JSONRecordBytes
  ) {
    out.write("{\"index\": \(step.index), \"action\": ")
    JSONWriter.quote(step.action.description, to: &out)
    out.write(", \"note\": ")
    optional(step.note, to: &out)
    out.write(", \"warnings\": ")
    strings(step.warnings, to: &out)
    out.write(", \"error\": ")
    optional(step.error, to: &out)
    out.write(", \"phases\": [")
    for (offset, phase) in step.phases.enumerated() {
      if offset > 0 { out.write(", ") }
      write(phase, in: language, to: &out, bytes: &bytes)
    }
    out.write("]}")
  }

  static func phase(_ phase: Phase) -> String {
    var out = OutputSink()
    var bytes = JSONRecordBytes(enabled: false)
    write(phase, to: &out, bytes: &bytes)
    return out.text
  }

  static func write(
    _ phase: Phase, in language: NoteLanguage = .english, to out: inout OutputSink,
    bytes: inout JSONRecordBytes
  ) {
    out.write("{\"name\": ")
    JSONWriter.quote(phase.name, to: &out)
    out.write(", \"window\": ")
    write(phase.window, to: &out, bytes: &bytes.views, subtrees: &bytes.subtrees)
    out.write(", \"controllers\": ")
    write(
      phase.controllers, to: &out, bytes: &bytes.controllers,
      subtrees: &bytes.controllerSubtrees)
    out.write(", \"events\": [")
    for (offset, event) in phase.events.enumerated() {
      if offset > 0 { out.write(literal: ", ") }
      JSONWriter.quote(event.description, to: &out)
    }
    out.write("], \"explanation\": ")
    JSONWriter.quote(phase.explanation(in: language, marking: false), to: &out)
    // Consequences of the app's own mistakes UIKit lets stand, e.g.
    // "appearance out of step: Home"; empty when the app did nothing wrong.
    out.write(", \"appMistakes\": ")
    strings(phase.appMistakes.map(\.description), to: &out)
    out.write(", \"notes\": ")
    notes(phase.notes, in: language, to: &out)
    out.write("}")
    bytes.endPhase()
  }

  static func view(_ node: ViewNode) -> String {
    var out = OutputSink()
    var bytes = RecordBytes<ViewRecord>(enabled: false)
    var subtrees = SubtreeBytes<ViewNode>(enabled: false)
    write(node, to: &out, bytes: &bytes, subtrees: &subtrees)
    return out.text
  }

  /// The window tree through `subtrees`, which copies what the last phase wrote of it: a view
  /// opens its object (its own bytes from `bytes`), its subviews follow, then `]}`.
  static func write(
    _ root: ViewNode, to out: inout OutputSink, bytes: inout RecordBytes<ViewRecord>,
    subtrees: inout SubtreeBytes<ViewNode>
  ) {
    subtrees.write(root, to: &out) { node, _, buffer in
      let entry = bytes.bytes(of: node.record, make: viewObject)
      buffer.append(contentsOf: entry.bytes[..<entry.split])
      return .subviews(of: node, separator: comma, close: closeView)
    }
  }

  /// The controller tree through `subtrees`, which copies what the last phase wrote of it: a
  /// controller opens its object (its own bytes from `bytes`), its children follow, then what
  /// it presents after `], "presented": ` (or `], "presented": null`), then the rest of its
  /// object.
  static func write(
    _ root: ControllerNode, to out: inout OutputSink,
    bytes: inout RecordBytes<ControllerRecord>, subtrees: inout SubtreeBytes<ControllerNode>
  ) {
    subtrees.write(root, to: &out) { node, _, buffer in
      let entry = bytes.bytes(of: node.record, make: controllerObject)
      buffer.append(contentsOf: entry.bytes[..<entry.split])
      var children = node.children
      let complete = children.count == node.record.children.count
      guard let presented = node.presented else {
        return OpenedNode(
          children: children, separator: comma, beforeLast: nil,
          close: entry.bytes[entry.split...], complete: complete && node.record.presented == nil)
      }
      children.append(presented)
      return OpenedNode(
        children: children, separator: comma, beforeLast: presentedKey,
        close: entry.bytes[(entry.split + noPresented.count)...], complete: complete)
    }
  }

  private static let comma = Array(", ".utf8)[...]
  private static let closeView = Array("]}".utf8)[...]

  /// A view's object with no subviews, `{"class": ..., "subviews": []}`, split after the
  /// bracket that opens the subviews.
  private static func viewObject(_ record: ViewRecord) -> (bytes: [UInt8], split: Int) {
    var out = OutputSink()
    let frame = record.frame
    out.write("{\"class\": ")
    JSONWriter.quote(record.className, to: &out)
    out.write(", \"frame\": [")
    out.write(JSONWriter.number(frame.x))
    out.write(", ")
    out.write(JSONWriter.number(frame.y))
    out.write(", ")
    out.write(JSONWriter.number(frame.width))
    out.write(", ")
    out.write(JSONWriter.number(frame.height))
    out.write("]")
    if !record.transform.isIdentity {
      let values = record.transform.values.map(Transform.format).joined(separator: ", ")
      out.write(", \"transform\": [\(values)]")
    }
    if record.alpha != 1 { out.write(", \"alpha\": \(Transform.format(record.alpha))") }
    out.write(", \"owner\": ")
    optional(record.owner, to: &out)
    out.write(", \"role\": ")
    optional(record.role?.rawValue, to: &out)
    if let mark = record.appMark {
      // a view the app's code made, where, and the background it gave it.
      out.write(", \"madeBy\": ")
      JSONWriter.quote(mark.madeAt, to: &out)
      if let background = mark.background {
        out.write(", \"background\": ")
        JSONWriter.quote(background, to: &out)
      }
      if !mark.isKnownClass { out.write(", \"drawnAs\": \"UIView\"") }
    }
    out.write(
      record.isHidden
        ? ", \"hidden\": true, \"subviews\": [" : ", \"hidden\": false, \"subviews\": ["
    )
    let split = out.bytes.count
    out.write("]}")
    return (out.bytes, split)
  }

  static func controller(_ node: ControllerNode) -> String {
    var out = OutputSink()
    var bytes = RecordBytes<ControllerRecord>(enabled: false)
    var subtrees = SubtreeBytes<ControllerNode>(enabled: false)
    write(node, to: &out, bytes: &bytes, subtrees: &subtrees)
    return out.text
  }

  /// What follows a controller's children: `], "presented": ` and what it presents, or null.
  private static let presentedKey = Array("], \"presented\": ".utf8)[...]
  private static let noPresented = Array("], \"presented\": null".utf8)

  /// A controller's object without its children and what it presents, split where those go:
  /// `{"name": ..., "children": [`, then `], "presented": null` and
  /// `, "presentationController": ...}` (the close when it presents nothing; when it presents
  /// a controller, the close is the part after `null`).
  private static func controllerObject(_ record: ControllerRecord) -> (
    bytes: [UInt8], split: Int
  ) {
    var out = OutputSink()
    out.write("{\"name\": ")
    JSONWriter.quote(record.id.name, to: &out)
    out.write(", \"class\": ")
    JSONWriter.quote(record.className, to: &out)
    out.write(", \"state\": ")
    JSONWriter.quote(record.state.rawValue, to: &out)
    out.write(record.inWindow ? ", \"inWindow\": true" : ", \"inWindow\": false")
    out.write(", \"children\": [")
    let split = out.bytes.count
    out.write(noPresented[...])
    out.write(", \"presentationController\": ")
    optional(record.presentationControllerClass, to: &out)
    out.write("}")
    return (out.bytes, split)
  }

  private static func optional(_ text: String?, to out: inout OutputSink) {
    if let text { JSONWriter.quote(text, to: &out) } else { out.write("null") }
  }

  /// The explanation note by note: `{"role", "text", "rules", "controllers", "lines"}`,
  /// a note of spaces only left out; `"untranslated": true` after `text` when the note has
  /// no words of its own in `language` (its text is the English then).
  private static func notes(
    _ notes: [PhaseNote], in language: NoteLanguage, to out: inout OutputSink
  ) {
    out.write("[")
    var first = true
    for note in notes where !note.text.isEmpty {
      out.write(first ? "{\"role\": " : ", {\"role\": ")
      first = false
      JSONWriter.quote(note.role.rawValue, to: &out)
      out.write(", \"text\": ")
      let written = note.written(in: language)
      JSONWriter.quote(written ?? note.text, to: &out)
      if written == nil { out.write(", \"untranslated\": true") }
      out.write(", \"rules\": ")
      strings(note.rules, to: &out)
      out.write(", \"controllers\": ")
      strings(note.controllers, to: &out)
      out.write(", \"lines\": ")
      strings(note.lines, to: &out)
      out.write("}")
    }
    out.write("]")
  }

  private static func strings(_ items: [String], to out: inout OutputSink) {
    out.write("[")
    for (offset, item) in items.enumerated() {
      if offset > 0 { out.write(", ") }
      JSONWriter.quote(item, to: &out)
    }
    out.write("]")
  }
}
