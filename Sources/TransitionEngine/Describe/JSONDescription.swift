/// Renders a timeline as the JSON document of the `tscope print --format json` contract.
public enum JSONDescription {
  public static func render(_ timeline: Timeline, steps: [Step]? = nil) -> String {
    var writer = Writer()
    return writer.render(timeline, steps: steps)
  }

  /// Writes the document step by step, straight into the output: no value is built as a
  /// string and then copied into its parent.
  public struct Writer: TimelineWriter {
    private var wroteStep = false

    public init() {}

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
      JSONDescription.write(step, to: &out)
    }

    public func end(to out: inout OutputSink) {
      out.write("]}\n")
    }
  }

  static func step(_ step: Step) -> String {
    var out = OutputSink()
    write(step, to: &out)
    return out.text
  }

  static func write(_ step: Step, to out: inout OutputSink) {
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
      write(phase, to: &out)
    }
    out.write("]}")
  }

  static func phase(_ phase: Phase) -> String {
    var out = OutputSink()
    write(phase, to: &out)
    return out.text
  }

  static func write(_ phase: Phase, to out: inout OutputSink) {
    out.write("{\"name\": ")
    JSONWriter.quote(phase.name, to: &out)
    out.write(", \"window\": ")
    write(phase.window, to: &out)
    out.write(", \"controllers\": ")
    write(phase.controllers, to: &out)
    out.write(", \"events\": ")
    strings(phase.events.map(\.description), to: &out)
    out.write(", \"explanation\": ")
    JSONWriter.quote(phase.explanation, to: &out)
    // Consequences of the app's own mistakes UIKit lets stand, e.g.
    // "appearance out of step: Home"; empty when the app did nothing wrong.
    out.write(", \"appMistakes\": ")
    strings(phase.appMistakes.map(\.description), to: &out)
    out.write("}")
  }

  static func view(_ node: ViewNode) -> String {
    var out = OutputSink()
    write(node, to: &out)
    return out.text
  }

  /// A view and its subviews, depth-first with an explicit stack (trees can be thousands of
  /// levels deep): each view opens its object, its subviews follow, then `]}` closes it.
  static func write(_ root: ViewNode, to out: inout OutputSink) {
    var stack: [JSONPiece<ViewNode>] = [.value(root)]
    while let piece = stack.popLast() {
      switch piece {
      case .text(let text):
        out.write(text)
      case .value(let node):
        open(node, to: &out)
        stack.append(.text("]}"))
        let subviews = node.subviews
        for (offset, subview) in subviews.enumerated().reversed() {
          stack.append(.value(subview))
          if offset > 0 { stack.append(.text(", ")) }
        }
      }
    }
  }

  /// A view's object up to the opening bracket of its subviews.
  private static func open(_ node: ViewNode, to out: inout OutputSink) {
    let frame = node.frame
    out.write("{\"class\": ")
    JSONWriter.quote(node.className, to: &out)
    out.write(", \"frame\": [")
    out.write(JSONWriter.number(frame.x))
    out.write(", ")
    out.write(JSONWriter.number(frame.y))
    out.write(", ")
    out.write(JSONWriter.number(frame.width))
    out.write(", ")
    out.write(JSONWriter.number(frame.height))
    out.write("]")
    if !node.transform.isIdentity {
      let values = node.transform.values.map(Transform.format).joined(separator: ", ")
      out.write(", \"transform\": [\(values)]")
    }
    if node.alpha != 1 { out.write(", \"alpha\": \(Transform.format(node.alpha))") }
    out.write(", \"owner\": ")
    optional(node.owner, to: &out)
    out.write(", \"role\": ")
    optional(node.role?.rawValue, to: &out)
    out.write(
      node.isHidden ? ", \"hidden\": true, \"subviews\": [" : ", \"hidden\": false, \"subviews\": ["
    )
  }

  static func controller(_ node: ControllerNode) -> String {
    var out = OutputSink()
    write(node, to: &out)
    return out.text
  }

  /// A controller, its children and what it presents, with an explicit stack.
  static func write(_ root: ControllerNode, to out: inout OutputSink) {
    var stack: [JSONPiece<ControllerNode>] = [.value(root)]
    while let piece = stack.popLast() {
      switch piece {
      case .text(let text):
        out.write(text)
      case .value(let node):
        out.write("{\"name\": ")
        JSONWriter.quote(node.name, to: &out)
        out.write(", \"class\": ")
        JSONWriter.quote(node.className, to: &out)
        out.write(", \"state\": ")
        JSONWriter.quote(node.state.rawValue, to: &out)
        out.write(node.inWindow ? ", \"inWindow\": true" : ", \"inWindow\": false")
        out.write(", \"children\": [")
        var tail = ", \"presentationController\": "
        if let presentation = node.presentationControllerClass {
          tail += JSONWriter.quote(presentation)
        } else {
          tail += "null"
        }
        stack.append(.text(tail + "}"))
        if let presented = node.presented {
          stack.append(.value(presented))
          stack.append(.text("], \"presented\": "))
        } else {
          stack.append(.text("], \"presented\": null"))
        }
        let children = node.children
        for (offset, child) in children.enumerated().reversed() {
          stack.append(.value(child))
          if offset > 0 { stack.append(.text(", ")) }
        }
      }
    }
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

/// A step of an iterative JSON walk: text to write, or a value still to open.
enum JSONPiece<Value> {
  case text(String)
  case value(Value)
}
