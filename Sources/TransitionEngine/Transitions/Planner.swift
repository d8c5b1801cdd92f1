/// Turns scene steps into timeline steps: performs each UIKit call on the world and records
/// its phases. Each transition lives in its own `Planner+…` file.
struct Planner {
  var world: World
  /// The `animator` block of the step being planned, if it has one.
  var animator: CodeBlock?
  /// What the step's delegate of real Swift returned when asked for an animator (N-4, TB-4).
  var delegateAnswer: DelegateAnswer?
  /// The `perform` block of the step being planned (a custom segue or unwind segue).
  var perform: CodeBlock?
  /// How the step's interaction ends, when the user's finger drives it.
  var interaction: InteractionEnd?
  /// Set while a present asked for from a lifecycle callback is planned (P-10–P-12).
  var lifecycleCheck = LifecycleCheck()
  /// The app's Swift, running for this planning of the scene: asked when UIKit asks the app.
  var app: (any AppCode)?
  /// The question each presentation's controller of the app's Swift was vended by, by the
  /// presented controller: asked again when its container changes size (PC-7).
  var presentationCalls: [String: AppCall] = [:]
  /// The class of the presentation controller the app's delegate vended, by the presented
  /// controller: the answer its `presentationController(forPresented:…)` event shows (PC-1).
  var vendedPresentationClasses: [String: String] = [:]
  /// The step's custom segue `perform()` of the app's Swift, asked when the segue performs.
  var performCall: AppCall?
  /// The backgrounds the app's Swift gave presented views so far, by controller (M-7).
  var codeBackgrounds: [String: ControllerBackground] = [:]
  /// A custom present's animator question, asked once the delegate has vended its
  /// presentation controller, as UIKit asks them (PC-1).
  var deferredAsk: StepSpec?
  /// The note of a delegate the weak property dropped, told once the step's action ran.
  var droppedNote: PhaseNote?

  /// Plans one step and returns it with all its phases.
  mutating func run(_ written: StepSpec, index: Int) -> Step {
    // Issue 32: the step's controller as the app's code makes it; a name only code makes
    // must name a controller by now.
    let spec = settledByApp(written)
    if let name = unmadeName(spec) { return refuseUnmade(name, spec, index: index) }
    return plan(spec, index: index)
  }

  /// Plans one step whose controllers are all there.
  private mutating func plan(_ spec: StepSpec, index: Int) -> Step {
    var recorder = StepRecorder()
    let mistakesBefore = Set(world.appMistakes)
    recorder.capture(&world, .before, note: PhaseNote(.transition(.before)))
    let action: ResolvedAction
    takeAppCode(of: spec, &recorder)
    defer {
      (animator, delegateAnswer, perform, interaction) = (nil, nil, nil, nil)
      performCall = nil
    }
    let bars = barsSnapshot()  // N-21, N-22: what a push or pop changes in the bars.
    switch spec.action {
    case .push(let controller, let on) where spec.interruptedByPop:
      action = interruptedPush(controller, on: on, &recorder)
    case .push(let controller, let on):
      action = push(controller, on: on, animated: spec.animated, &recorder)
    case .pop(let nav, let cancelled):
      action = pop(
        nav, toRoot: false, cancelled: cancelled,
        gesture: PopGesture(completed: spec.swipeCompleted, fromContent: spec.contentPop),
        animated: spec.animated, &recorder)
    case .popToRoot(let nav):
      action = pop(nav, toRoot: true, cancelled: false, animated: spec.animated, &recorder)
    case .select(let selector, let tab):
      action = select(selector, tab: tab, &recorder)
    case .addChild(let controller, let parent):
      action = addChild(controller, to: parent, &recorder)
    case .removeChild(let name):
      action = removeChild(name, &recorder)
    case .rotate, .device, .multitasking:
      action = environmentStep(spec.action, &recorder)
    case .present(let present):
      action = self.present(present, animated: spec.animated, &recorder)
    case .dismiss(let name, _) where spec.tapOutside:
      action = tapOutside(name, at: spec.tapAt, &recorder)
    case .dismiss(let name, let cancelled):
      action = dismiss(
        name, cancelled: cancelled, swipeCompleted: spec.swipeCompleted, animated: spec.animated,
        &recorder)
    case .show(let controller, let from):
      action = show(controller, from: from, &recorder)
    case .showDetail(let controller, let from):
      action = showDetail(controller, from: from, &recorder)
    case .detent(let identifier, let on, let interactive):
      action = changeDetent(
        identifier, on: on, interactive: interactive, animated: spec.animated, &recorder)
    case .unwind(let destination, let from):
      action = unwind(to: destination, from: from, animated: spec.animated, &recorder)
    case .code(let block):
      action = runCode(block, notes: codeNotes(spec), &recorder)
    case .segue(let destination, let from, let kind):
      action = segue(destination, from: from, kind: kind, animated: spec.animated, &recorder)
    case .tabBarHidden(let hidden, let tab):
      action = setTabBarHidden(hidden, tab: tab, animated: spec.animated, &recorder)
    case .setViewControllers(let stack, let nav):
      action = setViewControllers(stack, on: nav, animated: spec.animated, &recorder)
    case .setColumn(let spec, let column, let split):
      action = setColumn(spec, column: column, split: split, &recorder)
    case .column(let column, let shown, let split):
      action = changeColumn(column, shown: shown, split: split, animated: spec.animated, &recorder)
    case .selectTab(let name, let tab):
      action = selectTab(name, tab: tab, &recorder)
    case .scroll(let down, let tab):
      action = scroll(down: down, tab: tab, &recorder)
    case .bottomAccessory(let content, let tab):
      action = setBottomAccessory(content, tab: tab, animated: spec.animated, &recorder)
    case .barHidden, .popTo, .search:
      action = navigationItemStep(spec, &recorder)
    case .setPage(let turn):
      action = setPage(turn, animated: spec.animated, &recorder)
    }
    releaseAppCode(&recorder)
    if !bars.isEmpty { recorder.append(toLast: .after, barChanges(since: bars)) }
    endWithLifecyclePresents(&recorder)
    var step = Step(
      index: index, action: action, note: spec.note, warnings: recorder.warnings,
      error: recorder.error, phases: recorder.phases, environment: world.environment)
    step.mistakes = newMistakes(since: mistakesBefore)
    return step
  }

  /// The step's code (animator, perform, interaction) held while it runs, and the app asked
  /// what UIKit would ask it at the step's start.
  private mutating func takeAppCode(of spec: StepSpec, _ recorder: inout StepRecorder) {
    (animator, delegateAnswer) = (spec.animator, spec.delegateAnswer)
    droppedNote = droppedDelegateNote(spec)  // N-24, TB-14: read as the step starts.
    (perform, interaction, performCall) = (spec.perform, spec.interaction, spec.performCall)
    if case .present(let present) = spec.action, present.presentationCall != nil {
      deferredAsk = spec  // PC-1: the presentation controller is asked for first
    } else {
      askApp(spec, &recorder)
    }
  }

  /// The app mistakes marked since `before`, with their lines; K-9's appearance set by hand
  /// is by design, not a mistake.
  private func newMistakes(since before: Set<AppMistake>) -> [StepMistake] {
    world.appMistakes.compactMap { mistake in
      if before.contains(mistake) { return nil }
      if case .appearanceByHand = mistake { return nil }
      return StepMistake(mistake, place: world.appMistakePlaces[mistake])
    }
  }

  /// Ends a step that changed nothing: UIKit logged a warning.
  mutating func refuse(warning: String, _ recorder: inout StepRecorder) {
    recorder.warnings.append(warning)
    // A call inside a step speaks for itself only: other lines of the step, or the segue's
    // prepare, have callbacks.
    recorder.capture(
      &world, .after, note: StepEndNote.refused(innerCall: recorder.isInnerCall).note)
  }

  /// Ends a step that changed nothing: UIKit raised an exception (the app would crash; the
  /// program shows it and goes on from the unchanged state).
  mutating func raise(_ exception: String, _ recorder: inout StepRecorder) {
    recorder.error = exception
    recorder.capture(&world, .after, note: StepEndNote.raised.note)
  }

  /// Adds a sub-transition's phases, each marked as part of `sub` (`pop: animating`).
  func append(_ phases: StepRecorder, as sub: SubTransition, to recorder: inout StepRecorder) {
    recorder.append(phases.phases, as: sub)
    recorder.warnings += phases.warnings
    if let error = phases.error { recorder.error = error }
  }
}
