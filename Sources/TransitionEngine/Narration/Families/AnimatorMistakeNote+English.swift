extension AnimatorMistakeNote {
  /// The words in English, as the animator's phases have always said them.
  var english: String {
    switch self {
    case .snapshotOfNil(let source, let reason):
      return "\(source) is nil here: \(reason). No snapshot is made; the code gets nil (X-3)."
    case .snapshotMade(let view, let width, let height):
      return "a snapshot of \(view.english) is made: a plain UIView of size "
        + "\(width) × \(height) that shows how the view looks now, in no superview yet."
    case .fromViewRemovedOnCancel(let place):
      return " The mistake (\(place)): the user cancels this transition (transitionWasCancelled "
        + "is true, X-6), so the from-view must stay where it was. UIKit puts the controllers "
        + "back as they were before the transition but does not add the view back: its "
        + "controller stays on screen with no view in the window, and where it was the user "
        + "sees black (X-8). Remove the from-view only when "
        + "!transitionContext.transitionWasCancelled."
    case .completedTrueOnCancel(let place):
      return "The mistake (\(place)): the user cancelled the interaction "
        + "(transitionWasCancelled is true, X-6), yet the line passes true. UIKit takes the "
        + "argument as the outcome (X-5) and completes the transition the user took back, "
        + "after the animation ran back to its start; pass "
        + "!transitionContext.transitionWasCancelled."
    case .snapshotLeftBehind(let place, let code, let superview, let addedAt, let addedCode):
      let added = addedAt.map { " (\($0), `\(addedCode ?? "")`, put it there)" } ?? ""
      return "The mistake: the snapshot made at \(place) (`\(code)`) is still in "
        + "\(superview?.english ?? "a view")\(added). It is the app's own view: "
        + "completeTransition removes only "
        + "the transition's views (X-5), so the snapshot stays on top of the live views, a "
        + "still picture that hides them and takes the touches meant for them, and the "
        + "interface looks frozen. Remove it in the completion, before completeTransition."
    case .neverCompletes(let returnsAt, let returnCode, let stuck, let container, let earlier):
      return "The mistake: no line calls completeTransition, so the transition never ends "
        + "(X-5, X-8)."
        + (returnsAt.map {
          " animateTransition(using:) returns at \($0) (`\(returnCode ?? "")`) and nothing "
            + "it started calls completeTransition."
        } ?? "") + " " + Self.englishWaits(stuck, container, earlier)
    case .waitsForFinger(let waiting, let stuck, let container, let earlier):
      return "The mistake (\(waiting.place), `\(waiting.code)`): \(waiting.question) returns a "
        + "\(waiting.interactor) for \(waiting.action), which no gesture drives, so UIKit starts "
        + "the transition through it (X-7): the animations wait at their start for update, "
        + "finish or cancel, which nothing calls, and the completion that calls "
        + "completeTransition never runs, so the transition never ends (X-5, X-8). "
        + Self.englishWaits(stuck, container, earlier)
        + " Return the interaction controller only while a gesture drives the transition, "
        + "and nil otherwise."
    }
  }

  /// What UIKit does while a transition waits for ever, in English (X-5, X-8, §3.1).
  private static func englishWaits(_ stuck: [Stuck], _ container: String?, _ earlier: [String])
    -> String
  {
    let states = stuck.map {
      "\($0.name) stays \($0.state)" + ($0.inWindow ? " though its view is in the window" : "")
    }
    return "UIKit keeps the containerView and waits: the did-callbacks, the completion block and "
      + "animationEnded never come"
      + (states.isEmpty ? "" : "; " + states.joined(separator: ", ")) + ". "
      + "UIKit ignores touches while a transition runs, so the app looks frozen, and it "
      + "refuses every later present and dismiss with its \"in progress\" message (§3.1)"
      + (container.map {
        "; \($0) itself stays in the transition, so it does not start another one"
      } ?? "") + "."
      + (earlier.isEmpty
        ? ""
        : " The earlier transition that never completed (\(earlier.joined(separator: ", ")))"
          + " still waits too, so its containerView stays beside this one; no source shows "
          + "two at once, so this is inferred.")
  }
}
