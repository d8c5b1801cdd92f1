extension Planner {
  /// `view.snapshotView(afterScreenUpdates:)`: a new plain view that pictures `source`, as
  /// big as its bounds, in no superview (Apple: "a visual stand-in for the current view").
  /// It is the app's own view: UIKit never removes it (X-5 removes only the transition's
  /// views), so one the lines leave in the window stays there.
  mutating func makeSnapshot(
    _ number: Int, of source: CodeView, _ line: CodeLine, _ scope: inout TransitionContext
  ) -> CodeLineText {
    let (id, reason) = resolve(source, scope)
    guard let id, let node = world.forest.node(id) else {
      return CodeLineText(
        words: AnimatorMistakeNote.snapshotOfNil(source: "\(source)", reason: reason).english)
    }
    let bounds = Rect(x: 0, y: 0, width: node.layoutFrame.width, height: node.layoutFrame.height)
    let snapshot = world.forest.make("UIView", frame: bounds)
    scope.snapshots[number] = (snapshot, line)
    return CodeLineText(
      AnimatorMistakeNote.snapshotMade(
        view: mention(id, scope), width: Transform.format(bounds.width),
        height: Transform.format(bounds.height)))
  }

  /// a line that takes the from-view out of the window in a transition the user
  /// cancels. UIKit puts the controllers back as they were and does not add the view back.
  func fromViewRemovedOnCancel(_ line: CodeLine) -> CodeLineText {
    CodeLineText(AnimatorMistakeNote.fromViewRemovedOnCancel(place: line.place))
  }

  /// `completeTransition(true)` after the interaction was cancelled. UIKit takes
  /// the argument as the outcome and completes the transition the user cancelled: an app
  /// mistake `tscope check` lists, blamed on the line.
  mutating func completedTrueOnCancel(_ scope: TransitionContext) -> [CodeLineText] {
    guard scope.transitionWasCancelled, let line = scope.completedBy,
      case .completeTransition(.literal(true)) = line.statement
    else { return [] }
    world.markAppMistake(.completedOnCancel(scope.fromVC), at: line.place)
    return [CodeLineText(AnimatorMistakeNote.completedTrueOnCancel(place: line.place))]
  }

  /// The snapshots the lines left in the window after UIKit's completion: the app's own
  /// views, which nothing removes. They cover what is below them with a still picture.
  mutating func snapshotsLeftBehind(_ scope: TransitionContext) -> [CodeLineText] {
    var sentences: [CodeLineText] = []
    for number in scope.snapshots.keys.sorted() {
      guard let (view, made) = scope.snapshots[number],
        world.forest.isDescendant(view, of: world.window)
      else { continue }
      let added = scope.lastTouch[view]
      let superview = world.forest.superview(of: view).map { mention($0, scope) }
      world.markAppMistake(.snapshotLeftBehind(made.place))
      sentences.append(
        CodeLineText(
          AnimatorMistakeNote.snapshotLeftBehind(
            place: made.place, code: made.text, superview: superview, addedAt: added?.place,
            addedCode: added?.text)))
    }
    return sentences
  }
}
