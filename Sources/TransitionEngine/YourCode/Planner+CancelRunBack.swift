/// One animatable value of one view: its alpha, its transform or its frame.
struct AnimatedProperty: Hashable {
  let view: ViewID
  let isAlpha: Bool
  var isFrame = false

  /// Alpha, then transform, then frame, for values one line set.
  var order: Int { isAlpha ? 0 : isFrame ? 2 : 1 }
}

/// What an animation block did to an animatable value: the value before the block, the line
/// that set it, the kind of animation, and whether a cancel ran it back on screen.
struct AnimatedChange {
  var start: CodeProperty
  var value: CodeProperty
  var line: CodeLine
  var kind: CodeAnimation
  var ranBack = false
}

extension Planner {
  /// before `property` is set, notes what an animation block changes (the value before
  /// its first change), or forgets it when a line outside any animation sets it.
  func noteAnimated(
    _ property: CodeProperty, of id: ViewID, _ line: CodeLine, _ scope: inout TransitionContext
  ) {
    guard let node = world.forest.node(id) else { return }
    let key: AnimatedProperty
    let before: CodeProperty
    switch property {
    case .alpha:
      key = AnimatedProperty(view: id, isAlpha: true)
      before = .alpha(node.alpha)
    case .transform:
      key = AnimatedProperty(view: id, isAlpha: false)
      before = .transform(node.transform)
    case .frame:
      // a property animator's frames run back too (its views' frames are back at the
      // values before the block).
      key = AnimatedProperty(view: id, isAlpha: false, isFrame: true)
      before = .frame(node.layoutFrame)
    case .hidden, .background:
      // isHidden does not animate, so nothing runs it back; backgrounds are not run
      // back either.
      return
    }
    guard let kind = line.animation else {
      scope.animated[key] = nil
      return
    }
    let start = scope.animated[key]?.start ?? before
    scope.animated[key] = AnimatedChange(start: start, value: property, line: line, kind: kind)
  }

  /// a percent-driven interaction is cancelled. UIKit runs the animations back: a
  /// property animator is reversed and ends at `.start`, its values back where they were; a
  /// `UIView.animate…` block runs back on screen only, and the views keep the values it set.
  /// Returns what to tell the user (empty when no animation block set a value).
  mutating func runAnimationsBack(_ scope: inout TransitionContext) -> CodeLineText {
    let changes = scope.animated.sorted {
      ($0.value.line.location.line, $0.key.order) < ($1.value.line.location.line, $1.key.order)
    }
    var reversed: [RunBackNote.Value] = []
    var kept: [RunBackNote.Value] = []
    for (key, change) in changes {
      let name = mention(key.view, scope)
      switch change.kind {
      case .propertyAnimator:
        apply(change.start, to: key.view)
        scope.animated[key] = nil
        reversed.append(
          RunBackNote.Value(
            view: name, value: Self.words(change.start), place: change.line.place))
      case .viewAnimation:
        scope.animated[key]?.ranBack = true
        kept.append(
          RunBackNote.Value(view: name, value: Self.words(change.value), place: change.line.place))
      }
    }
    guard !reversed.isEmpty || !kept.isEmpty else { return .none }
    return CodeLineText(RunBackNote.runBack(reversed: reversed, kept: kept))
  }

  /// after a cancelled interaction's completion, the values an animation block set that
  /// UIKit ran back on screen only and no line of the completion set back.
  func valuesLeftByCancel(_ scope: TransitionContext) -> [String] {
    valuesLeftByCancelNotes(scope).map(\.english)
  }

  /// `valuesLeftByCancel` in both languages.
  func valuesLeftByCancelNotes(_ scope: TransitionContext) -> [CodeLineText] {
    scope.animated.filter {
      $0.value.ranBack && world.forest.isDescendant($0.key.view, of: world.window)
    }
    .sorted { $0.value.line.location.line < $1.value.line.location.line }
    .map { key, change in
      CodeLineText(
        RunBackNote.leftByCancel(
          place: change.line.place, view: mention(key.view, scope),
          value: Self.words(change.value), start: Self.words(change.start)))
    }
  }

  /// `alpha 0.5`, `transform [1, 0, 0, 1, 0, 400]`.
  static func words(_ property: CodeProperty) -> String {
    switch property {
    case .alpha(let value): return "alpha \(Transform.format(value))"
    case .transform(let transform):
      return transform.isIdentity ? "transform .identity" : "transform \(transform.description)"
    case .hidden(let hidden): return "isHidden \(hidden)"
    case .frame(let frame): return "frame \(frame.description)"
    case .background(let color): return "background \(color)"
    }
  }

  private mutating func apply(_ property: CodeProperty, to id: ViewID) {
    switch property {
    case .alpha(let value): world.forest.setAlpha(id, value)
    case .transform(let transform): world.forest.setTransform(id, transform)
    case .hidden(let hidden): world.forest.setHidden(id, hidden)
    case .frame(let frame): world.forest.setFrame(id, frame)
    case .background(let color): world.forest.setBackground(id, color)
    }
  }
}
