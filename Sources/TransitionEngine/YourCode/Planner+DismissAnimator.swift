/// What a dismissal's animator works with (§13.2, X-2, X-3).
struct DismissalContext {
  let top: String
  let presenter: String
  let container: ViewID
  let grabbing: Bool
  let leaving: [String]
  let returning: [String]
  let final: Rect
}

extension Planner {
  /// A dismiss step's animator, run after `dismissalTransitionWillBegin`. Returns the
  /// scope and the completing line when it called `completeTransition(true)` (UIKit's
  /// completion follows in `dismiss`), nil when the step ended here.
  mutating func dismissWithAnimator(
    _ block: CodeBlock, _ context: DismissalContext, interactiveCancel: Bool?,
    _ recorder: inout StepRecorder
  ) -> (scope: AnimatorScope, line: CodeLine)? {
    let top = context.top
    let presenter = context.presenter
    let style = world.presentations[top]?.style.rawValue ?? "this"
    var scope = AnimatorScope(
      container: context.container,
      toView: context.grabbing ? world[presenter]?.view : nil,
      fromView: world.presentations[top].flatMap { world.movingView(of: $0) }, toVC: presenter,
      fromVC: top,
      toNilReason:
        "\(CodeText.article(style)) \(style) presentation never took \(presenter)'s view away, so "
        + "view(forKey: .to) is nil when it is dismissed (X-3, T-4)",
      fromNilReason: "\(top)'s view is not loaded", appearing: context.returning)
    scope.announcedAppearing = context.returning.isEmpty
    switch runAnimatorLines(block, &scope, interactiveCancel: interactiveCancel, &recorder) {
    case .completed(finished: true, let line):
      return (scope, line)
    case .completed(finished: false, let line):
      // T-6: the dismissal is undone; what the lines took out of the window stays out.
      var sentences: [String] = []
      for name in context.leaving where !world.isInWindow(name) {
        world.markAppMistake(.appearanceOutOfStep(name))
        sentences.append(
          "The mistake: \(name) is presented and counts as appeared again, but its view is "
            + "no longer in the window"
            + (world[name]?.view.flatMap { scope.lastTouch[$0] }.map {
              " (line \($0.location.line) took it out)"
            } ?? "") + ".")
      }
      cancelDismissal(
        top: top, presenter: presenter, leaving: context.leaving, returning: context.returning,
        grabbing: context.grabbing, final: context.final, &recorder)
      recorder.prefixExplanation(
        at: recorder.phases.count - 2,
        completionLead(line)
          + (interactiveCancel == true
            ? ""
            : "An animator that passes false undoes the dismissal as a cancelled one does "
              + "(X-8). "))
      recorder.appendExplanation(toLast: .cancelled, sentences.joined(separator: " "))
      return nil
    case .neverCompleted:
      neverCompletes(
        "dismiss \(top)", container: context.container, containerController: nil,
        involved: context.leaving + context.returning, &recorder)
      return nil
    }
  }
}
