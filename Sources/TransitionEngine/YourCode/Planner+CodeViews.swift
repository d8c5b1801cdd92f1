extension Planner {
  /// The controller a view name in a `code` block belongs to (`Shell.view` → Shell).
  private func owner(_ view: CodeView, _ notes: CodeStepNotes) -> String? {
    if case .viewOf(let name) = view { return notes.resolve(name) }
    return nil
  }

  /// `A.view.addSubview(B.view)` / `insertSubview`: the view moves; a child entering the
  /// window hears its appear callbacks (K-6), a controller outside the tree hears nothing.
  mutating func codeMove(
    _ child: CodeView, into parent: CodeView, position: InsertPosition?, _ line: CodeLine,
    _ notes: inout CodeStepNotes, _ recorder: inout StepRecorder
  ) -> CodeLineText? {
    guard let childName = owner(child, notes), let parentName = owner(parent, notes),
      world[parentName] != nil
    else { return CodeLineText(CodeViewNote.onlyControllerViews) }
    // A name the scene introduces here is a new plain UIViewController.
    world.instantiate(ControllerSpec(name: childName, isBareName: true))
    world.loadViewIfNeeded(parentName)
    world.loadViewIfNeeded(childName)
    guard let childView = world[childName]?.view, let parentView = world[parentName]?.view,
      childName != parentName, !world.forest.isDescendant(parentView, of: childView)
    else { return CodeLineText(CodeViewNote.intoItself) }
    // K-3: a child controller's view must go under its parent's views.
    if let childParent = world[childName]?.parent,
      world.owningController(of: parentView) != childParent
    {
      raise(
        "UIViewControllerHierarchyInconsistency: child view controller:"
          + "\(world.describe(childName)) should have parent view controller:"
          + "\(world.describe(parentName)) but actual parent is:"
          + "\(world.describe(childParent))", &recorder)
      return nil
    }
    world.markManagedViewMoved(childName)
    world[childName]?.viewLeftOut = false
    let wasInWindow = world.isInWindow(childName)
    let forwarded = wasInWindow && world.isInControllerTree(childName)
    let leaving =
      forwarded
      ? world.visibleSubtree(childName) + world.shownInPresentations(within: childName) : []
    let inserted = insertCodeView(childView, into: parentView, of: parentName, position, notes)
    guard let place = inserted else {
      return CodeLineText(CodeViewNote.siblingNotSubview(parent: parentName))
    }
    world.viewsLeftByCode[childView] = ViewLeftByCode(
      superview: parentView, removedFromParent: false)
    let frame =
      world[childName]?.parent == parentName
      ? world.childFrame(childName, in: parentName)
      : world.forest.node(parentView)?.frame.bounds ?? .zero
    let insets = childInsets(of: childName, in: parentName)
    world.layout(childName, frame: frame, insets: insets)
    // A container whose view arrives this way puts in the child it shows itself (TB-2, N-2).
    let shownInsets = childInsets(of: childName, in: parentName)
    world.mountShownChildren(of: childName, insets: shownInsets)
    let moved = { (then: CodeViewNote.Then) in
      CodeLineText(
        CodeViewNote.moved(child: childName, parent: parentName, place: place, then: then))
    }
    if wasInWindow && !world.isInWindow(childName) {
      // K-6: moved into a view outside the window, it leaves the window as with
      // removeFromSuperview, and what it shows hears its disappear callbacks.
      world.detachPresentations(within: childName)
      guard forwarded else { return moved(.leavesWindowSilently) }
      world.beginAppearance(leaving, appearing: false, animated: false)
      world.endAppearance(leaving)
      return moved(.leavesWindow)
    }
    guard !wasInWindow, world.isInWindow(childName) else { return moved(.nothing) }
    return moved(codeViewEntersWindow(childName, line, &notes))
  }

  /// Puts a code line's view where `position` says; the place, or nil when the sibling is not
  /// a subview of the parent and nothing moved.
  private mutating func insertCodeView(
    _ childView: ViewID, into parentView: ViewID, of parentName: String,
    _ position: InsertPosition?, _ notes: CodeStepNotes
  ) -> CodeViewNote.Place? {
    var place = CodeViewNote.Place.top(parent: parentName)
    switch position {
    case .none:
      world.forest.insert(childView, into: parentView)
    case .index(let index):
      world.forest.insert(childView, into: parentView, at: index)
      place = .index(index, parent: parentName)
    case .below(let siblingView), .above(let siblingView):
      guard let siblingName = owner(siblingView, notes), let sibling = world[siblingName]?.view,
        world.forest.superview(of: sibling) == parentView
      else { return nil }
      if case .below = position {
        world.forest.insert(childView, below: sibling)
        place = .below(sibling: siblingName)
      } else {
        world.forest.insert(childView, above: sibling)
        place = .above(sibling: siblingName)
      }
    }
    return place
  }

  /// A moved view that enters the window: with a parent in the controller tree its
  /// controllers hear the appear callbacks (K-6); without one, nobody forwards them (K-5).
  private mutating func codeViewEntersWindow(
    _ childName: String, _ line: CodeLine, _ notes: inout CodeStepNotes
  ) -> CodeViewNote.Then {
    if world.isInControllerTree(childName) {
      // K-6: with automatic forwarding, entering the window brings the appear callbacks.
      let appearing = world.visibleSubtree(childName)
      world.beginAppearance(appearing, appearing: true, animated: false)
      world.viewIsAppearing(appearing, animated: false)
      world.endAppearance(appearing)
      return .entersWindow(events: world.events)
    }
    for name in world.visibleSubtree(childName) {
      world.markAppMistake(.viewWithoutController(name), at: line.place)
      world.markAppMistake(.appearanceOutOfStep(name), at: line.place)
    }
    notes.orphanViews[childName] = line
    return .entersWindowOrphan
  }

  /// `B.view.removeFromSuperview()`: a child leaving the window hears its disappear pair.
  mutating func codeRemove(_ view: CodeView, _ notes: inout CodeStepNotes) -> CodeLineText {
    guard let name = owner(view, notes), let id = world[name]?.view,
      let superview = world.forest.superview(of: id)
    else { return CodeLineText(CodeViewNote.inNoView) }
    world.markManagedViewMoved(name)
    let wasInWindow = world.isInWindow(name)
    let forwarded = wasInWindow && world.isInControllerTree(name)
    let leaving = world.visibleSubtree(name) + world.shownInPresentations(within: name)
    if forwarded { world.beginAppearance(leaving, appearing: false, animated: false) }
    world.forest.removeFromSuperview(id)
    world.viewsLeftByCode[id] = nil
    world[name]?.viewLeftOut = true
    // K-6: a view that was not in the window takes nothing out of it, so the containers of
    // its presentations that sit in the window stay (T-8 applies to a view leaving it).
    if wasInWindow { world.detachPresentations(within: name) }
    if forwarded { world.endAppearance(leaving) }
    notes.orphanViews[name] = nil
    return CodeLineText(
      CodeViewNote.removed(
        name: name, from: world.forest.node(superview)?.owner, wasInWindow: wasInWindow,
        events: forwarded ? world.events : nil))
  }

  /// `P.transition(from: A, to: B)` (K-4): B's view joins A's superview, A's view leaves at
  /// the end; both must be children of P.
  mutating func swapChildren(
    parent: String, from: String, to: String, _ line: CodeLine, _ recorder: inout StepRecorder
  ) -> CodeLineText? {
    guard world[from]?.parent == parent, world[to]?.parent == parent else {
      raise(
        "NSInvalidArgumentException: Children view controllers \(world.describe(from)) and "
          + "\(world.describe(to)) must have a common parent view controller when calling "
          + "-[UIViewController transitionFromViewController:toViewController:duration:"
          + "options:animations:completion:]", &recorder)
      return nil
    }
    // K-4: Apple's page asks for a from-controller whose view is in the parent's hierarchy
    // and a to-controller whose view is not; no source shows what UIKit does when both are
    // the same controller, so the line changes nothing (docs/DECISIONS.md).
    guard from != to else { return CodeLineText(CodeViewNote.swapSame(controller: from)) }
    let byHand = swappedByHand(parent, from, to)
    guard let fromView = world[from]?.view, let host = world.forest.superview(of: fromView) else {
      return CodeLineText(CodeViewNote.swapNoSuperview(from: from, to: to))
    }
    let onScreen = world.isInWindow(from)
    let incoming = world.visibleSubtree(to)
    for name in incoming { world.loadViewIfNeeded(name) }
    let outgoing = world.visibleSubtree(from) + world.shownInPresentations(within: from)
    // TB-3 order (to before from), the order the logs of tab switches show, which use this
    // call (K-4); the open-source ports begin the from side first.
    if onScreen {
      world.beginAppearance(incoming, appearing: true, animated: true)
      world.beginAppearance(outgoing, appearing: false, animated: true)
    }
    world.forest.insert(world[to]?.view ?? fromView, above: fromView)
    world[to]?.viewLeftOut = false
    let insets = childInsets(of: to, in: parent)
    world.layout(to, frame: world.forest.node(fromView)?.frame ?? .zero, insets: insets)
    // A container arriving this way puts in the child it shows itself (TB-2, N-2).
    let shownInsets = childInsets(of: to, in: parent)
    world.mountShownChildren(of: to, insets: shownInsets)
    if onScreen { world.viewIsAppearing(incoming, animated: true) }
    let adds = CodeViewNote.swapAdds(
      from: from, to: to, parent: parent, events: world.events, managedBy: byHand)
    recorder.capture(&world, .line(line), note: CodeLineText(adds).note(code: line.text))
    _ = host
    world.forest.removeFromSuperview(fromView)
    world[from]?.viewLeftOut = true
    world.detachPresentations(within: from)
    if onScreen {
      world.endAppearance(outgoing)
      world.endAppearance(incoming)
    }
    let ends = CodeViewNote.swapEnds(from: from, events: onScreen ? world.events : nil)
    recorder.capture(
      &world, .codeLine(number: line.location.line, text: line.text + " (completed)"),
      note: CodeLineText(ends).note())
    return CodeLineText.none
  }

  /// `S.present(V)`, `S.dismiss()`, `N.pushViewController(V)`, `N.popViewController()`,
  /// `N.setViewControllers([A, B])`: the engine's own transition, its phases prefixed with
  /// the line.
  mutating func nestedTransition(
    _ line: CodeLine, _ notes: CodeStepNotes, _ recorder: inout StepRecorder
  ) -> CodeLineText? {
    var sub = StepRecorder()
    sub.isInnerCall = true
    let kind: SubTransition
    switch line.statement {
    case .present(let presented, let source, let animated):
      let spec = PresentSpec(
        controller: ControllerSpec(name: notes.resolve(presented), isBareName: true),
        from: notes.resolve(source), style: notes.styles[notes.resolve(presented)] ?? .automatic,
        transition: notes.transitions[notes.resolve(presented)])
      kind = .present
      _ = present(spec, animated: animated, &sub)
    case .dismiss(let name, let animated):
      if world[notes.resolve(name)] == nil, name.text == "source.presentingViewController" {
        return CodeLineText(CodeNote.presentingNil)
      }
      kind = .dismiss
      let dismissed = notes.resolve(name)
      let asked = askDismissalDelegate(dismissed, notes, &sub)
      _ = dismiss(dismissed, cancelled: false, animated: animated, &sub)
      if asked { (animator, delegateAnswer) = (nil, nil) }
    case .push(let pushed, let nav, let animated):
      guard world[notes.resolve(nav)]?.kind == .navigation else {
        return CodeLineText(CodeNote.notNavigation(notes.resolve(nav)))
      }
      kind = .push
      _ = push(
        ControllerSpec(name: notes.resolve(pushed), isBareName: true), on: notes.resolve(nav),
        animated: animated, &sub)
    case .pop(let nav, let animated):
      guard world[notes.resolve(nav)]?.kind == .navigation else {
        return CodeLineText(CodeNote.notNavigation(notes.resolve(nav)))
      }
      kind = .pop
      _ = pop(notes.resolve(nav), toRoot: false, cancelled: false, animated: animated, &sub)
    case .setBarHidden(let bar, let hidden, let navName, let animated):
      let nav = notes.resolve(navName)
      guard world[nav]?.kind == .navigation else {
        return CodeLineText(CodeNote.notNavigation(nav))
      }
      // N-20, N-22: no transition, so the line's own phase tells it.
      switch changeBarNote(bar, hidden, nav: nav, animated: animated) {
      case .success(let note): return CodeLineText(note)
      case .failure(let refusal):
        recorder.warnings.append(refusal.warning)
        return CodeLineText(words: refusal.warning + ".")
      }
    case .popTo(let target, let navName, let animated):
      let nav = notes.resolve(navName)
      guard world[nav]?.kind == .navigation else {
        return CodeLineText(CodeNote.notNavigation(nav))
      }
      kind = .pop
      _ = popTo(notes.resolve(target), nav: nav, animated: animated, &sub)
    case .setViewControllers(let stack, let navName, let animated):
      // N-16: the same engine path as a `setViewControllers:` step; its phases are those of
      // the one transition it runs, a push or a pop.
      let nav = notes.resolve(navName)
      guard world[nav]?.kind == .navigation else {
        return CodeLineText(CodeNote.notNavigation(nav))
      }
      let names = stack.map { notes.resolve($0) }
      kind = names.last.map { world[nav]?.children.contains($0) == true } == true ? .pop : .push
      _ = setViewControllers(
        names.map { ControllerSpec(name: $0, isBareName: true) }, on: nav, animated: animated,
        &sub)
    default:
      return CodeLineText.none
    }
    let note = line.leadNote
    // When UIKit raised, the block stops here: the refusal's `after` ends the step itself.
    recorder.append(sub.phases, as: kind, lastEndsStep: sub.error != nil) {
      $1.notes.prepending(note)
    }
    recorder.warnings += sub.warnings
    if let error = sub.error { recorder.error = error }
    return sub.error == nil ? CodeLineText.none : nil
  }

  /// N-2, TB-2, SV-1: a navigation, tab or split controller places its children's views
  /// itself; `transition(from:to:)` on two of its children moves them by hand, and what it
  /// shows afterwards is the app's doing [I]. Returns the container's kind, for the note.
  private mutating func swappedByHand(_ parent: String, _ from: String, _ to: String) -> String? {
    guard let kind = world[parent]?.kind, kind == .navigation || kind == .tab || kind == .split
    else { return nil }
    world.markManagedViewMoved(from)
    world.markManagedViewMoved(to)
    return kind.rawValue
  }
}
