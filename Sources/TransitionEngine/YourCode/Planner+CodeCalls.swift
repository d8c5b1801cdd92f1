extension Planner {
  /// K-5, K-9: the app's own `C.beginAppearanceTransition(_:animated:)` and
  /// `C.endAppearanceTransition()`, in a `code` step, a segue's `perform()` or an animator.
  /// A begin sends the will-callback to C and every descendant it shows; an end sends the
  /// did-callback matching the begin. A second begin in the same direction only nests, and an
  /// end with no begin before it changes nothing (the reimplementations' counter, K-9 [I]).
  mutating func appearanceCall(_ name: String, appearing: Bool?, animated: Bool) -> String {
    guard let state = world[name]?.appearance else {
      return "\(name) is not a controller of the scene; nothing happens."
    }
    let names = world.visibleSubtree(name)
    let others = names.count > 1 ? " and the children it shows" : ""
    // K-9: from here on the app's code answers for these controllers' state, which may
    // differ from their views' presence by design (not a mistake).
    for shown in names { world.markAppMistake(.appearanceByHand(shown)) }
    guard let appearing else {
      guard state == .appearing || state == .disappearing else {
        return "\(name) has no appearance transition begun (it is \(state.rawValue)): nothing "
          + "is sent. UIKit counts begins and ends; an end without a begin is unbalanced (K-9, "
          + "inferred from the reimplementations)."
      }
      world.endAppearance(names)
      return "ends the appearance transition you began: \(name)\(others) hear "
        + (state == .appearing ? "viewDidAppear" : "viewDidDisappear")
        + " now and count as \(state == .appearing ? "appeared" : "disappeared") (K-5, K-9)."
    }
    if (appearing && state == .appearing) || (!appearing && state == .disappearing) {
      return "\(name) is already \(state.rawValue): the call only nests, nothing is sent until "
        + "the matching end (K-9, inferred from the reimplementations)."
    }
    world.beginAppearance(names, appearing: appearing, animated: animated)
    return "begins an appearance transition by hand: \(name)\(others) hear "
      + (appearing ? "viewWillAppear" : "viewWillDisappear")
      + "(animated: \(animated)) now and count as \(appearing ? "appearing" : "disappearing") "
      + "until endAppearanceTransition() (K-5, K-9)."
  }

  /// X-11: the view an animator can name for `view`'s superview: the containerView, or the
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
