/// Who UIKit asks for a custom animator (§13.1 steps 2 and 4, §13.2, N-4, TB-4).
enum AnimatorRequest {
  case present(presented: String, presenter: String, source: String, custom: Bool)
  case dismiss(dismissed: String)
  case navigation(nav: String, push: Bool, from: String, to: String)
  case tab(tab: String, from: String, to: String)

  /// A push: an unfinished one leaves the pushed controller in the stack.
  var isPush: Bool {
    if case .navigation(_, push: true, _, _) = self { return true }
    return false
  }
}

extension Planner {
  /// The delegate calls that hand UIKit the app's animator (and interaction controller).
  mutating func askForAnimator(_ request: AnimatorRequest, interactive: Bool) {
    switch request {
    case .present(let presented, let presenter, let source, let custom):
      let delegate = ControllerID(presented)
      let (presentedID, presenting, from) = (
        ControllerID(presented), ControllerID(presenter), ControllerID(source)
      )
      if custom {
        emitPresentationAsk(
          .transitioningDelegate(
            of: delegate,
            .presentationController(forPresented: presentedID, presenting: presenting, source: from)
          ), presented: presented)
      }
      emitAsked(
        .transitioningDelegate(
          of: delegate,
          .animationControllerForPresented(presentedID, presenting: presenting, source: from)),
        request)
      emitInteractionAsk(
        .transitioningDelegate(of: delegate, .interactionControllerForPresentation), interactive)
    case .dismiss(let dismissed):
      let delegate = ControllerID(dismissed)
      emitAsked(
        .transitioningDelegate(of: delegate, .animationControllerForDismissed(delegate)), request)
      emitInteractionAsk(
        .transitioningDelegate(of: delegate, .interactionControllerForDismissal), interactive)
    case .navigation(let nav, let push, let from, let to):
      let delegate = ControllerID(nav)
      emitAsked(
        .containerDelegate(
          of: delegate,
          .navigationAnimationController(
            push: push, from: ControllerID(from), to: ControllerID(to))),
        request)
      emitInteractionAsk(
        .containerDelegate(of: delegate, .navigationInteractionController), interactive)
    case .tab(let tab, let from, let to):
      let delegate = ControllerID(tab)
      emitAsked(
        .containerDelegate(
          of: delegate, .tabAnimationController(from: ControllerID(from), to: ControllerID(to))),
        request)
      if interactive || delegateAnswer?.interactionAnswer != nil {
        emitInteractionAsk(.containerDelegate(of: delegate, .tabInteractionController), true)
      } else if delegateAnswer?.askedForInteraction == true {
        // TB-14: asked, and nil: the switch runs without the finger.
        world.emit(
          .answered(
            .containerDelegate(of: delegate, .tabInteractionController),
            answer: "nil (the switch runs without the finger)"))
      }
    }
  }

  /// The call that asks for an animator, with the answer of the app's delegate when its Swift
  /// gave one: the animator's class, or nil and the animation UIKit plays instead (N-4, TB-4,
  /// §13.1; a nil tab animator means no animation, TB-4).
  private mutating func emitAsked(_ call: LifecycleEvent, _ request: AnimatorRequest) {
    guard let answer = delegateAnswer else {
      world.emit(call)
      return
    }
    let text: String
    if let animator = answer.animatorClass {
      text = "a \(animator)"
    } else {
      switch request {
      case .navigation: text = "nil (UIKit's default slide)"
      case .tab: text = "nil (UIKit switches tabs without an animation)"
      case .present, .dismiss: text = "nil (UIKit's own animation for the style)"
      }
    }
    world.emit(.answered(call, answer: text))
  }

  /// The end of a container transition the app's animator reported as not finished (N-6):
  /// the `cancelled` phase led by the completing line, `animationEnded(false)`, then `after`.
  /// `undoneChinese` / `afterChinese`: the same words in Chinese, nil where there are none.
  mutating func recordUndone(
    _ line: CodeLine, undone: String, _ undoneChinese: String?, after: String,
    _ afterChinese: String?, _ recorder: inout StepRecorder
  ) {
    recorder.capture(&world, .cancelled, note: completionNote(line, undone, undoneChinese))
    world.emit(.animator(.animationEnded(completed: false)))
    let after = noting(CodeLineText(english: after, chinese: afterChinese), recorder)  // N-6, X-12
    recorder.capture(&world, .after, note: PresentStory.note(after.english, after.chinese))
  }

  /// `Line 9 calls completeTransition(true). ` — the lead of the phase UIKit's completion makes.
  func completionLead(_ line: CodeLine) -> String { completionLeadNote(line).english }

  /// The completing line's lead as a note family, in both languages.
  func completionLeadNote(_ line: CodeLine) -> CodeNote {
    .completionLead(CodeNote.Place(file: line.file, line: line.location.line), code: line.text)
  }

  /// The note of the phase UIKit's completion makes: the completing line's lead, then
  /// `english`; told in both languages when `chinese` is given, else the producer's English.
  func completionNote(_ line: CodeLine, _ english: String, _ chinese: String?) -> PhaseNote {
    PresentStory.note(english, chinese, led: completionLeadNote(line))
  }

  /// after UIKit's completion, what the animator's lines left wrong, from the tree: a
  /// controller whose state no longer matches its view, nothing on screen, a borrowed view.
  /// `told`: controllers whose mistake a sentence naming its line already gives (a view that
  /// left the window with a container, `borrowedViewsLeaving`): one mistake note per cause.
  mutating func completionConsequences(
    _ scope: TransitionContext, involved: [String], told: Set<String> = []
  ) -> [PhaseNote] {
    var notes: [PhaseNote] = []
    for name in involved where !told.contains(name) {
      guard let controller = world[name], let view = controller.view else { continue }
      let inWindow = world.isInWindow(name)
      if let line = scope.appearanceByHand[name],
        (controller.appearance == .appeared && !inWindow)
          || (controller.appearance == .disappeared && inWindow)
      {
        // K-9: the app told the controller itself (a presenter covered by a custom
        // presentation hearing it disappear is the documented use); not a mistake.
        notes.append(handAppearanceSentence(name, controller.appearance, line).note())
        continue
      }
      switch (controller.appearance, inWindow) {
      case (.appeared, false):
        world.markAppMistake(.appearanceOutOfStep(name), at: scope.lastTouch[view]?.place)
        let cause: OutOfWindowWords =
          scope.lastTouch[view].map { .typed(.line(place: $0.place, code: $0.text)) }
          ?? untouchedCause(name, scope)
        switch cause {
        case .typed(let cause):
          notes.append(AnimatorOutcomeNote.appearedOutOfWindow(name: name, cause: cause).note)
        case .words(let words):
          notes.append(
            PhaseNote(
              words: "The mistake: \(name) counts as appeared, but its view is not in the window: "
                + "\(words).", role: .mistake, controllers: [name]))
        }
      case (.disappeared, true):
        world.markAppMistake(.appearanceOutOfStep(name), at: scope.lastTouch[view]?.place)
        notes.append(
          AnimatorOutcomeNote.disappearedInWindow(name: name, putBy: scope.lastTouch[view]?.place)
            .note)
      default:
        break
      }
    }
    let left =
      lookConsequences(scope) + valuesLeftByCancelNotes(scope)
      + snapshotsLeftBehind(scope) + viewsLeftInWindow(scope) + completedTrueOnCancel(scope)
    notes += left.map { $0.note(role: .consequence) }
    notes += openAppearanceSentences(except: Set(scope.tail.compactMap(scope.endsAppearance)))
      .map { $0.note(role: .mistake) }
    if world.owners(under: world.window).isEmpty {
      notes.append(AnimatorOutcomeNote.blackScreen.note)
    }
    let borrowed = (world.borrowedViews[scope.container] ?? []).filter {
      world.forest.isDescendant(world[$0.owner]?.view ?? ViewID(0), of: scope.container)
    }
    for view in borrowed {
      notes.append(
        AnimatorOutcomeNote.borrowed(
          owner: view.owner, place: view.line.place, code: view.line.text,
          overStyle: overStyle(view.owner, container: scope.container)
        ).note)
    }
    // Each note after the sentence before it, a space apart.
    return notes.map { $0.led(by: " ") }
  }

  /// Why `name` counts as appeared without its view in the window when no line of the
  /// animator touched that view: the to-view the animator should have added, unless
  /// UIKit handed it no to-view, as an over style's dismissal does (X-3, T-4): that reason the
  /// transition still writes in words.
  func untouchedCause(_ name: String, _ scope: TransitionContext) -> OutOfWindowWords {
    guard name == scope.toVC else { return .typed(.leftOut) }
    guard scope.toView == nil, !scope.toNilReason.isEmpty else { return .typed(.toViewNotAdded) }
    return .words(
      "no line of this animator took it out, and there is no to-view to add: "
        + scope.toNilReason + "; the view was already out of the window when the transition began")
  }

  /// The owners of the views an animator moved into `container` that would leave the window
  /// with it, but for `departing` ones.
  func borrowedOwners(_ container: ViewID, departing: [String] = []) -> [String] {
    borrowedLeaving(container, departing: departing).map(\.owner)
  }

  private func borrowedLeaving(_ container: ViewID, departing: [String]) -> [BorrowedView] {
    (world.borrowedViews[container] ?? []).filter {
      world.forest.isDescendant(world[$0.owner]?.view ?? ViewID(0), of: container)
        && !departing.contains($0.owner)
    }
  }

  /// controllers' views an animator moved into `container` leave the window with it.
  /// Call before UIKit removes the container; returns what to tell the user. `departing`:
  /// the controllers the transition itself tells they disappear (a dismissed controller);
  /// their views leaving with the container is what UIKit does anyway, no loss.
  mutating func borrowedViewsLeaving(_ container: ViewID, departing: [String] = []) -> String {
    borrowedViewsLeavingText(container, departing: departing).english
  }

  /// `borrowedViewsLeaving` in both languages.
  mutating func borrowedViewsLeavingText(_ container: ViewID, departing: [String] = [])
    -> CodeLineText
  {
    let borrowed = borrowedLeaving(container, departing: departing)
    world.borrowedViews[container] = nil
    var sentences: [CodeLineText] = []
    for view in borrowed {
      let state = world[view.owner]?.appearance.rawValue ?? "appeared"
      world.markAppMistake(.appearanceOutOfStep(view.owner))
      for name in world.visibleSubtree(view.owner) where name != view.owner {
        world.markAppMistake(.appearanceOutOfStep(name))
      }
      // What else its view holds goes too: a controller presented in the context of one it
      // shows (M-2) sits in a container inside it.
      if let id = world[view.owner]?.view {
        for name in world.owners(under: id) { world.markAppMistake(.appearanceOutOfStep(name)) }
      }
      sentences.append(
        CodeLineText(
          AnimatorOutcomeNote.lostWithContainer(
            owner: view.owner, line: view.line.location.line, file: view.line.file,
            code: view.line.text, state: state,
            overStyle: overStyle(view.owner, container: container))))
    }
    return CodeLineText.joined(sentences)
  }

  /// X-8, T-4: the over style (overFullScreen, overCurrentContext) whose presenter `owner` is,
  /// where UIKit leaves that view where it is and the animator should not have moved it; nil
  /// otherwise.
  func overStyle(_ owner: String, container: ViewID) -> String? {
    guard
      let presentation = world.livePresentations.first(where: { $0.container == container }),
      presentation.presenter == owner,
      presentation.style == .overFullScreen || presentation.style == .overCurrentContext
    else { return nil }
    return presentation.style.rawValue
  }

  /// no line called `completeTransition`. UIKit waits for ever.
  mutating func neverCompletes(
    _ action: String, container: ViewID, containerController: String?, involved: [String],
    isPush: Bool = false, returnLine: CodeLine? = nil, waiting: WaitingInteraction? = nil,
    _ recorder: inout StepRecorder
  ) {
    // X-8 [I]: a transition that does not need the stuck one to end (a push under a stuck
    // presentation) can start and get stuck too; UIKit keeps both containers.
    let earlier = world.unfinishedTransitions.map(\.action)
    world.markAppMistake(
      world.unfinishedTransitions.isEmpty ? .unfinishedTransition : .alsoUnfinished(action),
      at: (waiting?.line ?? returnLine)?.place)
    world.unfinishedTransitions.append(
      UnfinishedTransition(
        action: action, container: container, containerController: containerController,
        isPush: isPush))
    // Every controller whose view is in the containerView is caught in the transition too,
    // one a line brought back into the window after the app's code took it out among them.
    let caught = world.owners(under: container).filter { !involved.contains($0) }
    let involved = involved + caught
    for name in involved { world.markAppMistake(.appearanceOutOfStep(name)) }
    if let containerController { world.markAppMistake(.containerContent(containerController)) }
    let stuck = involved.compactMap { name in
      world[name].map {
        AnimatorMistakeNote.Stuck(
          name: name, state: $0.appearance.rawValue,
          inWindow: $0.appearance == .disappeared && world.isInWindow(name))
      }
    }
    let note: AnimatorMistakeNote
    if let waiting {
      note = .waitsForFinger(
        AnimatorMistakeNote.Waiting(
          interactor: waiting.interactor, question: waiting.question, place: waiting.line.place,
          code: waiting.line.text, action: action),
        stuck: stuck, container: containerController, earlier: earlier)
    } else {
      note = .neverCompletes(
        returnsAt: returnLine?.place, returnCode: returnLine?.text, stuck: stuck,
        container: containerController, earlier: earlier)
    }
    recorder.capture(&world, .after, note: CodeLineText(note).note())
  }
}
