/// Renders a controller tree in the grammar of UIKit's `_printHierarchy`: `|` before a child,
/// `+` before a presented controller (rule 1.4).
public enum HierarchyText {
  /// Every controller of the tree, one a line, each ended by a newline; a controller's line
  /// is copied from `bytes` when an earlier phase wrote the same record.
  static func write(
    _ root: ControllerNode, to out: inout OutputSink,
    bytes: inout RecordBytes<ControllerRecord>
  ) {
    walk(root) { prefix, mark, node in
      out.write(prefix)
      out.write(mark)
      let entry = bytes.bytes(of: node.record) { _ in (Array((line(node) + "\n").utf8), 0) }
      out.write(entry.bytes[...])
    }
  }

  public static func lines(_ root: ControllerNode) -> [String] {
    var result: [String] = []
    walk(root) { prefix, mark, node in result.append(prefix + mark + line(node)) }
    return result
  }

  /// `<UIViewController: Feed>, state: appeared, view: <UIView>`.
  public static func line(_ node: ControllerNode) -> String {
    var text = "<\(node.className): \(node.name)>, state: \(node.state.rawValue), view: "
    if let viewClass = node.viewClassName {
      text += "<\(viewClass)>"
      if !node.inWindow { text += " not in the window" }
    } else {
      text += "(view not loaded)"
    }
    if let presentation = node.presentationControllerClass {
      text += ", presented with: <\(presentation)>"
    }
    return text
  }

  /// Visits every controller depth-first (children, then the presented one) with an explicit
  /// stack. `mark` is what stands before a controller's line; `prefix` is what continues
  /// before it from the lines above. Rule 1.4: below a presented controller (`   + `) the
  /// lines go on with `   | `, never `   + `, as real dumps print.
  private static func walk(
    _ root: ControllerNode, _ visit: (_ prefix: String, _ mark: String, ControllerNode) -> Void
  ) {
    var stack: [(node: ControllerNode, prefix: String, mark: String)] = [(root, "", "")]
    while let (node, prefix, mark) = stack.popLast() {
      visit(prefix, mark, node)
      let inner = prefix + (mark.isEmpty ? "" : "   | ")
      if let presented = node.presented { stack.append((presented, inner, "   + ")) }
      for child in node.children.reversed() { stack.append((child, inner, "   | ")) }
    }
  }
}
