extension Planner {
  /// the view an animator can name for `view`'s superview: the containerView, or the
  /// root view of a controller; nil for any other view.
  func superviewName(of view: CodeView, _ scope: TransitionContext) -> CodeView? {
    guard let id = resolve(view, scope).0, let parent = world.forest.superview(of: id) else {
      return nil
    }
    if parent == scope.container { return .containerView }
    guard let owner = world.forest.node(parent)?.owner else { return nil }
    return .viewOf(CodeName(owner, location: SourceLocation(line: 1, column: 1)))
  }

  /// §5, PC-1: `C.modalPresentationStyle = S` in a `code` step or a segue's `perform()`:
  /// noted for C's presentation later in the block.
  func styleSentence(_ name: String, _ style: PresentationStyle) -> String {
    "sets \(name)'s modalPresentationStyle to .\(style.rawValue): when \(name) is presented, "
      + "UIKit makes the presentation controller of that style then (PC-1), so the style "
      + "decides what happens to the presenter's view (§5)."
  }
}

extension Planner {
  /// X-11 in a `code` step or a segue's `perform()`: `UIView.transition(from: A.view, to:
  /// B.view, …)` puts B's view into A's view's superview just above it, then takes A's view
  /// out, as the same two lines would. Only a superview that is a controller's root view can
  /// be named; under UIKit's own views (a wrapper) the swap is not modelled.
  mutating func codeReplace(
    _ from: CodeView, with to: CodeView, _ line: CodeLine, _ notes: inout CodeStepNotes,
    _ recorder: inout StepRecorder
  ) -> String? {
    guard case .viewOf(let fromName) = from, let id = world[notes.resolve(fromName)]?.view,
      let parent = world.forest.superview(of: id), let owner = world.forest.node(parent)?.owner
    else {
      return "not modelled: \(from)'s superview is not a controller's view the code can name, "
        + "so TransitionScope does not swap the views there (X-11)."
    }
    let parentName = CodeView.viewOf(CodeName(owner, location: line.location))
    guard
      let moved = codeMove(to, into: parentName, position: .above(from), line, &notes, &recorder)
    else { return nil }
    // Two phases, so that each sentence names only its own callbacks; the second is the
    // line's `(completed)`, as K-4's, so that the step names each phase once.
    recorder.capture(
      &world, .line(line),
      "`\(line.text)`: UIView.transition(from:to:) first adds the to-view (X-11): " + moved)
    let removed = codeRemove(from, &notes)
    recorder.capture(
      &world, .line(line, completed: true),
      "`\(line.text)`: when the animation ends it takes the from-view out (X-11): " + removed)
    return ""
  }
}

extension Planner {
  /// K-9: a controller whose state and view differ because the app's code said so.
  func handAppearanceSentence(_ name: String, _ state: AppearanceState, _ line: CodeLine)
    -> String
  {
    "\(name) counts as \(state.rawValue) while its view is "
      + (state == .appeared ? "out of" : "still in") + " the window: \(line.place) "
      + "(`\(line.text)`) told it so by hand, as a presenter covered by a custom presentation "
      + "may be (K-9). That is the app's choice, not a mistake."
  }
}
