import TransitionEngine
import Wording

/// The controller tree in `_printHierarchy`'s grammar (`|` a child, `+` a presented
/// controller), with each controller's appearance state; greyed when not in the window.
enum ControllersPane {
  static func render(_ canvas: inout Canvas, _ region: Region, _ context: RenderContext) {
    let lines = self.lines(context.view, width: region.width - 2)
    let visible = region.height - 2
    let top = PaneFrame.clamp(
      top: context.state.scroll[.controllers] ?? 0, visible: visible, total: lines.count)
    let inner = PaneFrame.draw(
      &canvas, region, title: [Span(PaneID.controllers.title(in: context.state.language))],
      focused: context.isFocused(.controllers), glyphs: context.glyphs,
      footer: PaneFrame.scrollFooter(top: top, visible: visible, total: lines.count))
    PaneFrame.drawLines(&canvas, lines, top: top, inner: inner, glyphs: context.glyphs)
  }

  static func lines(_ view: PhaseView, width: Int) -> [Line] {
    var before: [String: AppearanceState] = [:]
    for node in view.previous?.controllers.flattened() ?? [] { before[node.name] = node.state }
    var lines: [Line] = []
    append(
      view.phase.controllers, prefix: "", before: before, looks: view.session.looks,
      width: width, into: &lines)
    return lines
  }

  private static func append(
    _ node: ControllerNode, prefix: String, before: [String: AppearanceState],
    looks: ControllerLooks, width: Int, into lines: inout [Line]
  ) {
    lines.append(
      line(
        node, prefix: prefix, changed: before[node.name] != node.state,
        role: looks.role(node.name), width: width))
    if let presentation = node.presentationControllerClass {
      lines.append([Span(prefix + "  " + presentation, .dim)])
    }
    for child in node.children {
      append(
        child, prefix: prefix + "| ", before: before, looks: looks, width: width, into: &lines)
    }
    if let presented = node.presented {
      append(
        presented, prefix: prefix + "+ ", before: before, looks: looks, width: width,
        into: &lines)
    }
  }

  /// `| | Feed UIViewController      appeared`: the class goes when the row is short of room.
  static func line(
    _ node: ControllerNode, prefix: String, changed: Bool, role: Style.Role = .normal, width: Int
  ) -> Line {
    let state = node.viewClassName == nil ? "not loaded" : node.state.rawValue
    let stateRole: Style.Role
    switch node.state {
    case .appearing, .disappearing: stateRole = .accent
    case .appeared: stateRole = .normal
    case .disappeared: stateRole = .dim
    }
    let nameStyle = Style(node.inWindow ? role : .dim, bold: node.inWindow && changed)
    var left: Line = [Span(prefix, .dim), Span(node.name, nameStyle)]
    let className = " " + node.className
    if left.length + CellWidth.columns(className) + 1 + state.count <= width {
      left.append(Span(className, .dim))
    }
    let gap = max(width - left.length - state.count, 1)
    return left + [
      Span(String(repeating: " ", count: gap)), Span(state, Style(stateRole, bold: changed)),
    ]
  }
}
