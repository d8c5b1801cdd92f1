/// Renders a view tree in the style of `recursiveDescription`: one view a line, two spaces of
/// indent a level, `Class (x y; w h) <Owner>`; a transform and an alpha other than 1 follow the
/// frame as `transform = [a, b, c, d, tx, ty]`, `alpha = 0.5` and `hidden = YES`.
public enum ViewTreeText {
  /// One line for one view, without indentation.
  public static func line(_ node: ViewNode) -> String {
    var text = "\(node.className) \(node.frame.description)"
    if !node.transform.isIdentity { text += " transform = \(node.transform.description)" }
    if node.alpha != 1 { text += " alpha = \(Transform.format(node.alpha))" }
    // after the alpha, as recursiveDescription prints it.
    if node.isHidden { text += " hidden = YES" }
    if let owner = node.owner { text += " <\(owner)>" }
    if let role = node.role { text += " [\(role.rawValue)]" }
    // a view the app's code made says so, with its background.
    if let mark = node.appMark {
      if let background = mark.background { text += " background = \(background)" }
      text += " {made by \(mark.madeAt)}"
    }
    return text
  }

  /// Every view of the tree, one a line.
  public static func lines(_ root: ViewNode, indent: String = "") -> [String] {
    root.flattened().map {
      indent + String(repeating: "  ", count: $0.depth) + line($0.node)
    }
  }

  /// Every view of the tree through `subtrees`, which copies what the last phase wrote of it
  /// at the same depth; a view's line comes from `bytes`.
  static func write(
    _ root: ViewNode, to out: inout OutputSink, bytes: inout RecordBytes<ViewRecord>,
    subtrees: inout SubtreeBytes<ViewNode>
  ) {
    subtrees.write(root, to: &out) { node, depth, buffer in
      buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
      let entry = bytes.bytes(of: node.record) { _ in (Array((line(node) + "\n").utf8), 0) }
      buffer.append(contentsOf: entry.bytes)
      return .subviews(of: node, separator: [], close: [])
    }
  }

  /// Every view of the tree, one a line, each ended by a newline, without building the list;
  /// a view's line is copied from `bytes` when an earlier phase wrote the same record.
  static func write(
    _ root: ViewNode, to out: inout OutputSink, bytes: inout RecordBytes<ViewRecord>
  ) {
    var spaces: [UInt8] = []
    root.walk { depth, node in
      if spaces.count < depth * 2 {
        spaces.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2 - spaces.count))
      }
      out.write(spaces[..<(depth * 2)])
      let entry = bytes.bytes(of: node.record) { _ in
        (Array((line(node) + "\n").utf8), 0)
      }
      out.write(entry.bytes[...])
    }
  }
}
