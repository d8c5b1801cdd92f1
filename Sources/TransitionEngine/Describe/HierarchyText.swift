/// Renders a controller tree in the grammar of UIKit's `_printHierarchy`: `|` before a child,
/// `+` before a presented controller (rule 1.4).
public enum HierarchyText {
  /// Every controller of the tree, one a line, each ended by a newline.
  static func write(_ root: ControllerNode, to out: inout OutputSink) {
    for line in lines(root) {
      out.write(line)
      out.write("\n")
    }
  }

  public static func lines(_ root: ControllerNode) -> [String] {
    var result: [String] = []
    append(root, prefix: "", to: &result)
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

  /// `mark` is what stands before this line's controller; `prefix` is what continues before
  /// its descendants' lines. Rule 1.4: below a presented controller (`   + `) the lines go on
  /// with `   | `, never `   + `, as real dumps print.
  private static func append(
    _ node: ControllerNode, prefix: String, mark: String = "", to result: inout [String]
  ) {
    result.append(prefix + mark + line(node))
    let inner = prefix + (mark.isEmpty ? "" : "   | ")
    for child in node.children { append(child, prefix: inner, mark: "   | ", to: &result) }
    if let presented = node.presented {
      append(presented, prefix: inner, mark: "   + ", to: &result)
    }
  }
}
