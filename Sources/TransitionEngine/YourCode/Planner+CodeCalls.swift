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
}

extension Planner {
  /// X-11 in a `code` step or a segue's `perform()`: `UIView.transition(from: A.view, to:
  /// B.view, …)` puts B's view into A's view's superview just above it, then takes A's view
  /// out, as the same two lines would. Only a superview that is a controller's root view can
  /// be named; under UIKit's own views (a wrapper) the swap is not modelled.
  mutating func codeReplace(
    _ from: CodeView, with to: CodeView, _ line: CodeLine, _ notes: inout CodeStepNotes,
    _ recorder: inout StepRecorder
  ) -> CodeLineText? {
    guard case .viewOf(let fromName) = from, let id = world[notes.resolve(fromName)]?.view,
      let parent = world.forest.superview(of: id), let owner = world.forest.node(parent)?.owner
    else {
      return CodeLineText(CodeNote.replaceNotModelled(from: "\(from)"))
    }
    let parentName = CodeView.viewOf(CodeName(owner, location: line.location))
    guard
      let moved = codeMove(to, into: parentName, position: .above(from), line, &notes, &recorder)
    else { return nil }
    // Two phases, so that each sentence names only its own callbacks; the second is the
    // line's `(completed)`, as K-4's, so that the step names each phase once.
    recorder.capture(
      &world, .line(line), note: (CodeLineText(CodeNote.replaceAdds) + moved).note(code: line.text))
    let removed = codeRemove(from, &notes)
    recorder.capture(
      &world, .line(line, completed: true),
      note: (CodeLineText(CodeNote.replaceRemoves) + removed).note(code: line.text))
    return CodeLineText.none
  }
}

extension Planner {
  /// K-9: a controller whose state and view differ because the app's code said so.
  func handAppearanceSentence(_ name: String, _ state: AppearanceState, _ line: CodeLine)
    -> CodeLineText
  {
    CodeLineText(
      HandAppearanceNote.byHand(
        name: name, state: state.rawValue, appeared: state == .appeared, place: line.place,
        code: line.text))
  }
}
