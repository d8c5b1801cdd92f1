extension Planner {
  /// At or below this alpha a view counts as unseen (UIKit's hitTest ignores views below 0.01).
  static let invisibleAlpha = 0.01

  /// `V.alpha = N` / `V.transform = …` in an animator: the value is on the view at once, and
  /// stays after the transition unless a line sets it back.
  mutating func set(
    _ property: CodeProperty, of view: CodeView, _ line: CodeLine, _ scope: inout TransitionContext
  ) -> CodeLineText {
    let (id, reason) = resolve(view, scope)
    guard let id, let node = world.forest.node(id) else {
      return CodeLineText(words: AnimatorNilNote.nilHere(view: "\(view)", reason: reason).english)
    }
    noteAnimated(property, of: id, line, &scope)
    scope.lastStyled[id] = line
    let subject = mention(id, scope)
    let inWindow = world.forest.isDescendant(id, of: world.window)
    switch property {
    case .alpha(let value):
      world.forest.setAlpha(id, value)
      let look: ViewLookNote.Look =
        value <= Planner.invisibleAlpha ? .transparent : value >= 1 ? .opaque : .seeThrough
      return CodeLineText(
        ViewLookNote.alpha(
          subject, value: Transform.format(value), look: look, inWindow: inWindow))
    case .transform(let transform):
      world.forest.setTransform(id, transform)
      let frame = transform.applied(to: node.layoutFrame)
      return CodeLineText(
        ViewLookNote.transform(
          subject, transform: transform.description, frame: frame.description,
          inWindow: inWindow))
    case .hidden(let hidden):
      // isHidden is not animatable; it takes effect at once, also in an animation block.
      world.forest.setHidden(id, hidden)
      return CodeLineText(ViewLookNote.hidden(subject, hidden: hidden, inWindow: inWindow))
    case .frame(let frame):
      // PC-7: the frame the line gives is the view's, in an animation block too (the
      // block animates to it); UIKit does not lay the to-view out again at completeTransition,
      // so it stays until a later layout of its container (a rotation or size change) puts
      // the presented view back at frameOfPresentedViewInContainerView. The one place an
      // animator's frame is applied.
      world.forest.setFrame(id, frame)
      scope.lastFramed[id] = line
      return CodeLineText(
        ViewLookNote.frame(subject, frame: frame.description, inWindow: inWindow))
    case .background(let color):
      guard node.appMark != nil else {
        return CodeLineText(
          words: Narration.words(.backgroundNotModelled(subject: subject.english), in: .english))
      }
      world.forest.setBackground(id, color)
      return CodeLineText(ViewLookNote.background(subject, color: color, inWindow: inWindow))
    }
  }

  /// after UIKit's completion, the alpha and transform the animator's lines left on views
  /// still in the window. A view left invisible is the app's mistake.
  mutating func lookConsequences(_ scope: TransitionContext) -> [CodeLineText] {
    var sentences: [CodeLineText] = []
    let window = world.windowBounds
    for (id, line) in scope.lastStyled.sorted(by: {
      $0.value.location.line < $1.value.location.line
    }) {
      guard let node = world.forest.node(id), world.forest.isDescendant(id, of: world.window)
      else { continue }
      let name = mention(id, scope)
      let onScreen =
        windowFrame(of: id).map {
          $0.x < window.maxX && $0.maxX > window.x && $0.y < window.maxY && $0.maxY > window.y
        } ?? true
      let invisible =
        node.isHidden || node.alpha <= Planner.invisibleAlpha || node.frame.width <= 0
        || node.frame.height <= 0 || !onScreen
      if invisible {
        let noSize = node.frame.width <= 0 || node.frame.height <= 0
        let why: ViewLookNote.Unseen =
          node.isHidden
          ? .hidden
          : node.alpha <= Planner.invisibleAlpha
            ? .alpha(Transform.format(node.alpha))
            : node.transform.isIdentity && (noSize || !onScreen)
              ? .frame(node.frame.description, offScreen: !noSize)
              : .transform(node.transform.description, offScreen: !onScreen)
        // A frame left off the screen is the last frame line's doing, not a later alpha's.
        var line = line
        if case .frame = why, let framed = scope.lastFramed[id] { line = framed }
        world.markAppMistake(.invisibleView(node.owner ?? node.className), at: line.place)
        sentences.append(
          CodeLineText(
            ViewLookNote.unseen(name, place: line.place, code: line.text, why: why)))
      } else if node.alpha != 1 || !node.transform.isIdentity {
        sentences.append(
          CodeLineText(
            ViewLookNote.keeps(
              name, alpha: node.alpha != 1 ? Transform.format(node.alpha) : nil,
              transform: node.transform.isIdentity ? nil : node.transform.description,
              place: line.place, code: line.text)))
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
