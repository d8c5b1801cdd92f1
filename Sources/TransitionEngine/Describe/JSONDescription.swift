/// Renders a timeline as the JSON document of the `tscope print --format json` contract.
public enum JSONDescription {
  public static func render(
    _ timeline: Timeline, steps: [Step]? = nil, reusingRecordBytes: Bool = true,
    reusingSubtreeBytes: Bool? = nil
  ) -> String {
    var writer = Writer(
      reusingRecordBytes: reusingRecordBytes, reusingSubtreeBytes: reusingSubtreeBytes)
    return writer.render(timeline, steps: steps)
  }

  /// Writes the document step by step, straight into the output: no value is built as a
  /// string and then copied into its parent.
  public struct Writer: TimelineWriter {
    private var wroteStep = false
    private var bytes: JSONRecordBytes

    /// `reusingRecordBytes: false` formats every record of every phase anew: the same
    /// output, slower, the reference the cached writer is tested against.
    /// `reusingSubtreeBytes` (by default as `reusingRecordBytes`) copies each window subtree
    /// the last phase wrote and this one shares whole (`SubtreeBytes`).
    public init(reusingRecordBytes: Bool = true, reusingSubtreeBytes: Bool? = nil) {
      bytes = JSONRecordBytes(enabled: reusingRecordBytes, subtrees: reusingSubtreeBytes)
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
      JSONDescription.write(step, to: &out, bytes: &bytes)
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

  static func write(_ step: Step, to out: inout OutputSink, bytes: inout JSONRecordBytes) {
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
      write(phase, to: &out, bytes: &bytes)
    }
    out.write("]}")
  }

  static func phase(_ phase: Phase) -> String {
    var out = OutputSink()
    var bytes = JSONRecordBytes(enabled: false)
    write(phase, to: &out, bytes: &bytes)
    return out.text
  }

  static func write(_ phase: Phase, to out: inout OutputSink, bytes: inout JSONRecordBytes) {
    out.write("{\"name\": ")
    JSONWriter.quote(phase.name, to: &out)
    out.write(", \"window\": ")
    write(phase.window, to: &out, bytes: &bytes.views, subtrees: &bytes.subtrees)
    out.write(", \"controllers\": ")
    write(phase.controllers, to: &out, bytes: &bytes.controllers)
    out.write(", \"events\": [")
    for (offset, event) in phase.events.enumerated() {
      if offset > 0 { out.write(literal: ", ") }
      JSONWriter.quote(event.description, to: &out)
    }
    out.write("], \"explanation\": ")
    JSONWriter.quote(phase.explanation, to: &out)
    // Consequences of the app's own mistakes UIKit lets stand, e.g.
    // "appearance out of step: Home"; empty when the app did nothing wrong.
    out.write(", \"appMistakes\": ")
    strings(phase.appMistakes.map(\.description), to: &out)
    out.write("}")
    bytes.endPhase()
  }

  static func view(_ node: ViewNode) -> String {
    var out = OutputSink()
    var bytes = RecordBytes<ViewRecord>(enabled: false)
    write(node, to: &out, bytes: &bytes)
    return out.text
  }

  /// The window tree through `subtrees`, which copies what the last phase wrote of it: a view
  /// opens its object (its own bytes from `bytes`), its subviews follow, then `]}`.
  static func write(
    _ root: ViewNode, to out: inout OutputSink, bytes: inout RecordBytes<ViewRecord>,
    subtrees: inout SubtreeBytes
  ) {
    subtrees.write(root, format: jsonViews, to: &out) { node, _, buffer in
      let entry = bytes.bytes(of: node.record, make: viewObject)
      buffer.append(contentsOf: entry.bytes[..<entry.split])
    }
  }

  private static let jsonViews = SubtreeBytes.Format(
    separator: Array(", ".utf8), close: Array("]}".utf8))

  /// A view and its subviews, depth-first with an explicit stack (trees can be thousands of
  /// levels deep): each view opens its object, its subviews follow, then `]}` closes it. A
  /// view's own bytes are copied from `bytes` when an earlier phase wrote the same record.
  static func write(
    _ root: ViewNode, to out: inout OutputSink, bytes: inout RecordBytes<ViewRecord>
  ) {
    var stack: [JSONPiece<ViewNode>] = [.value(root)]
    while let piece = stack.popLast() {
      switch piece {
      case .value(let node):
        let entry = bytes.bytes(of: node.record, make: viewObject)
        let subviews = node.subviews
        if subviews.isEmpty {
          out.write(entry.bytes[...])
          continue
        }
        out.write(entry.bytes[..<entry.split])
        stack.append(.close)
        for (offset, subview) in subviews.enumerated().reversed() {
          stack.append(.value(subview))
          if offset > 0 { stack.append(.comma) }
        }
      case .comma: out.write(literal: ", ")
      case .close: out.write(literal: "]}")
      case .bytes(let bytes): out.write(bytes)
      }
    }
  }

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
    write(node, to: &out, bytes: &bytes)
    return out.text
  }

  /// A controller, its children and what it presents, with an explicit stack; a controller's
  /// own bytes are copied from `bytes` when an earlier phase wrote the same record.
  static func write(
    _ root: ControllerNode, to out: inout OutputSink, bytes: inout RecordBytes<ControllerRecord>
  ) {
    var stack: [JSONPiece<ControllerNode>] = [.value(root)]
    while let piece = stack.popLast() {
      switch piece {
      case .value(let node):
        let entry = bytes.bytes(of: node.record, make: controllerObject)
        out.write(entry.bytes[..<entry.split])
        stack.append(.bytes(entry.bytes[entry.split...]))
        if let presented = node.presented {
          stack.append(.value(presented))
          stack.append(.bytes(presentedKey[...]))
        } else {
          stack.append(.bytes(noPresented[...]))
        }
        let children = node.children
        for (offset, child) in children.enumerated().reversed() {
          stack.append(.value(child))
          if offset > 0 { stack.append(.comma) }
        }
      case .comma: out.write(literal: ", ")
      case .close: out.write(literal: "]}")
      case .bytes(let bytes): out.write(bytes)
      }
    }
  }

  /// What follows a controller's children: `], "presented": ` and what it presents, or null.
  private static let presentedKey = Array("], \"presented\": ".utf8)
  private static let noPresented = Array("], \"presented\": null".utf8)

  /// A controller's object without its children and what it presents, split where those go:
  /// `{"name": ..., "children": [` and `, "presentationController": ...}`.
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
    out.write(", \"presentationController\": ")
    optional(record.presentationControllerClass, to: &out)
    out.write("}")
    return (out.bytes, split)
  }

  private static func optional(_ text: String?, to out: inout OutputSink) {
    if let text { JSONWriter.quote(text, to: &out) } else { out.write("null") }
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

/// A step of an iterative JSON walk: a value still to open, or bytes to write.
enum JSONPiece<Value> {
  case value(Value)
  /// `, ` between two values.
  case comma
  /// `]}` after a view's subviews.
  case close
  /// Bytes that are already UTF-8: a cached record's tail, or a fixed piece.
  case bytes(ArraySlice<UInt8>)
}
