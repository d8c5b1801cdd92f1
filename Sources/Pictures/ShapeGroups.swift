/// The shapes of an SVG picture grouped by colour and opacity: each group is drawn with its
/// opacity as a whole, so where a line's strokes overlap (at a corner or a junction) the
/// overlap is no darker than the line, and edges are crisp so neighbouring cells leave no
/// seams.
struct ShapeGroups {
  /// A group's colour and opacity (as written in the SVG).
  struct Key: Hashable {
    let color: String
    let opacity: String
  }

  private var order: [Key] = []
  private var shapes: [Key: String] = [:]

  mutating func add(_ key: Key, _ shape: String) {
    if shapes[key] == nil { order.append(key) }
    shapes[key, default: ""] += shape + "\n"
  }

  /// The groups, in the order their first shape came.
  var svg: String {
    order.map { key in
      var group = "<g shape-rendering=\"crispEdges\" fill=\"\(key.color)\""
      if key.opacity != "1" { group += " opacity=\"\(key.opacity)\"" }
      return group + ">\n" + (shapes[key] ?? "") + "</g>\n"
    }.joined()
  }
}
