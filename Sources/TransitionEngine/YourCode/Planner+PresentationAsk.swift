extension Planner {
  /// §5, PC-1: the presented controller's class set its own `modalPresentationStyle` and
  /// `modalTransitionStyle` when it was made, so the planner asks the app as UIKit presents
  /// it; only a style the step does not write is taken from the answer.
  func askSelfStyles(_ spec: PresentSpec) -> PresentSpec {
    guard let question = spec.styleQuestion, let app else { return spec }
    let answer = app.selfStyles(question)
    var spec = spec
    spec.styleQuestion = nil
    if question.asksPresentation, let style = answer.presentation { spec.style = style }
    if question.asksTransition, let transition = answer.transition {
      spec.transition = transition
    }
    return spec
  }

  /// PC-1: a `custom` present whose `transitioningDelegate` is the app's Swift. UIKit asks it
  /// for a presentation controller as the presentation starts, so the planner asks the app
  /// now, with the world as it is (the presenting controller, the container's bounds: the
  /// window's size at this moment, PC-4). The controller it vends decides the presentation
  /// from then on; the same object is asked again when the container changes size (PC-7).
  mutating func askPresentationController(
    _ spec: PresentSpec, _ recorder: inout StepRecorder
  ) -> PresentSpec {
    guard let call = spec.presentationCall, spec.style == .custom, let app else { return spec }
    let size = world.environment.windowSize
    let answers = WorldAnswers(
      world: world, roles: ["fromVC": spec.from, "toVC": spec.controller.name],
      container: Rect(x: 0, y: 0, width: size.width, height: size.height))
    let answer = app.answer(call, world: answers)
    if let failure = answer.failure { recorder.warnings.append(failure) }
    guard let vended = answer.presentation else { return spec }
    var spec = spec
    presentationCalls[spec.controller.name] = call
    vendedPresentationClasses[spec.controller.name] = vended.code?.className
    spec.custom = vended
    // M-7: a see-through background the code gives the presented view is what the picture
    // draws, unless the scene says otherwise.
    if let background = vended.code?.presentedBackground,
      spec.controller.options.background == .opaque
    {
      spec.controller.options.background = background
      spec.controller.options.backgroundLine = vended.code?.backgroundLine
      codeBackgrounds[spec.controller.name] = background
    }
    return spec
  }

  /// PC-1: the presentation controller first, then a custom present's animator question,
  /// held back at the step's start: UIKit asks the same delegate for the animator after it.
  mutating func askPresentation(_ spec: PresentSpec, _ recorder: inout StepRecorder)
    -> PresentSpec
  {
    let asked = askPresentationController(spec, &recorder)
    if var question = deferredAsk {
      deferredAsk = nil
      // Not custom after all (§5): no presentation question built the delegate, so the
      // animator question builds its own.
      if asked.style != .custom { question.appCall?.kept?.fresh = true }
      askApp(question, present: asked, &recorder)
    }
    return asked
  }

  /// PC-7: the window is about to become `next.windowSize`. Each presentation whose controller the app's
  /// Swift vended is laid out again by that same object, so the planner asks it for the new
  /// container (`containerViewWillLayoutSubviews`, `frameOfPresentedViewInContainerView`,
  /// `containerViewDidLayoutSubviews`); a size it was already asked for keeps its answer.
  mutating func askContainerLayouts(becoming next: Environment, _ recorder: inout StepRecorder) {
    let size = next.windowSize
    guard let app else { return }
    for presentation in world.livePresentations {
      let name = presentation.presented
      guard let call = presentationCalls[name], let code = presentation.custom?.code,
        !code.layouts.contains(where: { $0.container == size })
      else { continue }
      var asked = call
      asked.role = .containerLayout(size)
      let answer = app.answer(
        asked,
        world: WorldAnswers(
          world: world, roles: ["fromVC": presentation.source, "toVC": name],
          container: Rect(x: 0, y: 0, width: size.width, height: size.height), becoming: next))
      if let failure = answer.failure { recorder.warnings.append(failure) }
      guard let layout = answer.layout else { continue }
      world.presentations[name]?.custom?.code?.layouts.append(layout)
    }
  }
}
