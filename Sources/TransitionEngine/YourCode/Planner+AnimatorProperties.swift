extension Planner {
  /// At or below this alpha a view counts as unseen (UIKit's hitTest ignores views below 0.01).
  static let invisibleAlpha = 0.01

  /// `V.alpha = N` / `V.transform = …` in an animator: the value is on the view at once, and
  /// stays after the transition unless a line sets it back.
  mutating func set(
    _ property: CodeProperty, of view: CodeView, _ line: CodeLine, _ scope: inout TransitionContext
  ) -> String {
    let (id, reason) = resolve(view, scope)
    guard let id, let node = world.forest.node(id) else {
      return "\(view) is nil here: \(reason). The line does nothing (X-3)."
    }
    noteAnimated(property, of: id, line, &scope)
    scope.lastStyled[id] = line
    let subject = describe(id, scope)
    let shown =
      world.forest.isDescendant(id, of: world.window)
      ? "" : " It is in no window yet, so nothing on screen changes."
    switch property {
    case .alpha(let value):
      world.forest.setAlpha(id, value)
      let look =
        value <= Planner.invisibleAlpha
        ? "fully transparent" : value >= 1 ? "opaque" : "see-through"
      return "\(subject) has alpha \(Transform.format(value)) now: \(look).\(shown)"
    case .transform(let transform):
      world.forest.setTransform(id, transform)
      let frame = transform.applied(to: node.layoutFrame)
      return "\(subject) has transform \(transform.description) now; around its centre its "
        + "frame becomes \(frame.description) (its bounds do not change).\(shown)"
    case .hidden(let hidden):
      // isHidden is not animatable; it takes effect at once, also in an animation block.
      world.forest.setHidden(id, hidden)
      return hidden
        ? "\(subject) is hidden now: it stays in its superview, but neither it nor its "
          + "subviews are drawn (X-10).\(shown)"
        : "\(subject) is shown again (isHidden = false, X-10).\(shown)"
    case .frame(let frame):
      world.forest.setFrame(id, frame)
      return "\(subject) has frame \(frame.description) now.\(shown)"
    case .background(let color):
      guard node.appMark != nil else {
        return Narration.words(.backgroundNotModelled(subject: "\(subject)"), in: .english)
      }
      world.forest.setBackground(id, color)
      return "\(subject) has background \(color) now.\(shown)"
    }
  }

  /// after UIKit's completion, the alpha and transform the animator's lines left on views
  /// still in the window. A view left invisible is the app's mistake.
  mutating func lookConsequences(_ scope: TransitionContext) -> [String] {
    var sentences: [String] = []
    let window = world.windowBounds
    for (id, line) in scope.lastStyled.sorted(by: {
      $0.value.location.line < $1.value.location.line
    }) {
      guard let node = world.forest.node(id), world.forest.isDescendant(id, of: world.window)
      else { continue }
      let name = describe(id, scope)
      let cause = "\(line.place) (`\(line.text)`)"
      let onScreen =
        windowFrame(of: id).map {
          $0.x < window.maxX && $0.maxX > window.x && $0.y < window.maxY && $0.maxY > window.y
        } ?? true
      let invisible =
        node.isHidden || node.alpha <= Planner.invisibleAlpha || node.frame.width <= 0
        || node.frame.height <= 0 || !onScreen
      if invisible {
        world.markAppMistake(.invisibleView(node.owner ?? node.className), at: line.place)
        let why =
          node.isHidden
          ? "isHidden = true"
          : node.alpha <= Planner.invisibleAlpha
            ? "alpha \(Transform.format(node.alpha))"
            : "transform \(node.transform.description), which puts it "
              + (onScreen ? "at no size" : "off the screen")
        sentences.append(
          "The mistake: \(name) is in the window but the user cannot see it: \(cause) left it "
            + "at \(why) and no later line set it back. "
            + (node.isHidden
              ? "UIKit does not show a hidden view again at completion (X-10)."
              : "UIKit restores neither alpha nor transform at completion (X-9)."))
      } else if node.alpha != 1 || !node.transform.isIdentity {
        sentences.append(
          "\(name) keeps "
            + (node.alpha != 1 ? "alpha \(Transform.format(node.alpha))" : "")
            + (node.alpha != 1 && !node.transform.isIdentity ? " and " : "")
            + (node.transform.isIdentity ? "" : "transform \(node.transform.description)")
            + " after the transition, as \(cause) left it: UIKit does not reset them (X-9).")
      }
    }
    return sentences
  }

  /// The view's printed frame in window coordinates, ignoring ancestors' transforms.
  private func windowFrame(of id: ViewID) -> Rect? {
    guard var frame = world.forest.node(id)?.frame else { return nil }
    var current = world.forest.superview(of: id)
    while let parent = current, parent != world.window {
      guard let node = world.forest.node(parent) else { return nil }
      frame = Rect(
        x: frame.x + node.frame.x, y: frame.y + node.frame.y, width: frame.width,
        height: frame.height)
      current = world.forest.superview(of: parent)
    }
    return frame
  }
}
