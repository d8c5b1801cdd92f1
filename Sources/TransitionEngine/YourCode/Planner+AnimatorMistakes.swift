extension Planner {
  /// `view.snapshotView(afterScreenUpdates:)`: a new plain view that pictures `source`, as
  /// big as its bounds, in no superview (Apple: "a visual stand-in for the current view").
  /// It is the app's own view: UIKit never removes it (X-5 removes only the transition's
  /// views), so one the lines leave in the window stays there.
  mutating func makeSnapshot(
    _ number: Int, of source: CodeView, _ line: CodeLine, _ scope: inout TransitionContext
  ) -> String {
    let (id, reason) = resolve(source, scope)
    guard let id, let node = world.forest.node(id) else {
      return "\(source) is nil here: \(reason). No snapshot is made; the code gets nil (X-3)."
    }
    let bounds = Rect(x: 0, y: 0, width: node.layoutFrame.width, height: node.layoutFrame.height)
    let snapshot = world.forest.make("UIView", frame: bounds)
    scope.snapshots[number] = (snapshot, line)
    return "a snapshot of \(describe(id, scope)) is made: a plain UIView of size "
      + "\(Transform.format(bounds.width)) × \(Transform.format(bounds.height)) that shows how the "
      + "view looks now, in no superview yet."
  }

  /// a line that takes the from-view out of the window in a transition the user
  /// cancels. UIKit puts the controllers back as they were and does not add the view back.
  func fromViewRemovedOnCancel(_ line: CodeLine) -> String {
    " The mistake (\(line.place)): the user cancels this transition (transitionWasCancelled is "
      + "true, X-6), so the from-view must stay where it was. UIKit puts the controllers back "
      + "as they were before the transition but does not add the view back: its controller "
      + "stays on screen with no view in the window, and where it was the user sees black "
      + "(X-8). Remove the from-view only when !transitionContext.transitionWasCancelled."
  }

  /// `completeTransition(true)` after the interaction was cancelled. UIKit takes
  /// the argument as the outcome and completes the transition the user cancelled.
  func completedTrueOnCancel(_ scope: TransitionContext) -> [String] {
    guard scope.transitionWasCancelled, let line = scope.completedBy,
      case .completeTransition(.literal(true)) = line.statement
    else { return [] }
    return [
      "The mistake (\(line.place)): the user cancelled the interaction "
        + "(transitionWasCancelled is true, X-6), yet the line passes true. UIKit takes the "
        + "argument as the outcome (X-5) and completes the transition the user took back, "
        + "after the animation ran back to its start; pass "
        + "!transitionContext.transitionWasCancelled."
    ]
  }

  /// The snapshots the lines left in the window after UIKit's completion: the app's own
  /// views, which nothing removes. They cover what is below them with a still picture.
  mutating func snapshotsLeftBehind(_ scope: TransitionContext) -> [String] {
    var sentences: [String] = []
    for number in scope.snapshots.keys.sorted() {
      guard let (view, made) = scope.snapshots[number],
        world.forest.isDescendant(view, of: world.window)
      else { continue }
      let added = scope.lastTouch[view].map { " (\($0.place), `\($0.text)`, put it there)" } ?? ""
      let superview = world.forest.superview(of: view).map { describe($0, scope) } ?? "a view"
      world.markAppMistake(.snapshotLeftBehind(made.place))
      sentences.append(
        "The mistake: the snapshot made at \(made.place) (`\(made.text)`) is still in "
          + "\(superview)\(added). It is the app's own view: completeTransition removes only "
          + "the transition's views (X-5), so the snapshot stays on top of the live views, a "
          + "still picture that hides them and takes the touches meant for them, and the "
          + "interface looks frozen. Remove it in the completion, before completeTransition.")
    }
    return sentences
  }

  /// where the method UIKit called returned without calling `completeTransition`.
  func unfinishedPlace(_ returnLine: CodeLine?) -> String {
    guard let line = returnLine else { return "" }
    return " animateTransition(using:) returns at \(line.place) (`\(line.text)`) and nothing "
      + "it started calls completeTransition."
  }
}
