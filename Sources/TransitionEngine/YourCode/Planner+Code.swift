extension Planner {
  /// A `code` step (or a custom segue's `perform`): the developer's statements on named
  /// controllers, one phase each (K-1..K-6), then what they left undone.
  mutating func runCode(
    _ block: CodeBlock, notes start: CodeStepNotes = CodeStepNotes(),
    _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    var notes = start
    let summary = block.lines.count == 1 ? block.lines[0].text : "\(block.lines.count) lines"
    guard runTurn(block.lines, &notes, &recorder) else { return .code(summary: summary) }
    recorder.capture(&world, .after, note: codeEnding(notes).note())
    return .code(summary: summary)
  }

  /// What the block left undone, in sentences produced from the notes.
  private mutating func codeEnding(_ notes: CodeStepNotes) -> CodeLineText {
    var sentences: [CodeLineText] = []
    for (child, entry) in notes.awaitingDidMove.sorted(by: { $0.key < $1.key }) {
      sentences.append(
        CodeLineText(
          CodeNote.awaitingDidMove(
            child: child, parent: entry.parent, line: entry.line.location.line)))
    }
    for (child, line) in notes.removedWithoutWillMove.sorted(by: { $0.key < $1.key }) {
      sentences.append(
        CodeLineText(CodeNote.removedWithoutWillMove(child: child, line: line.location.line)))
    }
    for (child, line) in notes.orphanViews.sorted(by: { $0.key < $1.key })
    where world.isInWindow(child) && !world.isInControllerTree(child) {
      let state = world[child]?.appearance.rawValue ?? "disappeared"
      sentences.append(
        CodeLineText(CodeNote.orphanView(child: child, line: line.location.line, state: state)))
    }
    sentences += openAppearanceSentences()
    sentences += codeLookConsequences(notes)
    return sentences.isEmpty
      ? CodeLineText(CodeNote.everyLineRan) : CodeLineText.joined(sentences)
  }

  /// One statement. Returns the explanation of its phase ("" when it recorded its own), or
  /// nil when UIKit raised and the block stops.
  mutating func performCode(
    _ line: CodeLine, _ notes: inout CodeStepNotes, _ recorder: inout StepRecorder
  ) -> CodeLineText? {
    switch line.statement {
    case .addChild(let childName, let parentName):
      let child = notes.resolve(childName)
      let parent = notes.resolve(parentName)
      // K-1, K-3, HI-1: the same refusals as an `addChild` step, also for a controller the
      // line introduces (`A.addChild(A)` adds a controller to itself).
      world.instantiate(ControllerSpec(name: child, isBareName: true))
      if let exception = containmentRefusal(of: child, under: parent) {
        raise(exception, &recorder)
        return nil
      }
      world.linkChild(child, to: parent)
      world[child]?.viewLeftOut = true
      world.willMove(child, toParent: parent)
      notes.awaitingDidMove[child] = (parent, line)
      let managedBy = containerChangedByHand(parent, adding: true, child)
      return CodeLineText(CodeNote.addChild(child: child, parent: parent, managedBy: managedBy))
    case .removeFromParent(let childName):
      return removeFromParent(notes.resolve(childName), line, &notes)
    case .willMove(let childName, let parentName):
      let child = notes.resolve(childName)
      let parent = parentName.map { notes.resolve($0) }
      world.willMove(child, toParent: parent)
      if parent == nil { notes.toldWillMoveNil.insert(child) }
      return CodeLineText(CodeNote.willMoveByHand(child: child))
    case .didMove(let childName, let parentName):
      let child = notes.resolve(childName)
      let parent = parentName.map { notes.resolve($0) }
      world.didMove(child, toParent: parent)
      if let parent, notes.awaitingDidMove[child]?.parent == parent {
        notes.awaitingDidMove[child] = nil
      }
      return CodeLineText(CodeNote.didMoveByHand)
    case .addSubview(let child, let parent):
      return codeMove(child, into: parent, position: nil, line, &notes, &recorder)
    case .insertSubview(let child, let parent, let position):
      return codeMove(child, into: parent, position: position, line, &notes, &recorder)
    case .removeFromSuperview(let view):
      return codeRemove(view, &notes)
    case .transition(let parent, let from, let to):
      return swapChildren(
        parent: notes.resolve(parent), from: notes.resolve(from), to: notes.resolve(to), line,
        &recorder)
    case .present, .dismiss, .push, .pop, .setViewControllers, .setBarHidden, .popTo:
      return nestedTransition(line, notes, &recorder)
    case .appearanceTransition(let name, let appearing, let animated):
      return appearanceCall(
        notes.resolve(name), appearing: appearing, animated: animated, line)
    case .setPresentationStyle(let name, let style):
      notes.styles[notes.resolve(name)] = style
      return CodeLineText(
        CodeNote.presentationStyle(controller: notes.resolve(name), style: style.rawValue))
    case .setTransitionStyle(let name, let style):
      notes.transitions[notes.resolve(name)] = style
      return CodeLineText(
        CodeNote.transitionStyle(controller: notes.resolve(name), style: style.rawValue))
    case .replaceView(let from, let to):
      return codeReplace(from, with: to, line, &notes, &recorder)
    case .completeTransition:
      return CodeLineText(CodeNote.elsewhere(.completeTransition))
    case .setProperty(let view, let property):
      return codeSetProperty(view, property, line, &notes)
    case .snapshot:
      return CodeLineText(CodeNote.elsewhere(.snapshot))
    case .makeView, .reorderSubview, .exchangeSubviews, .removeSubviews:
      return CodeLineText(CodeNote.elsewhere(.madeViews))
    case .interaction:
      return CodeLineText(CodeNote.elsewhere(.interaction))
    case .notModelled(let what):
      return NotModelledSentence.codeLine(line.text, what)
    case .appMember:
      return CodeLineText.none  // runTurn runs the member's lines in its place (Planner+AppMember).
    }
  }

  private mutating func removeFromParent(
    _ child: String, _ line: CodeLine, _ notes: inout CodeStepNotes
  ) -> CodeLineText {
    guard let parent = world[child]?.parent else {
      return CodeLineText(CodeNote.noParent(child: child))
    }
    if !notes.toldWillMoveNil.contains(child) { notes.removedWithoutWillMove[child] = line }
    let byHand = containerChangedByHand(parent, adding: false, child)
    world.unlinkChild(child)
    world[child]?.viewLeftOut = false
    world.didMove(child, toParent: nil)
    notes.awaitingDidMove[child] = nil
    // K-2: removeFromParent leaves the view where it is; taking it out is the app's job.
    if let view = world[child]?.view, let superview = world.forest.superview(of: view) {
      world.viewsLeftByCode[view] = ViewLeftByCode(superview: superview, removedFromParent: true)
    }
    let stillInWindow = world.isInWindow(child)
    if stillInWindow {
      // K-5: a controller out of the tree gets no forwarded callbacks; its view stays.
      for name in world.visibleSubtree(child) {
        world.markAppMistake(.viewWithoutController(name), at: line.place)
        world.markAppMistake(.appearanceOutOfStep(name), at: line.place)
      }
      notes.orphanViews[child] = line
    }
    return CodeLineText(
      CodeNote.removedFromParent(
        child: child, parent: parent, managedBy: byHand, stillInWindow: stillInWindow))
  }

  /// N-2, TB-2, SV-1: UIKit's own containers choose the children they show through their own
  /// API (push, pop, viewControllers, selection); what one does with a child added or removed
  /// by hand (`addChild`, `removeFromParent` in the app's code) is not documented [I], so the
  /// model leaves its views as they are and marks what it shows as the app's doing. Call
  /// before the change. Returns the container's kind, for the note, or nil for a custom one.
  private mutating func containerChangedByHand(_ parent: String, adding: Bool, _ child: String)
    -> String?
  {
    guard let kind = world[parent]?.kind, kind != .plain, kind != .container else { return nil }
    world.markAppMistake(.containerContent(parent))
    for shown in world[parent]?.children ?? [] {
      for name in world.visibleSubtree(shown) { world.markAppMistake(.appearanceOutOfStep(name)) }
    }
    return kind.rawValue
  }
}
