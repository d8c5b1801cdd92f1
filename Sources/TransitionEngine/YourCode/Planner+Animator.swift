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
      if interactiveCancel != nil {
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
          lead: "The user's finger drives the transition through the interaction controller "
            + "(UIPercentDrivenInteractiveTransition): "
            + "update(\(TransitionAnimation.interactiveProgress)), then ", &scope, &recorder)
      }
      if case .completeTransition(let argument) = line.statement {
        scope.completedBy = line
        scope.tail = Array(block.lines[(index + 1)...])
        switch argument {
        case .literal(let value): return .completed(finished: value, line: line)
        case .notCancelled: return .completed(finished: !scope.transitionWasCancelled, line: line)
        }
      }
      let text = perform(line, &scope)
      recorder.capture(&world, .line(line), text)
    }
    return .neverCompleted
  }

  /// With an animator, how the app's interaction controller ends (X-6, X-7): true for
  /// `cancel()`, false for `finish()`, nil when the step is not interactive.
  func interactiveCancel(cancelled: Bool) -> Bool? {
    if cancelled || interaction == .cancelled { return true }
    return interaction == .completed ? false : nil
  }

  /// One animator line: what it does to the tree, in words produced from the tree.
  mutating func perform(_ line: CodeLine, _ scope: inout TransitionContext) -> String {
    var text = "`\(line.text)`: "
    switch line.statement {
    case .addSubview(let child, let parent):
      text += move(child, into: parent, position: nil, line, &scope)
    case .insertSubview(let child, let parent, let position):
      text += move(child, into: parent, position: position, line, &scope)
    case .removeFromSuperview(let view):
      text += remove(view, line, &scope)
    case .setProperty(let view, let property):
      text += set(property, of: view, line, &scope)
    case .snapshot(let number, let source):
      text += makeSnapshot(number, of: source, line, &scope)
    case .makeView(let number, let spec):
      text += makeView(number, spec, line, &scope)
    case .reorderSubview(let child, let parent, let toFront):
      text += reorder(child, in: parent, toFront: toFront, line, &scope)
    case .exchangeSubviews(let parent, let first, let second):
      text += exchange(in: parent, first, second, line, &scope)
    case .removeSubviews(let parent):
      text += removeSubviews(of: parent, line, &scope)
    case .replaceView(let from, let to):
      // X-11: `to` goes into `from`'s superview just above it, then `from` leaves.
      guard let parent = superviewName(of: from, scope) else {
        text += "\(from) is in no view the tool can name here; nothing happens (X-11)."
        break
      }
      text += "UIView.transition(from:to:) swaps the views (X-11): "
      text += move(to, into: parent, position: .above(from), line, &scope) + " "
      text += remove(from, line, &scope)
    case .appearanceTransition(let name, let appearing, let animated):
      let controller = scope.controller(name)
      for shown in world.visibleSubtree(controller) { scope.appearanceByHand[shown] = line }
      text += appearanceCall(controller, appearing: appearing, animated: animated, line)
    case .notModelled(let what):
      // Real Swift the tool does not model: named, never an error (Scenes/README.md).
      return "not modelled: \(line.file ?? "line")\(line.file == nil ? " " : ":")"
        + "\(line.location.line) \(line.text). \(what)"
    default:
      text += "not an animator statement; nothing happens."
    }
    if !scope.announcedAppearing, let view = world[scope.toVC]?.view, world.isInWindow(scope.toVC) {
      // §13.1 step 9: the to-view is in the window and laid out.
      _ = view
      scope.announcedAppearing = true
      world.viewIsAppearing(scope.appearing, animated: true)
      text += CallbackSentence.ifAppearing(
        world.events, " \(scope.toVC)'s view is in the window now, hence viewIsAppearing.")
    }
    return text
  }

  /// The view a name stands for, or the reason it is nil.
  func resolve(_ view: CodeView, _ scope: TransitionContext) -> (ViewID?, String) {
    switch view {
    case .containerView: return (scope.container, "")
    case .toView: return (scope.toView, scope.toNilReason)
    case .fromView: return (scope.fromView, scope.fromNilReason)
    case .viewOf(let name):
      return (world[scope.controller(name)]?.view, "\(scope.controller(name))'s view is not loaded")
    case .snapshot(let number):
      return (scope.snapshots[number]?.view, "the snapshot was never made (its view was nil)")
    case .made(let number):
      return (scope.madeViews[number]?.view, "the view was never made")
    case .keyWindow:
      return (world.window, "")
    case .superview(let inner):
      let (id, reason) = resolve(inner, scope)
      guard let id else { return (nil, reason) }
      return (world.forest.superview(of: id), "\(describe(id, scope)) is in no view")
    }
  }

  /// `the containerView`, `Card's view (the to-view)`, `the UIDropShadowView`.
  func describe(_ id: ViewID?, _ scope: TransitionContext) -> String {
    guard let id, let node = world.forest.node(id) else { return "no view" }
    var text = node.owner.map { "\($0)'s view" } ?? "the \(node.className)"
    if let made = scope.snapshots.values.first(where: { $0.view == id }) {
      text = "the snapshot made at \(made.line.place)"
    }
    if let mark = node.appMark { text = "the \(node.className) made at \(mark.madeAt)" }
    if id == world.window { text = "the window" }
    if id == scope.container {
      text = "the containerView"
    } else if id == scope.toView {
      text += node.owner == nil ? " (the to-view)" : " (it is the to-view)"
    } else if id == scope.fromView {
      text += " (the from-view)"
    }
    return text
  }

  private mutating func move(
    _ child: CodeView, into parent: CodeView, position: InsertPosition?, _ line: CodeLine,
    _ scope: inout TransitionContext
  ) -> String {
    let (childID, childNil) = resolve(child, scope)
    let (parentID, parentNil) = resolve(parent, scope)
    guard let parentID else {
      return "\(parent) is nil here: \(parentNil). The line does nothing (X-3)."
    }
    guard let childID else {
      return "\(child) is nil here: \(childNil). The line does nothing (X-3)."
    }
    guard !world.forest.isDescendant(parentID, of: childID) else {
      return "that would put \(describe(childID, scope)) inside itself; TransitionScope does not "
        + "model it and skips the line."
    }
    if let exception = hierarchyInconsistency(childID, into: parentID, scope) { return exception }
    let old = world.forest.superview(of: childID)
    let wasInWindow = world.forest.isDescendant(childID, of: world.window)
    var place = "on top of its subviews"
    switch position {
    case .none:
      world.forest.insert(childID, into: parentID)
    case .index(let index):
      world.forest.insert(childID, into: parentID, at: index)
      place = "at index \(index)"
    case .below(let siblingView), .above(let siblingView):
      let (siblingID, siblingNil) = resolve(siblingView, scope)
      guard let siblingID else {
        return "\(siblingView) is nil here: \(siblingNil). The line does nothing (X-3)."
      }
      guard world.forest.superview(of: siblingID) == parentID else {
        return "\(describe(siblingID, scope)) is not a subview of \(describe(parentID, scope)). "
          + "Apple's documentation does not say what insertSubview does then; TransitionScope "
          + "leaves the views where they are."
      }
      if case .below = position {
        world.forest.insert(childID, below: siblingID)
        place = "just below \(describe(siblingID, scope))"
      } else {
        world.forest.insert(childID, above: siblingID)
        place = "just above \(describe(siblingID, scope))"
      }
    }
    scope.lastTouch[childID] = line
    noteBorrowed(childID, into: parentID, line, scope)
    let leftWindow = leftTheWindow(childID, wasInWindow: wasInWindow)
    let from =
      old == nil
      ? (wasInWindow ? "" : " It was in no view before.")
      : (old == parentID
        ? " It was already there; only its place changes." : " It leaves \(describe(old, scope)).")
    let subviews = world.forest.subviews(of: parentID).map { describe($0, scope) }
    return "\(describe(childID, scope)) goes into \(describe(parentID, scope)), \(place).\(from) "
      + "Back to front, \(describe(parentID, scope)) now holds: \(subviews.joined(separator: ", "))."
      + leftWindow + outsideContainerNote(childID, in: parentID, scope)
  }

  private mutating func remove(_ view: CodeView, _ line: CodeLine, _ scope: inout TransitionContext)
    -> String
  {
    let (id, reason) = resolve(view, scope)
    guard let id else { return "\(view) is nil here: \(reason). The line does nothing (X-3)." }
    return removeView(id, line, &scope)
  }

  /// `removeFromSuperview()` on a view the line resolved.
  mutating func removeView(_ id: ViewID, _ line: CodeLine, _ scope: inout TransitionContext)
    -> String
  {
    guard let old = world.forest.superview(of: id) else {
      return "\(describe(id, scope)) is in no view; nothing happens."
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
    scope.lastTouch[id] = line
    let onCancel =
      wasInWindow && id == scope.fromView && scope.willCancel ? fromViewRemovedOnCancel(line) : ""
    for (container, borrowed) in world.borrowedViews {
      world.borrowedViews[container] = borrowed.filter { world[$0.owner]?.view != id }
    }
    return "\(describe(id, scope)) leaves \(describe(old, scope))"
      + (wasInWindow ? " and the window." : ".") + onCancel
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
