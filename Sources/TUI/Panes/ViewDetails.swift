import TransitionEngine

/// The details of the selected view under the views list: class, owner, role, frame in its
/// superview and in the window, superview and what changed.
enum ViewDetails {
  static func render(_ canvas: inout Canvas, _ region: Region, _ context: RenderContext) {
    let glyphs = context.glyphs
    let rule = String(repeating: glyphs.box.horizontal, count: max(region.width, 0))
    canvas.put(rule, x: region.x, y: region.y, style: Style(.border))
    canvas.put(" Details ", x: region.x + 1, y: region.y, style: Style(.header, bold: true))
    let lines = self.lines(context.view, selected: context.state.selected, glyphs: glyphs)
    for (offset, line) in lines.prefix(region.height - 1).enumerated() {
      canvas.put(
        line, x: region.x, y: region.y + 1 + offset, width: region.width, ellipsis: glyphs.ellipsis)
    }
  }

  static func lines(_ view: PhaseView, selected: ViewID?, glyphs: Glyphs) -> [Line] {
    let id = selected ?? view.phase.window.id
    guard let (chain, removed) = chain(to: id, view), let node = chain.last else {
      return [[Span(" nothing selected", .dim)]]
    }
    var first: Line = [Span(" " + node.className, Style(.normal, bold: true))]
    if let owner = node.owner { first.append(Span(" <\(owner)>", .accent)) }
    first.append(Span(" \(glyphs.dot) role: ", .dim))
    first.append(
      Span(node.role?.rawValue ?? "none", node.role == nil ? .dim : .containerView))
    if node.isHidden { first.append(Span(" \(glyphs.dot) hidden", .dim)) }
    if removed { first.append(Span(" \(glyphs.dot) removed in this phase", .removed)) }
    if !removed, let place = ViewOrigin.place(of: id, session: view.session) {
      first += [Span(" \(glyphs.dot) added by ", .dim), Span(place, .accent)]
    }
    let window = chain.dropFirst().reduce(Rect.zero) { sum, view in
      sum.offsetBy(dx: view.frame.x, dy: view.frame.y)
    }
    let absolute = Rect(
      x: window.x, y: window.y, width: node.frame.width, height: node.frame.height)
    var second: Line = [
      Span(" frame ", .dim), Span(node.frame.description),
      Span(" \(glyphs.dot) in window ", .dim), Span(absolute.description),
    ]
    if !node.transform.isIdentity {
      second += [Span(" \(glyphs.dot) transform ", .dim), Span(node.transform.description)]
    }
    if node.alpha != 1 {
      second += [Span(" \(glyphs.dot) alpha ", .dim), Span(Transform.format(node.alpha))]
    }
    var third: Line = [
      Span(" superview ", .dim),
      Span(chain.dropLast().last?.className ?? "none"),
      Span(" \(glyphs.dot) \(node.subviews.count) subviews", .dim),
    ]
    if let change = change(of: node, view: view, dot: glyphs.dot) { third.append(change) }
    return [first, second, third]
  }

  /// `moved from UIView` or `was (0 0; 393 852)`.
  private static func change(of node: ViewNode, view: PhaseView, dot: String) -> Span? {
    guard let mark = view.diff.mark(node.id), let old = view.diff.before[node.id] else {
      return view.diff.mark(node.id) == .added ? Span(" \(dot) added", .added) : nil
    }
    switch mark {
    case .moved:
      return Span(" \(dot) moved from \(old.parent?.className ?? "nowhere")", .moved)
    case .reframed:
      return Span(" \(dot) was \(old.frame.description)", .reframed)
    case .added, .removed:
      return nil
    }
  }

  /// The views from the window down to `id` and whether `id` is a ghost: read off the rows
  /// (no walk of the tree), or, for a view the rows leave out, found in the trees.
  static func chain(to id: ViewID, _ view: PhaseView) -> ([ViewNode], Bool)? {
    if let row = view.list.row(of: id) {
      let rows = view.list.chain(to: row)
      return (rows.map(\.node), rows.last?.isGhost ?? false)
    }
    let inTree = PhaseView.path(to: id, in: view.phase.window)
    if !inTree.isEmpty { return (nodes(inTree, in: view.phase.window), false) }
    guard let old = view.previous?.window else { return nil }
    let chain = nodes(PhaseView.path(to: id, in: old), in: old)
    return chain.isEmpty ? nil : (chain, true)
  }

  /// The nodes along a path of IDs, starting at `root`.
  static func nodes(_ path: [ViewID], in root: ViewNode) -> [ViewNode] {
    guard path.first == root.id else { return [] }
    var result = [root]
    var current = root
    for id in path.dropFirst() {
      guard let next = current.subviews.first(where: { $0.id == id }) else { break }
      result.append(next)
      current = next
    }
    return result
  }
}
