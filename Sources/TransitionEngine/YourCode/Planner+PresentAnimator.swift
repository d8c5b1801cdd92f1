extension Planner {
  /// A present step's animator, run after `presentationTransitionWillBegin`. Returns
  /// the scope and the completing line when the animator called `completeTransition(true)`
  /// (UIKit's completion follows in `present`), nil when the step ended here: undone like a
  /// cancel (T-5), or never completed.
  mutating func presentWithAnimator(
    _ block: CodeBlock, _ story: PresentStory, outgoing: [String], incoming: [String],
    interactiveCancel: Bool?, frame: Rect, _ recorder: inout StepRecorder
  ) -> (scope: AnimatorScope, line: CodeLine)? {
    let name = story.presented
    guard let container = world.presentations[name]?.container else { return nil }
    // the to-view is presentedView (V's view, or the wrapper its style puts it in) at
    // finalFrame(for:); it is not in the container until a line adds it.
    let toView = world.addContent(to: name, frame: frame)
    if let toView { world.forest.removeFromSuperview(toView) }
    var scope = AnimatorScope(
      container: container, toView: toView,
      fromView: story.grabbing ? world[story.presenter]?.view : nil, toVC: name,
      fromVC: story.presenter, toNilReason: "\(name)'s view is not loaded",
      fromNilReason:
        "\(CodeText.article(story.style.rawValue)) \(story.style.rawValue) presentation leaves \(story.presenter)'s view "
        + "where it is (shouldRemovePresentersView is false), so view(forKey: .from) is nil "
        + "(X-3, T-4)",
      appearing: incoming)
    switch runAnimatorLines(block, &scope, interactiveCancel: interactiveCancel, &recorder) {
    case .completed(finished: true, let line):
      return (scope, line)
    case .completed(finished: false, let line):
      let lost = borrowedViewsLeaving(container)
      cancelPresentation(story, outgoing: outgoing, incoming: incoming, &recorder)
      recorder.prefixExplanation(
        at: recorder.phases.count - 2,
        completionLead(line)
          + (interactiveCancel == true
            ? ""
            : "An animator that passes false undoes the presentation as a cancelled one "
              + "does (X-8). "))
      recorder.appendExplanation(toLast: .cancelled, lost)
      return nil
    case .neverCompleted:
      neverCompletes(
        "present \(name)", container: container, containerController: nil,
        involved: incoming + outgoing, &recorder)
      return nil
    }
  }
}
