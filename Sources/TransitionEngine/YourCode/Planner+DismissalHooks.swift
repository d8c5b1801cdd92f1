extension Planner {
  /// PC-6: UIKit calls the dismissal hooks of the presentation controller the app's Swift
  /// vended for `top` as the dismissal runs: `dismissalTransitionWillBegin` as it begins,
  /// `dismissalTransitionDidEnd(_:)` when it ends. The planner asks the same object then, with
  /// the world as it is at that moment, and what the hook does joins the presentation's
  /// `PresentationControllerCode`; what it does that the tool does not model is said in the
  /// phase that calls it.
  mutating func askDismissalHook(of top: String, completed: Bool?) {
    guard let app, var call = presentationCalls[top],
      let presentation = world.presentations[top], presentation.custom?.code != nil
    else { return }
    call.role = completed.map { .dismissalDidEnd(completed: $0) } ?? .dismissalWillBegin
    let answer = app.answer(
      call, world: WorldAnswers(world: world, roles: ["fromVC": presentation.source, "toVC": top]))
    guard let hooks = answer.dismissal, var code = presentation.custom?.code else { return }
    for index in code.chrome.indices where hooks.chrome.indices.contains(index) {
      let done = hooks.chrome[index]
      code.chrome[index].dismissalAlpha = done.dismissalAlpha
      code.chrome[index].dismissalAlphaLine = done.dismissalAlphaLine
      code.chrome[index].dismissedAlpha = done.dismissedAlpha
    }
    code.visibility = hooks.visibility
    if completed != nil { code.dismissalRemovesChrome = hooks.removesChrome }
    world.presentations[top]?.custom?.code = code
    let said = Set(world.pendingMistakeNotes.map(\.text))
    world.pendingMistakeNotes +=
      hooks.notModelled
      .map {
        NotModelledSentence.note(
          NotModelledSentence.englishLead + $0, role: .notModelled, controllers: [top])
      }
      .filter { !said.contains($0.text) }
  }
}
