extension Planner {
  /// Runs an animator's lines one phase each until `completeTransition` (X-8). With
  /// `interactive`, the user's gesture ends in `finish()` (false) or `cancel()` (true) before
  /// the completing line runs (X-6, X-7).
  mutating func runAnimatorLines(
    _ block: CodeBlock, _ scope: inout TransitionContext, interactiveCancel: Bool?,
    _ recorder: inout StepRecorder
  ) -> AnimatorOutcome {
    // X-7, 13.1 step 8: with an interaction controller UIKit starts the transition through it;
    // UIPercentDrivenInteractiveTransition then asks the animator to animate.
    let custom = startCustomInteraction(block)
    scope.willCancel = interactiveCancel == true
    if !custom {
      // X-7: an interaction controller no gesture drives starts the transition all the same.
      if interactiveCancel != nil || block.waitsForFinger != nil {
        world.emit(.interactionController(.startInteractiveTransition))
      }
      world.emit(.animator(.transitionDuration))
      world.emit(.animator(.animateTransition))
    }
    var interacted = interactiveCancel == nil
    for (index, line) in block.lines.enumerated() {
      if case .interaction(let call) = line.statement,
        custom
          ? customInteraction(call, line, block, &scope, interacted: &interacted, &recorder)
          : percentDrivenInteraction(call, line, &scope, interacted: &interacted, &recorder)
      {
        continue
      }
      let completes: Bool
      if case .completeTransition = line.statement { completes = true } else { completes = false }
      // X-7: an animation's completion runs once the interaction has ended, so the finger's
      // phase comes before the first completion line, not just before completeTransition.
      if !interacted, !block.endsInteraction, completes || line.atEnd,
        let interactiveCancel
      {
        interacted = true
        world.emit(.interactionController(.update(TransitionAnimation.interactiveProgress)))
        endPercentDrivenInteraction(
          cancelled: interactiveCancel,
          lead: CodeLineText(
            InteractionNote.fingerLead(progress: "\(TransitionAnimation.interactiveProgress)")),
          &scope, &recorder)
      }
      if case .completeTransition(let argument) = line.statement {
        scope.completedBy = line
        scope.tail = Array(block.lines[(index + 1)...])
        switch argument {
        case .literal(let value): return .completed(finished: value, line: line)
        case .notCancelled: return .completed(finished: !scope.transitionWasCancelled, line: line)
        }
      }
      recorder.capture(&world, .line(line), note: performNote(line, &scope))
    }
    return .neverCompleted
  }

  /// With an animator, how the app's interaction controller ends (X-6, X-7): true for
  /// `cancel()`, false for `finish()`, nil when the step is not interactive.
  func interactiveCancel(cancelled: Bool) -> Bool? {
    if cancelled || interaction == .cancelled { return true }
    return interaction == .completed ? false : nil
  }

  /// One animator line: what it does to the tree, in words produced from the tree (English).
  mutating func perform(_ line: CodeLine, _ scope: inout TransitionContext) -> String {
    performNote(line, &scope).joined
  }

  /// One animator line as a note: what it does to the tree, its words written by the
  /// narration layer when the line's action is typed (`AnimatorLineNote`).
  mutating func performNote(_ line: CodeLine, _ scope: inout TransitionContext) -> PhaseNote {
    let told: AnimatorLineText
    switch line.statement {
    case .addSubview(let child, let parent):
      told = move(child, into: parent, position: nil, line, &scope)
    case .insertSubview(let child, let parent, let position):
      told = move(child, into: parent, position: position, line, &scope)
    case .removeFromSuperview(let view):
      told = remove(view, line, &scope)
    case .setProperty(let view, let property):
      told = .said(set(property, of: view, line, &scope))
    case .snapshot(let number, let source):
      told = .said(makeSnapshot(number, of: source, line, &scope))
    case .makeView(let number, let spec):
      told = .said(makeView(number, spec, line, &scope))
    case .reorderSubview(let child, let parent, let toFront):
      told = .words(reorder(child, in: parent, toFront: toFront, line, &scope))
    case .exchangeSubviews(let parent, let first, let second):
      told = .words(exchange(in: parent, first, second, line, &scope))
    case .removeSubviews(let parent):
      told = .said(removeSubviews(of: parent, line, &scope))
    case .replaceView(let from, let to):
      told = .words(replace(from, with: to, line, &scope))
    case .appearanceTransition(let name, let appearing, let animated):
      let controller = scope.controller(name)
      for shown in world.visibleSubtree(controller) { scope.appearanceByHand[shown] = line }
      told = .said(appearanceCall(controller, appearing: appearing, animated: animated, line))
    case .notModelled(let what):
      // Real Swift the tool does not model: named, never an error (Scenes/README.md).
      let place =
        "\(line.file ?? "line")\(line.file == nil ? " " : ":")\(line.location.line) \(line.text)"
      return CodeLineText(
        english: "not modelled: \(place). \(what)",
        chinese: NotModelledSentence.chineseReasons(what).map {
          NotModelledSentence.chineseLead
            + (line.file.map { "\($0):\(line.location.line)" } ?? "第 \(line.location.line) 行")
            + " `\(line.text)`。" + $0
        }
      ).note()
    default:
      told = .words("not an animator statement; nothing happens.")
    }
    var appearing: String?
    if !scope.announcedAppearing, world[scope.toVC]?.view != nil, world.isInWindow(scope.toVC) {
      // §13.1 step 9: the to-view is in the window and laid out.
      scope.announcedAppearing = true
      world.viewIsAppearing(scope.appearing, animated: true)
      if CallbackSentence.hasAppearing(world.events) { appearing = scope.toVC }
    }
    switch told {
    case .action(let action):
      return AnimatorLineNote.line(code: line.text, action: action, appearing: appearing).note
    case .words(let words):
      return PhaseNote(
        words: "`\(line.text)`: " + words + AnimatorLineNote.english(appearing: appearing))
    case .said(let text):
      return (text + CodeLineText.appearing(appearing)).note(code: line.text)
    }
  }

  /// X-11: `UIView.transition(from:to:)`: `to` goes into `from`'s superview just above it,
  /// then `from` leaves.
  private mutating func replace(
    _ from: CodeView, with to: CodeView, _ line: CodeLine, _ scope: inout TransitionContext
  ) -> String {
    guard let parent = superviewName(of: from, scope) else {
      return AnimatorNilNote.replaceInNoView(view: "\(from)").english
    }
    return AnimatorNilNote.replaceSwaps.english
      + move(to, into: parent, position: .above(from), line, &scope).english + " "
      + remove(from, line, &scope).english
  }

  private mutating func move(
    _ child: CodeView, into parent: CodeView, position: InsertPosition?, _ line: CodeLine,
    _ scope: inout TransitionContext
  ) -> AnimatorLineText {
    let childID = resolve(child, scope).0
    let parentID = resolve(parent, scope).0
    guard let parentID else { return .said(nilHereText(parent, scope)) }
    guard let childID else { return .said(nilHereText(child, scope)) }
    guard !world.forest.isDescendant(parentID, of: childID) else {
      return .words(
        "that would put \(describe(childID, scope)) inside itself; TransitionScope does not "
          + "model it and skips the line.")
    }
    if let exception = hierarchyInconsistency(childID, into: parentID, scope) {
      return .words(exception)
    }
    let old = world.forest.superview(of: childID)
    let wasInWindow = world.forest.isDescendant(childID, of: world.window)
    var place = AnimatorLineNote.Place.top
    switch position {
    case .none:
      world.forest.insert(childID, into: parentID)
    case .index(let index):
      world.forest.insert(childID, into: parentID, at: index)
      place = .index(index)
    case .below(let siblingView), .above(let siblingView):
      guard let siblingID = resolve(siblingView, scope).0 else {
        return .said(nilHereText(siblingView, scope))
      }
      guard world.forest.superview(of: siblingID) == parentID else {
        return .words(
          "\(describe(siblingID, scope)) is not a subview of \(describe(parentID, scope)). "
            + "Apple's documentation does not say what insertSubview does then; TransitionScope "
            + "leaves the views where they are.")
      }
      if case .below = position {
        world.forest.insert(childID, below: siblingID)
        place = .below(mention(siblingID, scope))
      } else {
        world.forest.insert(childID, above: siblingID)
        place = .above(mention(siblingID, scope))
      }
    }
    scope.lastTouch[childID] = line
    noteBorrowed(childID, into: parentID, line, scope)
    let leftWindow = leftTheWindow(childID, wasInWindow: wasInWindow)
    let origin: AnimatorLineNote.Origin =
      old == nil
      ? (wasInWindow ? .unsaid : .noView)
      : (old == parentID ? .samePlace : .left(mention(old, scope)))
    let action = AnimatorLineNote.Action.moved(
      child: mention(childID, scope), parent: mention(parentID, scope), place: place,
      origin: origin, holds: world.forest.subviews(of: parentID).map { mention($0, scope) })
    let outside = outsideContainerNote(childID, in: parentID, scope)
    guard leftWindow.isEmpty, outside.isEmpty else {
      return .said(AnimatorLineText.action(action).text + leftWindow + outside)
    }
    return .action(action)
  }

  private mutating func remove(_ view: CodeView, _ line: CodeLine, _ scope: inout TransitionContext)
    -> AnimatorLineText
  {
    guard let id = resolve(view, scope).0 else { return .said(nilHereText(view, scope)) }
    return removeViewText(id, line, &scope)
  }

  /// `removeFromSuperview()` on a view the line resolved.
  mutating func removeView(_ id: ViewID, _ line: CodeLine, _ scope: inout TransitionContext)
    -> String
  {
    removeViewText(id, line, &scope).english
  }

  /// `removeFromSuperview()` on a view the line resolved, as an action when nothing else is
  /// said of it.
  mutating func removeViewText(_ id: ViewID, _ line: CodeLine, _ scope: inout TransitionContext)
    -> AnimatorLineText
  {
    guard let old = world.forest.superview(of: id) else {
      return .action(.inNoView(mention(id, scope)))
    }
    let wasInWindow = world.forest.isDescendant(id, of: world.window)
    // X-8: controllers whose views the lines take out of the window are out of step with
    // their appearance state whatever UIKit does next; the app's doing. X-3: removing the
    // from-view of a transition that goes ahead is the animator's normal work (UIKit ends its
    // appearance at completeTransition), so it is no mistake; on a cancel it is (X-6).
    let fromViewLeaving = id == scope.fromView && !scope.willCancel
    if wasInWindow && !fromViewLeaving {
      for owner in world.owners(under: id) { world.markAppMistake(.appearanceOutOfStep(owner)) }
    }
    world.forest.removeFromSuperview(id)
    if wasInWindow { world.noteChromeTakenOut(id, from: old, line) }
    scope.lastTouch[id] = line
    let onCancel =
      wasInWindow && id == scope.fromView && scope.willCancel
      ? fromViewRemovedOnCancel(line) : CodeLineText.none
    for (container, borrowed) in world.borrowedViews {
      world.borrowedViews[container] = borrowed.filter { world[$0.owner]?.view != id }
    }
    let action = AnimatorLineNote.Action.removed(
      view: mention(id, scope), superview: mention(old, scope), leftWindow: wasInWindow)
    return onCancel.isEmpty
      ? .action(action) : .said(AnimatorLineText.action(action).text + onCancel)
  }

  /// X-8: a controller's view the animator put into a presentation's container, other than
  /// the context's own views, now belongs to that container and will leave with it.
  private mutating func noteBorrowed(
    _ view: ViewID, into parent: ViewID, _ line: CodeLine, _ scope: TransitionContext
  ) {
    // The presenter's view is UIKit's to put back only when view(forKey: .to) hands it over
    // (a grabbing style, T-4); otherwise it is borrowed like any other (X-8).
    guard let owner = world.forest.node(view)?.owner, view != scope.toView,
      view != scope.fromView, owner != scope.toVC || scope.toView == nil,
      world.livePresentations.contains(where: { $0.container == scope.container }),
      world.forest.isDescendant(parent, of: scope.container)
    else { return }
    world.borrowedViews[scope.container, default: []].append(BorrowedView(owner: owner, line: line))
  }
}
